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

/** A payout method as the provider needs it: the full number, never stored in the clear. */
export type PayoutDestination =
  | { kind: 'in_bank'; holderName: string; accountNumber: string; ifsc: string }
  | {
      kind: 'us_bank';
      holderName: string;
      accountNumber: string;
      routingNumber: string;
      accountType: 'checking' | 'savings';
    }
  | { kind: 'upi'; holderName: string; upiId: string };

/** The provider's answer to the deposits a seller typed: right, wrong, or refused for good. */
export type DepositsCheck = { ok: true } | { ok: false; reason: string };

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
  /** `destination`: the verified payout method's reference (from `sendDeposits`). */
  payout(input: {
    sellerId: string;
    amountMinor: number;
    currency: Currency;
    destination: string | null;
    key: string;
  }): Promise<ProviderResult>;
  /**
   * Registers a payout method and sends it two small deposits (docs/product/payouts.md); answers
   * the method's reference, or a refusal when the bank knows no such account.
   */
  sendDeposits(destination: PayoutDestination, key: string): Promise<ProviderResult>;
  /** Checks the two amounts the seller read on their statement (in minor units, any order). */
  confirmDeposits(ref: string, amountsMinor: readonly [number, number]): Promise<DepositsCheck>;
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

/**
 * The development provider's payout methods, like its test cards: every account gets deposits of
 * 32 and 45 (paise or cents), and these account numbers (or this UPI ID) are unknown to the bank.
 */
export const testPayoutMethods = {
  depositsMinor: [32, 45],
  unknownAccountNumber: '000000000000',
  unknownUpiId: 'nobody@upi',
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

  sendDeposits(destination: PayoutDestination): Promise<ProviderResult> {
    const unknown =
      destination.kind === 'upi'
        ? destination.upiId === testPayoutMethods.unknownUpiId
        : destination.accountNumber === testPayoutMethods.unknownAccountNumber;
    if (unknown) return Promise.resolve({ ok: false, reason: 'no such account' });
    return Promise.resolve({ ok: true, ref: `dev_destination_${randomUUID()}` });
  }

  confirmDeposits(_ref: string, amountsMinor: readonly [number, number]): Promise<DepositsCheck> {
    const [a, b] = [...amountsMinor].sort((x, y) => x - y);
    const [x, y] = testPayoutMethods.depositsMinor;
    return Promise.resolve(a === x && b === y ? { ok: true } : { ok: false, reason: 'mismatch' });
  }
}
