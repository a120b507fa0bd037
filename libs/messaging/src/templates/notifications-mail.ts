import { brand } from '../brand.js';
import { renderMail } from '../mail-layout.js';
import type { AccountMail } from './account-mails.js';

/** One unread notification as the mail lists it. */
export interface MailedNotification {
  title: string;
  body: string | null;
}

/** How many notifications a mail lists by name; the rest are counted. */
const LISTED = 10;

/**
 * To a user who has been away: the unread notifications since they left (`instant`), or the
 * day's unread ones (`digest`), and the way back to them.
 */
export function notificationsMail(facts: {
  kind: 'instant' | 'digest';
  firstName: string;
  notifications: readonly MailedNotification[];
  /** The notification centre's page. */
  openUrl: string;
  /** Where the reader chooses which notifications reach them by email. */
  settingsUrl: string;
}): AccountMail {
  const count = facts.notifications.length;
  const subject =
    count === 1
      ? `You have 1 unread notification on ${brand.name}`
      : `You have ${count} unread notifications on ${brand.name}`;
  const listed = facts.notifications
    .slice(0, LISTED)
    .map((n) => (n.body ? `• ${n.title}: ${n.body}` : `• ${n.title}`));
  const more = count > LISTED ? [`…and ${count - LISTED} more.`] : [];
  const firstName = facts.firstName.trim();
  return {
    subject,
    ...renderMail({
      subject,
      preheader: facts.notifications[0]?.title ?? subject,
      heading: facts.kind === 'digest' ? 'Your daily summary' : 'While you were away',
      paragraphs: [firstName ? `Hi ${firstName},` : 'Hi,', ...listed, ...more],
      action: { label: 'Open your notifications', url: facts.openUrl },
      note: `Choose which notifications reach you by email: ${facts.settingsUrl}`,
      reason: `You received this email because you have an account on ${brand.name} and unread notifications.`,
    }),
  };
}
