import nodemailer, { type Transporter } from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
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

/** Mailer over nodemailer's pooled SMTP transport (`SMTP_URL`). */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;

  constructor(
    private readonly options: { smtpUrl: string; from: string; maxConnections?: number },
    transport?: Transporter,
  ) {
    this.#transport =
      transport ??
      nodemailer.createTransport({
        url: options.smtpUrl,
        pool: true,
        maxConnections: options.maxConnections ?? 5,
      });
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    const info = (await this.#transport.sendMail({
      from: this.options.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html !== undefined && { html: mail.html }),
      ...(mail.headers !== undefined && { headers: mail.headers }),
    })) as SentMail;
    return { messageId: info.messageId, accepted: info.accepted, rejected: info.rejected };
  }

  close(): Promise<void> {
    this.#transport.close();
    return Promise.resolve();
  }
}
