import type { Currency } from '@matchbazaar/contracts';
import type {
  Authorization,
  CardDetails,
  CardRefusal,
  DepositsCheck,
  PaymentProvider,
  PayoutDestination,
  ProviderResult,
} from './payment-provider.js';

export interface HttpPaymentProviderOptions {
  /** The gateway's base URL (PAYMENT_PROVIDER_URL). */
  url: string;
  /** Sent as `Authorization: Bearer <token>` when set. */
  token?: string;
  timeoutMs?: number;
}

/**
 * A payment gateway over JSON and HTTP (PAYMENT_PROVIDER_URL). Every call is a POST with an
 * `Idempotency-Key` header: the gateway answers a repeated key with the first call's result and
 * moves no money twice.
 *
 * - `/authorizations` `{card: {number, expiry, cvc}, amountMinor, currency}` -> `{ref}`; a refused
 *   card is 402 `{refusal: "declined" | "insufficient_funds"}`.
 * - `/captures` `{authorization}` -> `{ref}`.
 * - `/refunds` `{payment, amountMinor}` -> `{ref}`.
 * - `/payouts` `{sellerId, amountMinor, currency, destination}` -> `{ref}`.
 * - `/payout-destinations` `{kind, holderName, accountNumber, ifsc | routingNumber and
 *   accountType}` or `{kind: "upi", holderName, upiId}` -> `{ref}`, after it sent the account two
 *   small deposits; an account the bank does not know is a 4xx.
 * - `/payout-destinations/confirmations` `{destination, amountsMinor: [a, b]}` -> 2xx when they
 *   are the deposits, 4xx when not.
 *
 * 2xx is done; another 4xx (not 408 or 429) is a refusal for good; anything else (5xx, 408, 429,
 * no answer) throws, the outcome unknown, and the call is asked again with the same key.
 */
export class HttpPaymentProvider implements PaymentProvider {
  constructor(
    private readonly options: HttpPaymentProviderOptions,
    private readonly fetchFn: typeof fetch = fetch,
  ) {}

  async authorize(input: {
    card: CardDetails;
    amountMinor: number;
    currency: Currency;
    key: string;
  }): Promise<Authorization> {
    const { card, amountMinor, currency, key } = input;
    const answer = await this.post('/authorizations', key, { card, amountMinor, currency });
    if (answer.ok) return answer;
    return { ok: false, refusal: answer.refusal ?? 'declined' };
  }

  capture(ref: string, key: string): Promise<ProviderResult> {
    return this.post('/captures', key, { authorization: ref });
  }

  refund(ref: string, amountMinor: number, key: string): Promise<ProviderResult> {
    return this.post('/refunds', key, { payment: ref, amountMinor });
  }

  payout(input: {
    sellerId: string;
    amountMinor: number;
    currency: Currency;
    destination: string | null;
    key: string;
  }): Promise<ProviderResult> {
    const { key, ...body } = input;
    return this.post('/payouts', key, body);
  }

  sendDeposits(destination: PayoutDestination, key: string): Promise<ProviderResult> {
    return this.post('/payout-destinations', key, destination);
  }

  async confirmDeposits(
    ref: string,
    amountsMinor: readonly [number, number],
  ): Promise<DepositsCheck> {
    // Checking amounts moves no money: a fresh key each time, so a second try is a new check.
    const answer = await this.post('/payout-destinations/confirmations', crypto.randomUUID(), {
      destination: ref,
      amountsMinor,
    });
    return answer.ok ? { ok: true } : { ok: false, reason: 'mismatch' };
  }

  private async post(
    path: string,
    key: string,
    body: object,
  ): Promise<ProviderResult & { refusal?: CardRefusal }> {
    const response = await this.fetchFn(new URL(path.slice(1), withSlash(this.options.url)), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'idempotency-key': key,
        ...(this.options.token && { authorization: `Bearer ${this.options.token}` }),
      },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(this.options.timeoutMs ?? 15_000),
    });
    const text = await response.text();
    const status = response.status;
    if (!response.ok) {
      const unknownOutcome = status >= 500 || status === 408 || status === 429 || status < 400;
      if (unknownOutcome) {
        throw new Error(`payment provider answered ${status} to ${path}: ${text.slice(0, 200)}`);
      }
      const refusal = parsed(text).refusal;
      return {
        ok: false,
        reason: `${status}: ${text.slice(0, 150)}`,
        ...((refusal === 'declined' || refusal === 'insufficient_funds') && { refusal }),
      };
    }
    const ref = parsed(text).ref;
    if (typeof ref !== 'string' || ref === '') {
      throw new Error(`payment provider answered ${path} without a ref`);
    }
    return { ok: true, ref: ref.slice(0, 100) };
  }
}

const withSlash = (url: string) => (url.endsWith('/') ? url : `${url}/`);

function parsed(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
