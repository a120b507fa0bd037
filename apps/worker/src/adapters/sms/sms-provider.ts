import type { SmsMessage } from '@matchbazaar/contracts';

export interface SentSms {
  /** The provider's id for the message (or the outbox row's). */
  id: string;
}

/** Sends one text. Throws SmsRejectedError when retrying cannot help; anything else is retried. */
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<SentSms>;
  /** The id of an identical text already sent, when the provider can look it up. */
  findSent?(message: SmsMessage): Promise<string | undefined>;
  close(): Promise<void>;
}

/** The provider refused the message for good (bad number, blocked recipient, bad credentials). */
export class SmsRejectedError extends Error {
  override readonly name = 'SmsRejectedError';
}
