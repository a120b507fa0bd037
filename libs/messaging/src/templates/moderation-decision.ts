import { brand } from '../brand.js';
import { renderMail } from '../mail-layout.js';
import type { AccountMail } from './account-mails.js';

/** What the mail says about one moderated post. */
export interface ModerationMailFacts {
  kind: 'listing' | 'requirement';
  title: string;
  decision: 'rejected' | 'closed';
  reason: string;
  /** Where the author edits or sees their posts (my listings, my requirements). */
  manageUrl: string;
  author: { firstName: string };
}

/** To a post's author: a moderator rejected or closed it, with the reason and what to do. */
export function moderationDecisionMail(facts: ModerationMailFacts): AccountMail {
  const noun = facts.kind === 'listing' ? 'listing' : 'requirement';
  const verb = facts.decision === 'rejected' ? 'was not approved' : 'was closed by our moderators';
  const subject = `Your ${noun} “${facts.title}” ${verb}`;
  const firstName = facts.author.firstName.trim();
  return {
    subject,
    ...renderMail({
      subject,
      preheader: `Reason: ${facts.reason}`,
      heading:
        facts.decision === 'rejected' ? `Your ${noun} needs changes` : `Your ${noun} was closed`,
      paragraphs: [
        firstName ? `Hi ${firstName},` : 'Hi,',
        `Your ${noun} “${facts.title}” ${verb}. The moderator gave this reason:`,
      ],
      quote: facts.reason,
      action: {
        label: facts.decision === 'rejected' ? `Edit your ${noun}` : `See your ${noun}s`,
        url: facts.manageUrl,
      },
      reason: `You received this email because you posted on ${brand.name}.`,
    }),
  };
}
