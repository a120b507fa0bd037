import { randomUUID } from 'node:crypto';
import type { Currency } from '@matchbazaar/contracts';

/** Why a card was refused: the buyer is told which, and may try another card. */
export type CardRefusal = 'declined' | 'insufficient_funds';

export type Authorization = { ok: true; ref: string } | { ok: false; refusal: CardRefusal };

/**
 * What the provider said to a capture, refund or payout: done (with its reference) or refused
 * for good. A call that throws has an unknown outcome: it is asked again with the same key.
 */
export type ProviderResult = { ok: true; ref: string } | { ok: false; reason: string };

export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

/**
 * The payment provider's side of escrow (docs/decisions/0035-orders-and-the-ledger.md): money is
 * authorized on the buyer's card, captured into the platform's account, refunded back to the
 * card, and paid out to a seller's bank. The ledger records each movement; the provider moves it.
 * `key` makes each call idempotent at the provider, as real providers' idempotency keys do.
 */
export interface PaymentProvider {
  authorize(input: {
    card: CardDetails;
    amountMinor: number;
    currency: Currency;
    key: string;
  }): Promise<Authorization>;
  capture(ref: string, key: string): Promise<ProviderResult>;
  refund(ref: string, amountMinor: number, key: string): Promise<ProviderResult>;
  payout(input: {
    sellerId: string;
    amountMinor: number;
    currency: Currency;
    key: string;
  }): Promise<ProviderResult>;
}

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/**
 * The development provider: no network, the well-known test card numbers decide (docs/product/
 * orders.md, "Test cards"). Any other valid-looking number succeeds, so a developer can use any.
 * Production refuses to start with it unless ALLOW_DEVELOPMENT_PROVIDERS says so (bff-config.ts).
 */
export const testCards = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
} as const;

export class DevelopmentPaymentProvider implements PaymentProvider {
  authorize({ card }: { card: CardDetails }): Promise<Authorization> {
    if (card.number === testCards.declined)
      return Promise.resolve({ ok: false, refusal: 'declined' });
    if (card.number === testCards.insufficientFunds) {
      return Promise.resolve({ ok: false, refusal: 'insufficient_funds' });
    }
    return Promise.resolve({ ok: true, ref: `dev_auth_${randomUUID()}` });
  }

  capture(ref: string): Promise<ProviderResult> {
    return Promise.resolve({ ok: true, ref });
  }

  refund(): Promise<ProviderResult> {
    return Promise.resolve({ ok: true, ref: `dev_refund_${randomUUID()}` });
  }

  payout(): Promise<ProviderResult> {
    return Promise.resolve({ ok: true, ref: `dev_payout_${randomUUID()}` });
  }
}
