/**
 * What the accounts flows send to people. The auth services call this; the account-messages
 * module implements it (templates from libs/messaging, queued on `mail` / `sms`), so auth never
 * composes a message itself. Tokens arrive in clear text here and nowhere else is stored so.
 */
export interface AccountRecipient {
  firstName: string;
  email: string;
  phone?: string | null;
}

export abstract class AccountMessages {
  /** The email verification link (24 h, single use). */
  abstract emailVerification(to: AccountRecipient, token: string): Promise<void>;
  /** The SMS code for phone verification (10 minutes, single use). */
  abstract phoneVerification(to: AccountRecipient & { phone: string }, code: string): Promise<void>;
  /** The password reset link (1 h, single use). */
  abstract passwordReset(to: AccountRecipient, token: string): Promise<void>;
  /** Someone tried to register with this address: tell its owner instead of saying so in the API. */
  abstract accountExists(to: AccountRecipient): Promise<void>;
  /** The password was changed or reset: tell the owner, who may not have done it. */
  abstract passwordChanged(to: AccountRecipient): Promise<void>;
}
