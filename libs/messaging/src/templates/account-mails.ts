import { brand } from '../brand.js';
import type { ComposedMail } from '../compose-mail.js';
import { renderMail, type MailContent } from '../mail-layout.js';
import type { AccountLinks } from './account-links.js';

/** An account mail ready for `mail.deliver` once addressed: transactional, so no unsubscribe. */
export type AccountMail = Pick<ComposedMail, 'subject' | 'text' | 'html'>;

/** Whom an account mail greets. Names come from users: the layout escapes them in HTML. */
export interface AccountMailRecipient {
  firstName: string;
}

function composeAccountMail(content: MailContent): AccountMail {
  return { subject: content.subject, ...renderMail(content) };
}

const greeting = (to: AccountMailRecipient) =>
  to.firstName.trim() ? `Hi ${to.firstName.trim()},` : 'Hi,';

const accountReason = `You received this email because this address belongs to a ${brand.name} account.`;

/** After registration (and on request): the link that proves the address is the user's. */
export function verifyEmailMail(
  links: AccountLinks,
  to: AccountMailRecipient & { email: string },
  token: string,
): AccountMail {
  return composeAccountMail({
    subject: `Verify your email address for ${brand.name}`,
    preheader: 'One click and your account is ready to use.',
    heading: `Welcome to ${brand.name}!`,
    paragraphs: [
      greeting(to),
      'Thanks for creating an account. Please confirm that this is your email address: you can sign in as soon as you do.',
    ],
    action: { label: 'Verify my email', url: links.verifyEmail(token, to.email) },
    note: 'This link works once and expires in 24 hours. If it has expired, you can ask for a new one on the sign-in page. Did not create an account? Ignore this email and the account will not be activated.',
    reason: `You received this email because this address was used to create a ${brand.name} account.`,
  });
}

/** The password reset link: only for someone who asked, so it says what to do if they did not. */
export function passwordResetMail(
  links: AccountLinks,
  to: AccountMailRecipient,
  token: string,
): AccountMail {
  return composeAccountMail({
    subject: `Reset your ${brand.name} password`,
    preheader: 'Choose a new password with the link inside. It expires in 1 hour.',
    heading: 'Reset your password',
    paragraphs: [
      greeting(to),
      'We received a request to reset the password of your account. Choose a new one with the button below.',
      'Once you do, you will be signed out everywhere else and can sign in again with the new password.',
    ],
    action: { label: 'Choose a new password', url: links.resetPassword(token) },
    note: 'This link works once and expires in 1 hour. Did not ask for it? You can ignore this email: your password stays as it is.',
    reason: accountReason,
  });
}

/**
 * The account's data export is ready: the link downloads it for 24 hours. Only the owner asked
 * for it, so it says what to do if they did not.
 */
export function dataExportMail(
  links: AccountLinks,
  to: AccountMailRecipient,
  token: string,
): AccountMail {
  return composeAccountMail({
    subject: `Your ${brand.name} data is ready`,
    preheader: 'Download a copy of everything your account holds. The link works for 24 hours.',
    heading: 'Your data is ready',
    paragraphs: [
      greeting(to),
      'You asked for a copy of the data your account holds. It is ready: one JSON file with your profile, sessions, shop, listings, requirements, photos, saved listings, recent views, reports, support tickets and subscriptions.',
      'The file contains your personal details: keep it somewhere safe.',
    ],
    action: { label: 'Download my data', url: links.dataExport(token) },
    note: 'This link works for 24 hours. Did not ask for your data? Someone may be signed in to your account: change your password and check the active sessions listed in your Settings.',
    reason: accountReason,
  });
}

/**
 * Someone registered with an address that already has an account. The API answers as for a new
 * address (no enumeration); the owner hears about it here instead.
 */
export function accountExistsMail(links: AccountLinks, to: AccountMailRecipient): AccountMail {
  return composeAccountMail({
    subject: `You already have a ${brand.name} account`,
    preheader: 'Someone tried to create an account with your email address.',
    heading: 'You already have an account',
    paragraphs: [
      greeting(to),
      `Someone just tried to create a ${brand.name} account with this email address, which already has one.`,
      'If it was you, simply sign in. Forgotten your password? The sign-in page has a link to reset it.',
    ],
    action: { label: 'Sign in', url: links.signIn },
    note: 'If it was not you, no action is needed: nothing has changed in your account, and nobody can use it without your password.',
    reason: accountReason,
  });
}

/** After a change or reset: the owner may not have made it, so say how to take the account back. */
export function passwordChangedMail(links: AccountLinks, to: AccountMailRecipient): AccountMail {
  return composeAccountMail({
    subject: `Your ${brand.name} password was changed`,
    preheader: 'If this was you, there is nothing else to do.',
    heading: 'Your password was changed',
    paragraphs: [
      greeting(to),
      'The password of your account was just changed, and other devices were signed out.',
      'If this was you, there is nothing else to do.',
      'If it was not you, reset your password right away: the reset link goes only to this email address. Then check the active sessions listed in your Settings.',
    ],
    action: { label: 'Reset my password', url: links.forgotPassword },
    reason: accountReason,
  });
}
