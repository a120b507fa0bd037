import type { SmsMessage } from '@matchbazaar/contracts';
import { SmsRejectedError, type SentSms, type SmsProvider } from './sms-provider.js';

export interface HttpSmsProviderOptions {
  /** The provider's send endpoint; it receives `{from, to, body}` as JSON. */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  /** The sender id or number shown to recipients. */
  from: string;
  timeoutMs?: number;
}

/**
 * A generic JSON-over-HTTP SMS gateway: POST `{from, to, body}`, expect 2xx with an `id` (or
 * `messageId`/`sid`). 4xx other than 408/429 are permanent refusals; 5xx, 408, 429 and network
 * errors are retried by the queue.
 */
export class HttpSmsProvider implements SmsProvider {
  readonly name = 'http';

  constructor(
    private readonly options: HttpSmsProviderOptions,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async send(message: SmsMessage): Promise<SentSms> {
    const response = await this.fetchFn(this.options.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(this.options.token && { authorization: `Bearer ${this.options.token}` }),
      },
      // The recipient in E.164 form: the stored digits include the country code.
      body: JSON.stringify({ from: this.options.from, to: `+${message.to}`, body: message.body }),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 10_000),
    });
    const text = await response.text();
    if (!response.ok) {
      const detail = `SMS provider answered ${response.status}: ${text.slice(0, 200)}`;
      const retryable =
        response.status >= 500 || response.status === 408 || response.status === 429;
      throw retryable ? new Error(detail) : new SmsRejectedError(detail);
    }
    return { id: providerMessageId(text) ?? `http-${response.status}` };
  }

  close(): Promise<void> {
    return Promise.resolve();
  }
}

function providerMessageId(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as Record<string, unknown>;
    const id = parsed.id ?? parsed.messageId ?? parsed.sid;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : undefined;
  } catch {
    return undefined;
  }
}
