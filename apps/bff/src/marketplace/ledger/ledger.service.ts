import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  platformFee,
  type Balance,
  type Currency,
  type PayoutAnswer,
  type PayoutRequest,
  type Transaction,
  type TransactionKind,
  type TransactionsQuery,
} from '@matchbazaar/contracts';
import type { Actor } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { Transactions } from '../../platform/database/transactions.js';
import { LedgerRepository, type EntryRow } from './ledger.repository.js';
import { PaymentIntents } from './payment-intents.js';
import type { PaymentIntentRow } from './payment-intents.repository.js';
import { PayoutMethodsService } from './payout-methods.service.js';

const m = messages.orders;
const PAGE = 50;

/** What an order's money step needs to know about the order. */
export interface OrderMoney {
  id: string;
  buyerId: string;
  sellerId: string;
  currency: Currency;
  totalMinor: number;
  feeBps: number;
}

/**
 * Escrow in the ledger (docs/decisions/0035-orders-and-the-ledger.md). Each method books one
 * balanced movement in the caller's transaction under a key made from what it is for, so a
 * retried request or a re-run timer never moves money twice:
 * - payment: the buyer's payment into escrow (once the provider captured it);
 * - release: escrow to the seller's balance, the platform's fee taken from it;
 * - refund: escrow back to the buyer (once the provider refunded it);
 * - payout: the seller's balance out to their verified payout method (once the provider paid it).
 * Money the provider moves is asked for through a payment intent (PaymentIntents), after the
 * commit of the change that needs it, and booked when the provider says it moved.
 */
@Injectable()
export class LedgerService {
  constructor(
    private readonly ledger: LedgerRepository,
    private readonly transactions: Transactions,
    private readonly access: ResourceAccess,
    private readonly intents: PaymentIntents,
    private readonly payoutMethods: PayoutMethodsService,
  ) {
    intents.handle('payout', {
      succeeded: async (intent, providerRef) => {
        await this.ledger.settlePayout(intent.payout_id!, { paidRef: providerRef });
        await this.bookPayout(intent);
      },
      // Nothing was booked while it waited: the balance is whole again.
      failed: (intent) => this.ledger.settlePayout(intent.payout_id!, 'failed'),
    });
  }

  async payment(order: OrderMoney): Promise<void> {
    const { currency } = order;
    await this.ledger.book({
      kind: 'payment',
      key: `payment:${order.id}`,
      currency,
      orderId: order.id,
      entries: [
        {
          account: { kind: 'buyer_payments', ownerId: order.buyerId, currency },
          amountMinor: -order.totalMinor,
        },
        { account: { kind: 'escrow', ownerId: null, currency }, amountMinor: order.totalMinor },
      ],
    });
  }

  /**
   * Gives back `amountMinor` of what escrow holds for the order (all of it when left out) to the
   * buyer's card, never more than escrow holds. A paid order's refund is an intent recorded in the
   * caller's transaction (`intent`, for the caller to settle after its commit; booked by
   * `bookRefund` once the provider refunded); without a payment to refund it is booked now.
   */
  async refund(
    order: OrderMoney,
    paymentRef: string | null,
    amountMinor?: number,
  ): Promise<{ refundMinor: number; intent: PaymentIntentRow | null }> {
    const held = await this.ledger.escrowOf(order.id);
    const amount = Math.min(amountMinor ?? held, held);
    if (amount <= 0) return { refundMinor: 0, intent: null };
    if (!paymentRef) {
      await this.bookRefund(order, amount);
      return { refundMinor: amount, intent: null };
    }
    const intent = await this.intents.record({
      kind: 'refund',
      key: `refund:${order.id}`,
      orderId: order.id,
      paymentRef,
      amountMinor: amount,
      currency: order.currency,
    });
    // Recorded before (the order's one refund): nothing more to give back.
    return intent ? { refundMinor: amount, intent } : { refundMinor: 0, intent: null };
  }

  /** The refund's movement, escrow back to the buyer, once under the order's refund key. */
  async bookRefund(order: OrderMoney, amountMinor: number): Promise<void> {
    const { currency } = order;
    await this.ledger.book({
      kind: 'refund',
      key: `refund:${order.id}`,
      currency,
      orderId: order.id,
      entries: [
        { account: { kind: 'escrow', ownerId: null, currency }, amountMinor: -amountMinor },
        {
          account: { kind: 'buyer_refunds', ownerId: order.buyerId, currency },
          amountMinor,
        },
      ],
    });
  }

  /**
   * Releases what escrow still holds for the order to the seller, less the fee and less `kept`
   * (a refund still waiting for the provider); answers the fee.
   */
  async release(order: OrderMoney, kept = 0): Promise<number> {
    const held = (await this.ledger.escrowOf(order.id)) - kept;
    if (held <= 0) return 0;
    const fee = platformFee(held, order.feeBps);
    const { currency } = order;
    await this.ledger.book({
      kind: 'release',
      key: `release:${order.id}`,
      currency,
      orderId: order.id,
      entries: [
        { account: { kind: 'escrow', ownerId: null, currency }, amountMinor: -held },
        {
          account: { kind: 'seller_balance', ownerId: order.sellerId, currency },
          amountMinor: held,
        },
        // The fee as its own entry, so the seller's statement shows the sale and the fee apart.
        {
          account: { kind: 'seller_balance', ownerId: order.sellerId, currency },
          amountMinor: -fee,
        },
        { account: { kind: 'platform_fees', ownerId: null, currency }, amountMinor: fee },
      ],
    });
    return fee;
  }

  /** A seller's balances: available (released, not paid out), pending (in escrow), paid out. */
  async balances(sellerId: string): Promise<Balance[]> {
    const [balance, paying, paidOut, pending] = await Promise.all([
      this.ledger.balancesOf(sellerId, 'seller_balance'),
      this.ledger.pendingPayoutsOf(sellerId),
      this.ledger.balancesOf(sellerId, 'seller_payouts'),
      this.ledger.escrowForSeller(sellerId),
    ]);
    // A payout waiting for the provider is not booked yet, but no longer available either.
    const available = new Map(
      [...balance].map(([currency, minor]) => [currency, minor - (paying.get(currency) ?? 0)]),
    );
    const currencies = new Set<Currency>([
      ...available.keys(),
      ...paidOut.keys(),
      ...pending.keys(),
    ]);
    return [...currencies].sort().map((currency) => ({
      currency,
      availableMinor: available.get(currency) ?? 0,
      pendingMinor: pending.get(currency) ?? 0,
      paidOutMinor: paidOut.get(currency) ?? 0,
    }));
  }

  /**
   * Pays out part of the seller's available balance, once per idempotency key: the same key
   * again answers the first payout; with other figures it is refused. The payout and its intent
   * are recorded under the seller's balance lock; the provider is asked after the commit, and
   * the movement booked when it paid (the payout answers `pending` while it has not said).
   * It goes to the chosen (or the default) verified payout method, and not while a change to the
   * methods holds payouts (docs/product/payouts.md): 409 says why.
   */
  async payout(caller: NonNullable<Actor>, request: PayoutRequest): Promise<PayoutAnswer['data']> {
    if (!this.access.can(caller, 'payout', { kind: 'ledger', ownerIds: [caller.userId] })) {
      throw new ApiException(HttpStatus.FORBIDDEN, m.payoutSellersOnly);
    }
    const sellerId = caller.userId;
    const { currency, amountMinor, idempotencyKey } = request;
    const account = { kind: 'seller_balance', ownerId: sellerId, currency } as const;
    const recorded = await this.transactions.run(async () => {
      // Locked: two payouts of one seller take turns, neither spends what the other took.
      const balance = await this.ledger.balanceOf(account, true);
      const earlier = await this.ledger.payoutByKey(sellerId, idempotencyKey);
      if (earlier) {
        if (earlier.currency !== currency || Number(earlier.amount_minor) !== amountMinor) {
          throw new ApiException(HttpStatus.CONFLICT, m.payoutKeyReused);
        }
        return { payout: earlier, intent: null };
      }
      const target = await this.payoutMethods.target(sellerId, request.methodId);
      const paying = (await this.ledger.pendingPayoutsOf(sellerId)).get(currency) ?? 0;
      const available = balance - paying;
      // 409, not 400: the request is well-formed, the balance it meets is what refuses it (also
      // the loser of two payouts raced from two tabs or BFFs, which saw the money before).
      if (amountMinor > available) {
        const tooLarge = m.payoutTooLarge(m.money(Math.max(available, 0), currency));
        throw new ApiException(HttpStatus.CONFLICT, tooLarge, [
          { path: 'amountMinor', msg: tooLarge },
        ]);
      }
      const payout = await this.ledger.insertPayout({
        sellerId,
        currency,
        amountMinor,
        key: idempotencyKey,
        methodId: target.id,
        methodLabel: target.label,
      });
      const intent = await this.intents.record({
        kind: 'payout',
        key: `payout:${sellerId}:${idempotencyKey}`,
        payoutId: payout.id,
        sellerId,
        amountMinor,
        currency,
        ...(target.providerRef && { paymentRef: target.providerRef }),
      });
      return { payout, intent };
    });
    let payout = recorded.payout;
    if (recorded.intent) {
      await this.intents.settle(recorded.intent);
      payout = (await this.ledger.payoutById(payout.id)) ?? payout;
    }
    const balance = (await this.balances(sellerId)).find((b) => b.currency === currency) ?? {
      currency,
      availableMinor: 0,
      pendingMinor: 0,
      paidOutMinor: 0,
    };
    return {
      payout: {
        id: payout.id,
        currency: payout.currency,
        amountMinor: Number(payout.amount_minor),
        status: payout.status,
        method: payout.method_label,
        createdAt: new Date(payout.created_at).toISOString(),
      },
      balance,
    };
  }

  /** The payout's movement, the seller's balance out to their bank, once under its key. */
  private async bookPayout(intent: PaymentIntentRow): Promise<void> {
    const { currency } = intent;
    const sellerId = intent.seller_id!;
    const amountMinor = Number(intent.amount_minor);
    await this.ledger.book({
      kind: 'payout',
      key: intent.idempotency_key,
      currency,
      payoutId: intent.payout_id,
      entries: [
        {
          account: { kind: 'seller_balance', ownerId: sellerId, currency },
          amountMinor: -amountMinor,
        },
        { account: { kind: 'seller_payouts', ownerId: sellerId, currency }, amountMinor },
      ],
    });
  }

  /** The caller's side of the ledger, newest first, with running totals per currency. */
  async statement(
    caller: NonNullable<Actor>,
    query: TransactionsQuery,
    limit = PAGE,
  ): Promise<{ items: Transaction[]; next: string | null }> {
    if (!this.access.can(caller, 'readOwn', { kind: 'ledger', ownerIds: [caller.userId] })) {
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    }
    const userId = caller.userId;
    const rows = await this.ledger.entriesOf(userId, {
      ...(query.currency && { currency: query.currency }),
      ...(query.before && { beforeId: query.before }),
      limit: limit + 1,
    });
    const items = rows.slice(0, limit).map(toTransaction);
    return { items, next: rows.length > limit ? items[items.length - 1]!.id : null };
  }
}

function kindOf(row: EntryRow): TransactionKind {
  if (row.account_kind === 'buyer_payments') return 'payment';
  if (row.account_kind === 'buyer_refunds') return 'refund';
  if (row.movement_kind === 'payout') return 'payout';
  return Number(row.amount_minor) >= 0 ? 'sale' : 'fee';
}

function toTransaction(row: EntryRow): Transaction {
  const kind = kindOf(row);
  const number = row.order_number === null ? null : Number(row.order_number);
  const t = m.transactions;
  return {
    id: row.id,
    kind,
    currency: row.currency,
    amountMinor: Number(row.amount_minor),
    balanceMinor: Number(row.running_minor),
    orderId: row.order_id,
    orderNumber: number,
    description:
      kind === 'payout'
        ? row.payout_method
          ? t.payoutTo(row.payout_method)
          : t.payout
        : t[kind](number ?? 0),
    at: new Date(row.created_at).toISOString(),
  };
}
