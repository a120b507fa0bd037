import { brand } from '../brand.js';
import { renderMail } from '../mail-layout.js';
import type { AccountMail } from './account-mails.js';

/** What the mail says about one change to a seller's payout methods. */
export interface PayoutMethodChangeFacts {
  change: 'added' | 'default' | 'removed';
  /** The method as shown everywhere: "HDFC ····1234" (never more than its last 4 characters). */
  label: string;
  /** When payouts resume (already written for the reader), or null when they are not held. */
  heldUntil: string | null;
  /** The seller's transactions page, where the methods are. */
  manageUrl: string;
  seller: { firstName: string };
}

const what = {
  added: 'was added to your payout methods',
  default: 'is now your default payout method',
  removed: 'was removed from your payout methods',
} as const;

/**
 * To a seller whose payout methods changed (docs/product/payouts.md): what changed, that payouts
 * wait 24 hours when they do, and what to do if it was not them.
 */
export function payoutMethodChangeMail(facts: PayoutMethodChangeFacts): AccountMail {
  const subject = `${facts.label} ${what[facts.change]}`;
  const firstName = facts.seller.firstName.trim();
  return {
    subject,
    ...renderMail({
      subject,
      preheader: facts.heldUntil
        ? `Payouts are on hold until ${facts.heldUntil}.`
        : 'Your payout methods changed.',
      heading: 'Your payout methods changed',
      paragraphs: [
        firstName ? `Hi ${firstName},` : 'Hi,',
        `${facts.label} ${what[facts.change]}.`,
        ...(facts.heldUntil
          ? [
              `To keep your money safe, payouts are on hold until ${facts.heldUntil}, 24 hours after the change.`,
            ]
          : []),
        `If this was not you, change your password at once and contact ${brand.name} support: nobody else should be able to choose where your money goes.`,
      ],
      action: { label: 'See your payout methods', url: facts.manageUrl },
      reason: `You received this email because your ${brand.name} payout methods changed.`,
    }),
  };
}
