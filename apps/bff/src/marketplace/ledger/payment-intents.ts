import { Inject, Injectable, Logger } from '@nestjs/common';
import { runAsOneRequest } from '../../platform/common/request-scope.js';
import { Sweeper } from '../../platform/common/sweeper.js';
import { DatabaseReady } from '../../platform/database/database-ready.js';
import { Transactions } from '../../platform/database/transactions.js';
import { PAYMENT_PROVIDER, type PaymentProvider, type ProviderResult } from './payment-provider.js';
import {
  PaymentIntentsRepository,
  type NewPaymentIntent,
  type PaymentIntentKind,
  type PaymentIntentRow,
  type PaymentIntentState,
} from './payment-intents.repository.js';

/** Work that follows a settled intent's commit (announcing the paid order). */
export type AfterSettle = () => Promise<void>;

/**
 * What follows from the provider's answer to one kind of intent: the ledger movement (and the
 * order's step), run in the transaction that records the answer, so it happens exactly once.
 */
export interface PaymentIntentHandler {
  /**
   * Locks what the answer will change before the intent itself (an order's row), so the settling
   * transaction takes its locks in the order every other transaction does (see `settle`).
   */
  lockFirst?(intent: PaymentIntentRow): Promise<void>;
  succeeded(intent: PaymentIntentRow, providerRef: string): Promise<AfterSettle | void>;
  failed(intent: PaymentIntentRow, reason: string): Promise<AfterSettle | void>;
}

/**
 * The payment provider's outbox (docs/decisions/0035-orders-and-the-ledger.md). A change that
 * needs money moved records an intent in its own transaction; after the commit, outside any
 * transaction, `settle` asks the provider under the intent's idempotency key and records the
 * answer with what follows from it. No answer leaves the intent pending for the sweep, which asks
 * again with the same key: the provider moves the money once, the ledger books it once.
 */
@Injectable()
export class PaymentIntents {
  private readonly logger = new Logger(PaymentIntents.name);
  private readonly handlers = new Map<PaymentIntentKind, PaymentIntentHandler>();

  constructor(
    private readonly intents: PaymentIntentsRepository,
    private readonly transactions: Transactions,
    @Inject(PAYMENT_PROVIDER) private readonly provider: PaymentProvider,
  ) {}

  /** Who applies the provider's answers to one kind (the ledger, the orders). */
  handle(kind: PaymentIntentKind, handler: PaymentIntentHandler): void {
    this.handlers.set(kind, handler);
  }

  /** Records the intent in the caller's transaction; null when its key exists already. */
  record(intent: NewPaymentIntent): Promise<PaymentIntentRow | null> {
    return this.intents.record(intent);
  }

  capturePending(orderId: string): Promise<boolean> {
    return this.intents.capturePending(orderId);
  }

  /** Settles each, one after the other; answers their states. */
  async settleAll(intents: readonly PaymentIntentRow[]): Promise<PaymentIntentState[]> {
    const states: PaymentIntentState[] = [];
    for (const intent of intents) states.push(await this.settle(intent));
    return states;
  }

  /**
   * Asks the provider (never inside a transaction: its answer may take seconds, and a rollback
   * cannot undo it) and records the answer. Answers the intent's state afterwards.
   */
  async settle(intent: PaymentIntentRow): Promise<PaymentIntentState> {
    let result: ProviderResult;
    try {
      result = await this.call(intent);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      this.logger.warn(
        `Payment intent ${intent.idempotency_key}: no answer (${why}); retried later`,
      );
      await this.intents.noteUnanswered(intent.id, why);
      return 'pending';
    }
    const handler = this.handlers.get(intent.kind);
    if (!handler) throw new Error(`No handler for ${intent.kind} payment intents`);
    // Lock order (docs/decisions/0035-orders-and-the-ledger.md): the order's row, then the
    // intent's, then the ledger's. A second pay holds the order and waits on this intent's row
    // (the one live capture per order); locking the intent first deadlocked the two (the chaos
    // suite's race of two pays).
    const settled = await this.transactions.run(async () => {
      await handler.lockFirst?.(intent);
      const outcome = result.ok
        ? ({ state: 'succeeded', ref: result.ref } as const)
        : ({ state: 'failed', reason: result.reason } as const);
      // Another process recorded this answer first: what follows from it happened there.
      if (!(await this.intents.settle(intent.id, outcome))) return { state: null };
      const after = result.ok
        ? await handler.succeeded(intent, result.ref)
        : await handler.failed(intent, result.reason);
      return { state: outcome.state, after };
    });
    if (settled.state === null) return (await this.intents.byId(intent.id))?.state ?? 'pending';
    if (!result.ok) {
      this.logger.warn(`Payment intent ${intent.idempotency_key} refused: ${result.reason}`);
    }
    await settled.after?.();
    return settled.state;
  }

  private call(intent: PaymentIntentRow): Promise<ProviderResult> {
    const amountMinor = Number(intent.amount_minor);
    const key = intent.idempotency_key;
    switch (intent.kind) {
      case 'capture':
        return this.provider.capture(intent.payment_ref!, key);
      case 'refund':
        return this.provider.refund(intent.payment_ref!, amountMinor, key);
      case 'payout':
        return this.provider.payout({
          sellerId: intent.seller_id!,
          amountMinor,
          currency: intent.currency,
          // A payout's payment_ref is the payout method's reference at the provider.
          destination: intent.payment_ref,
          key,
        });
    }
  }
}

const EVERY_MS = 60_000;
/** A request settles its own intents right after its commit; the sweep leaves it that long. */
const GRACE_MS = 60_000;
const BATCH = 50;

/**
 * Every minute in every BFF: intents still pending a minute after their last attempt (the
 * provider did not answer, or the process died between the commit and the answer) are asked
 * again under the same idempotency key.
 */
@Injectable()
export class PaymentIntentsSweep extends Sweeper {
  constructor(
    private readonly repository: PaymentIntentsRepository,
    private readonly intents: PaymentIntents,
    databaseReady: DatabaseReady,
  ) {
    super(PaymentIntentsSweep.name, 'Settling pending payment intents', EVERY_MS, databaseReady);
  }

  /** One run; `now` for tests. Answers how many intents it settled. */
  sweep(now = new Date()): Promise<number> {
    // Outside HTTP: each batch gets its own unit of work, as a request would.
    return this.drain(
      () =>
        runAsOneRequest(async () => {
          const stale = await this.repository.claimStale(new Date(now.getTime() - GRACE_MS), BATCH);
          let settled = 0;
          for (const intent of stale) {
            if ((await this.intents.settle(intent)) !== 'pending') settled++;
          }
          if (settled > 0) this.logger.log(`Settled ${settled} pending payment intents`);
          return stale.length;
        }),
      BATCH,
    );
  }
}
