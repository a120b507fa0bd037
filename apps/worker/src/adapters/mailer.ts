import { createHash, randomUUID } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser';
import { buildMimeMessage } from './mime-message.js';
import { SmtpConnectionPool } from './smtp-connection-pool.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  /** A fixed Message-ID (e.g. derived from what the mail is for); otherwise the mailer makes one. */
  messageId?: string;
  /**
   * What this send is, the same on every retry (a job's id): the Message-ID is then derived from
   * it and the message, so a mail sent again after a worker died mid-send carries the same id, and
   * mailbox providers that de-duplicate by Message-ID show it once. SMTP itself cannot promise
   * exactly once: the server may have taken the message when the answer was lost.
   */
  idempotencyKey?: string;
}

export interface SentMail {
  messageId: string;
  accepted: string[];
  rejected: string[];
}

/** Sends one message; `from` is fixed by the adapter so no job can choose its sender. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
  close(): Promise<void>;
}

/**
 * The left part of a Message-ID for one send: the key and the message together, so that a job id
 * counted again from 1 (a Redis emptied) never gives a new mail the id of an old one.
 */
export function stableMessageIdPart(
  key: string,
  mail: Pick<OutgoingMail, 'to' | 'subject' | 'text'>,
): string {
  return createHash('sha256')
    .update(`${key}\n${mail.to}\n${mail.subject}\n${mail.text}`)
    .digest('base64url')
    .slice(0, 32);
}

/** Mailer over a pool of SMTP connections to `SMTP_URL`. */
export class SmtpMailer implements Mailer {
  readonly #pool: SmtpConnectionPool;
  /** The bare address of `from`, for the envelope and generated Message-IDs. */
  readonly #senderAddress: string;

  constructor(
    private readonly options: { smtpUrl: string; from: string; maxConnections?: number },
  ) {
    this.#pool = new SmtpConnectionPool({
      url: options.smtpUrl,
      size: options.maxConnections ?? 5,
    });
    this.#senderAddress =
      addressparser(options.from, { flatten: true })[0]?.address ?? options.from;
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const { idempotencyKey, ...message } = mail;
    const domain = this.#senderAddress.split('@')[1] ?? 'localhost';
    const messageId =
      message.messageId ??
      `<${idempotencyKey ? stableMessageIdPart(idempotencyKey, message) : randomUUID()}@${domain}>`;
    // The message is built here and the connection only carries it: see buildMimeMessage for why.
    const raw = buildMimeMessage({ ...message, from: this.options.from, messageId });
    const sent = await this.#pool.send({ from: this.#senderAddress, to: [mail.to] }, raw);
    return { messageId, accepted: sent.accepted, rejected: sent.rejected };
  }

  close(): Promise<void> {
    return this.#pool.close();
  }
}

/** A 5xx SMTP reply (or nodemailer's own permanent verdict): the same message fails on every retry. */
export function isPermanentSmtpError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  if ('permanent' in error && error.permanent === true) return true;
  return (
    'responseCode' in error && typeof error.responseCode === 'number' && error.responseCode >= 500
  );
}
