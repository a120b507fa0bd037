/**
 * Asks the mail provider whether it already accepted a message. Used only after an attempt that
 * was interrupted (a killed worker): the one case where the delivery record cannot tell whether
 * the provider took the message. Providers with a message lookup (most HTTP mail APIs, and our
 * development mail sink) can answer; with plain SMTP and no probe the message is sent again.
 */
export interface DeliveryProbe {
  wasAccepted(messageId: string, to: string): Promise<boolean>;
}

/** The development mail sink's JSON API (`GET /api/messages?to=`), e.g. `MAIL_PROBE_URL=http://127.0.0.1:8025`. */
export class MailSinkProbe implements DeliveryProbe {
  constructor(
    private readonly baseUrl: string,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async wasAccepted(messageId: string, to: string): Promise<boolean> {
    const url = new URL('/api/messages', this.baseUrl);
    url.searchParams.set('to', to);
    const response = await this.fetchFn(url, { signal: AbortSignal.timeout(5_000) });
    // Unsure is not "no": throwing retries the job later instead of risking a second copy.
    if (!response.ok) throw new Error(`mail probe answered ${response.status}`);
    const messages = (await response.json()) as { headers?: Record<string, unknown> }[];
    return messages.some((m) => m.headers?.['message-id'] === messageId);
  }
}
