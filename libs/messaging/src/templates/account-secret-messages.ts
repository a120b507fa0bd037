import type {
  AccountCodeSms,
  AccountLinkMail,
  MailMessage,
  SmsMessage,
} from '@matchbazaar/contracts';
import type { SecretSealer } from '../sealed-secret.js';
import type { AccountLinks } from './account-links.js';
import type { AccountMail } from './account-mails.js';
import { dataExportMail, passwordResetMail, verifyEmailMail } from './account-mails.js';
import { phoneCodeSms } from './account-sms.js';

/** The sealing context of each kind of secret: a token sealed for one kind opens for no other. */
export const sealContexts = {
  'verify-email': 'account-link:verify-email',
  'password-reset': 'account-link:password-reset',
  'data-export': 'account-link:data-export',
  'phone-code': 'account-code:phone',
} as const;

/** The mail of an `account-link` job: opens the sealed token and writes the link into it. */
export function accountLinkMessage(
  links: AccountLinks,
  sealer: SecretSealer,
  job: AccountLinkMail,
): MailMessage {
  const token = sealer.open(job.sealedToken, sealContexts[job.kind]);
  const to = { firstName: job.firstName, email: job.to };
  const write = {
    'verify-email': () => verifyEmailMail(links, to, token),
    'password-reset': () => passwordResetMail(links, to, token),
    'data-export': () => dataExportMail(links, to, token),
  } satisfies Record<AccountLinkMail['kind'], () => AccountMail>;
  const mail = write[job.kind]();
  return { to: job.to, ...mail };
}

/** The text of an `account-code` job. */
export function accountCodeMessage(
  publicUrl: string,
  sealer: SecretSealer,
  job: AccountCodeSms,
): SmsMessage {
  const code = sealer.open(job.sealedCode, sealContexts['phone-code']);
  return { to: job.to, body: phoneCodeSms(publicUrl, code) };
}
