import { z } from 'zod';
import { answerSchema } from '../api.js';
import { bigintIdText } from '../catalogue/cursors.js';
import { currencySchema } from '../catalogue/money.js';
import { maxAmountMinor } from '../catalogue/amounts.js';
import { ordersMessages as m } from '../messages/orders.js';

/**
 * Money held and moved (docs/product/orders.md, "Escrow and the ledger"). Every movement is
 * double-entry and balanced, in minor units of one currency, under an idempotency key.
 */

export const ledgerAccountKinds = [
  'buyer_payments',
  'escrow',
  'seller_balance',
  'platform_fees',
  'buyer_refunds',
  'seller_payouts',
] as const;
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const ledgerMovementKinds = ['payment', 'release', 'refund', 'payout'] as const;
export type LedgerMovementKind = (typeof ledgerMovementKinds)[number];

/** What a user sees in their transactions: their side of a movement. */
export const transactionKinds = ['payment', 'refund', 'sale', 'fee', 'payout'] as const;
export type TransactionKind = (typeof transactionKinds)[number];

/** A seller's balance in one currency. */
export const balanceSchema = z.object({
  currency: currencySchema,
  /** Released to them and not yet paid out. */
  availableMinor: z.number().int(),
  /** Held in escrow for their orders that are paid and not yet completed. */
  pendingMinor: z.number().int(),
  paidOutMinor: z.number().int(),
});
export type Balance = z.infer<typeof balanceSchema>;

export const balancesAnswerSchema = answerSchema(z.object({ balances: z.array(balanceSchema) }));
export type BalancesAnswer = z.infer<typeof balancesAnswerSchema>;

/** One line of /dashboard/transactions; amounts are signed from the user's point of view. */
export const transactionSchema = z.object({
  id: z.string(),
  kind: z.enum(transactionKinds),
  currency: currencySchema,
  amountMinor: z.number().int(),
  /** The user's running total in this currency after this line (oldest first). */
  balanceMinor: z.number().int(),
  orderId: z.string().nullable(),
  orderNumber: z.number().int().nullable(),
  description: z.string(),
  at: z.string(),
});
export type Transaction = z.infer<typeof transactionSchema>;

/** GET /api/v1/transactions (and .csv): newest first, by keyset. */
export const transactionsQuerySchema = z.object({
  currency: currencySchema.optional(),
  /** The `id` of the last line of the previous page. */
  before: bigintIdText(m.cursorInvalid).optional(),
});
export type TransactionsQuery = z.infer<typeof transactionsQuerySchema>;

export const transactionsAnswerSchema = answerSchema(
  z.object({ items: z.array(transactionSchema), next: z.string().nullable() }),
);
export type TransactionsAnswer = z.infer<typeof transactionsAnswerSchema>;

/** POST /api/v1/payouts: a seller asks for (part of) their available balance. */
export const payoutRequestSchema = z.object({
  currency: currencySchema,
  amountMinor: z
    .number({ error: m.payoutAmountInvalid })
    .int({ error: m.payoutAmountInvalid })
    .min(1, { error: m.payoutAmountInvalid })
    .max(maxAmountMinor, { error: m.payoutAmountInvalid }),
  /** Made once per click by the client: a retried request pays out once. */
  idempotencyKey: z
    .string({ error: m.idempotencyKeyInvalid })
    .max(100, { error: m.idempotencyKeyInvalid, abort: true })
    .regex(/^[A-Za-z0-9_-]{8,100}$/, m.idempotencyKeyInvalid),
  /** A verified payout method of the seller's; their default one when left out. */
  methodId: z.uuid({ error: m.payoutMethodInvalid }).optional(),
});
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

/** Pending until the payment provider answers; paid, or failed when it refused. */
export const payoutStatuses = ['pending', 'paid', 'failed'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutSchema = z.object({
  id: z.string(),
  currency: currencySchema,
  amountMinor: z.number().int(),
  status: z.enum(payoutStatuses),
  /** Where it goes, as "HDFC ····1234" (null for payouts made before payout methods). */
  method: z.string().nullable(),
  createdAt: z.string(),
});
export const payoutAnswerSchema = answerSchema(
  z.object({ payout: payoutSchema, balance: balanceSchema }),
);
export type PayoutAnswer = z.infer<typeof payoutAnswerSchema>;
