import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Currency, LedgerAccountKind, LedgerMovementKind } from '@matchbazaar/contracts';

/** The platform's own accounts have no owner; the unique index reads a null owner as this. */
const NO_OWNER = '00000000-0000-0000-0000-000000000000';

export interface AccountRef {
  kind: LedgerAccountKind;
  ownerId: string | null;
  currency: Currency;
}

export interface Movement {
  kind: LedgerMovementKind;
  /** Unique: a movement with a key already booked is not booked again. */
  key: string;
  currency: Currency;
  orderId?: string | null;
  payoutId?: string | null;
  memo?: string | null;
  /** Signed amounts; they must sum to zero (the database checks it at commit). */
  entries: { account: AccountRef; amountMinor: number }[];
}

export interface PayoutRow {
  id: string;
  seller_id: string;
  currency: Currency;
  amount_minor: string;
  status: 'pending' | 'paid' | 'failed';
  method_id: string | null;
  /** Where it went, as shown then ("HDFC ····1234"). */
  method_label: string | null;
  created_at: Date;
}

export interface EntryRow {
  id: string;
  account_kind: LedgerAccountKind;
  movement_kind: LedgerMovementKind;
  currency: Currency;
  amount_minor: string;
  running_minor: string;
  order_id: string | null;
  order_number: string | null;
  /** A payout's method label. */
  payout_method: string | null;
  created_at: Date;
}

/**
 * The double-entry ledger's rows (docs/decisions/0035-orders-and-the-ledger.md): accounts,
 * movements under idempotency keys, and their entries. Written only here, with SQL, inside the
 * caller's transaction; a deferred trigger refuses an unbalanced movement at commit.
 */
@Injectable()
export class LedgerRepository {
  /** Account ids never change once made (and committed): one lookup per account and process. */
  private readonly accountIds = new Map<string, string>();

  constructor(private readonly em: EntityManager) {}

  /** The account's id, made on first use. */
  async accountId({ kind, ownerId, currency }: AccountRef): Promise<string> {
    const cacheKey = `${kind}:${ownerId ?? ''}:${currency}`;
    const known = this.accountIds.get(cacheKey);
    if (known) return known;
    await this.em.execute(
      `insert into "ledger_account" ("id", "kind", "owner_id", "currency")
       values (gen_random_uuid(), ?, ?, ?)
       on conflict ("kind", coalesce("owner_id", '${NO_OWNER}'::uuid), "currency") do nothing`,
      [kind, ownerId, currency],
    );
    // `mine`: made by this very transaction, which may still roll back (a 409, a deadlock): such an
    // id is not remembered, or every later movement of the account would name a row that is not
    // there (the chaos suite's worker scenario met that as a 500 on confirm, a foreign key error).
    const [row] = await this.em.execute<{ id: string; mine: boolean }[]>(
      `select "id", "xmin" = coalesce(pg_current_xact_id_if_assigned()::xid, '0'::xid) as "mine"
       from "ledger_account"
       where "kind" = ? and coalesce("owner_id", '${NO_OWNER}'::uuid) = ? and "currency" = ?`,
      [kind, ownerId ?? NO_OWNER, currency],
    );
    if (!row!.mine) this.accountIds.set(cacheKey, row!.id);
    return row!.id;
  }

  /**
   * Books the movement; false (and nothing written) when its key was booked before, so a retried
   * request or a re-run job never moves money twice.
   */
  async book(movement: Movement): Promise<boolean> {
    const inserted = await this.em.execute<{ id: string }[]>(
      `insert into "ledger_movement" ("id", "kind", "idempotency_key", "currency", "order_id", "payout_id", "memo")
       values (gen_random_uuid(), ?, ?, ?, ?, ?, ?)
       on conflict ("idempotency_key") do nothing
       returning "id"`,
      [
        movement.kind,
        movement.key,
        movement.currency,
        movement.orderId ?? null,
        movement.payoutId ?? null,
        movement.memo ?? null,
      ],
    );
    const id = inserted[0]?.id;
    if (!id) return false;
    const entries = movement.entries.filter((entry) => entry.amountMinor !== 0);
    const accounts = await Promise.all(entries.map((entry) => this.accountId(entry.account)));
    await this.em.execute(
      `insert into "ledger_entry" ("movement_id", "account_id", "amount_minor", "currency")
       values ${entries.map(() => '(?, ?, ?, ?)').join(', ')}`,
      entries.flatMap((entry, i) => [id, accounts[i], entry.amountMinor, movement.currency]),
    );
    return true;
  }

  /** What escrow holds for the order now (its payments less its releases and refunds). */
  async escrowOf(orderId: string): Promise<number> {
    const [row] = await this.em.execute<{ held: string | null }[]>(
      `select sum(e."amount_minor") as "held"
       from "ledger_movement" m
       join "ledger_entry" e on e."movement_id" = m."id"
       join "ledger_account" a on a."id" = e."account_id" and a."kind" = 'escrow'
       where m."order_id" = ?`,
      [orderId],
    );
    return Number(row?.held ?? 0);
  }

  /**
   * The owner's account balance; with `lock`, its row locked first, so two payouts of one
   * seller take turns and neither spends what the other already took.
   */
  async balanceOf(ref: AccountRef, lock = false): Promise<number> {
    const id = await this.accountId(ref);
    if (lock)
      await this.em.execute(`select 1 from "ledger_account" where "id" = ? for update`, [id]);
    const [row] = await this.em.execute<{ balance: string | null }[]>(
      `select sum("amount_minor") as "balance" from "ledger_entry" where "account_id" = ?`,
      [id],
    );
    return Number(row?.balance ?? 0);
  }

  /** Each currency's total of an owner's accounts of `kind`. */
  async balancesOf(ownerId: string, kind: LedgerAccountKind): Promise<Map<Currency, number>> {
    const rows = await this.em.execute<{ currency: Currency; balance: string }[]>(
      `select a."currency", coalesce(sum(e."amount_minor"), 0) as "balance"
       from "ledger_account" a left join "ledger_entry" e on e."account_id" = a."id"
       where a."owner_id" = ? and a."kind" = ?
       group by a."currency"`,
      [ownerId, kind],
    );
    return new Map(rows.map((row) => [row.currency, Number(row.balance)]));
  }

  /** Escrow held for the seller's orders, per currency. */
  async escrowForSeller(sellerId: string): Promise<Map<Currency, number>> {
    const rows = await this.em.execute<{ currency: Currency; held: string }[]>(
      `select m."currency", sum(e."amount_minor") as "held"
       from "market_order" o
       join "ledger_movement" m on m."order_id" = o."id"
       join "ledger_entry" e on e."movement_id" = m."id"
       join "ledger_account" a on a."id" = e."account_id" and a."kind" = 'escrow'
       where o."seller_id" = ? and o."status" in ('paid', 'shipped', 'delivered', 'disputed')
       group by m."currency"`,
      [sellerId],
    );
    return new Map(rows.map((row) => [row.currency, Number(row.held)]));
  }

  /** The owner's accounts a statement lists (buyer payments and refunds, seller balance). */
  private async statementAccounts(ownerId: string, currency?: Currency): Promise<string[]> {
    const rows = await this.em.execute<{ id: string }[]>(
      `select "id" from "ledger_account"
       where "owner_id" = ? and "kind" in ('buyer_payments', 'buyer_refunds', 'seller_balance')
       ${currency ? `and "currency" = ?` : ''}`,
      [ownerId, ...(currency ? [currency] : [])],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The owner's entries, newest first, from before `beforeId`, each with the running total of
   * its currency up to it (oldest first). The page comes by the (account, id) index; the totals
   * from one sum per currency up to the page's newest line, then walked back down the page, so a
   * long history costs one index-only sum rather than a window over every entry.
   */
  async entriesOf(
    ownerId: string,
    options: { currency?: Currency; beforeId?: string; limit: number },
  ): Promise<EntryRow[]> {
    const accounts = await this.statementAccounts(ownerId, options.currency);
    if (accounts.length === 0) return [];
    const rows = await this.em.execute<Omit<EntryRow, 'running_minor'>[]>(
      `select e."id"::text as "id", a."kind" as "account_kind", m."kind" as "movement_kind",
         e."currency", e."amount_minor", m."order_id", o."number"::text as "order_number", p."method_label" as "payout_method", e."created_at"
       from "ledger_entry" e
       join "ledger_account" a on a."id" = e."account_id"
       join "ledger_movement" m on m."id" = e."movement_id"
       left join "market_order" o on o."id" = m."order_id"
       left join "payout" p on p."id" = m."payout_id"
       where e."account_id" in (?) ${options.beforeId ? `and e."id" < ?` : ''}
       order by e."id" desc
       limit ?`,
      [accounts, ...(options.beforeId ? [options.beforeId] : []), options.limit],
    );
    if (rows.length === 0) return [];
    const totals = await this.em.execute<{ currency: Currency; total: string }[]>(
      `select "currency", sum("amount_minor")::text as "total" from "ledger_entry"
       where "account_id" in (?) and "id" <= ? group by "currency"`,
      [accounts, rows[0]!.id],
    );
    const running = new Map(totals.map((row) => [row.currency, Number(row.total)]));
    return rows.map((row) => {
      const after = running.get(row.currency) ?? 0;
      running.set(row.currency, after - Number(row.amount_minor));
      return { ...row, running_minor: String(after) };
    });
  }

  /** The seller's payout made under `key`, if any. */
  async payoutByKey(sellerId: string, key: string): Promise<PayoutRow | null> {
    const [row] = await this.em.execute<PayoutRow[]>(
      `select * from "payout" where "seller_id" = ? and "idempotency_key" = ?`,
      [sellerId, key],
    );
    return row ?? null;
  }

  /**
   * Records a payout asked of the provider, pending its answer (the caller holds the seller's
   * balance lock, and records the payout's intent beside it).
   */
  async insertPayout(input: {
    sellerId: string;
    currency: Currency;
    amountMinor: number;
    key: string;
    methodId: string;
    methodLabel: string;
  }): Promise<PayoutRow> {
    const [row] = await this.em.execute<PayoutRow[]>(
      `insert into "payout" ("id", "seller_id", "currency", "amount_minor", "status", "idempotency_key", "method_id", "method_label")
       values (gen_random_uuid(), ?, ?, ?, 'pending', ?, ?, ?)
       returning *`,
      [
        input.sellerId,
        input.currency,
        input.amountMinor,
        input.key,
        input.methodId,
        input.methodLabel,
      ],
    );
    return row!;
  }

  /** The provider's answer to a pending payout. */
  async settlePayout(id: string, outcome: { paidRef: string } | 'failed'): Promise<void> {
    await this.em.execute(
      outcome === 'failed'
        ? `update "payout" set "status" = 'failed' where "id" = ?`
        : `update "payout" set "status" = 'paid', "provider_ref" = ?, "paid_at" = now() where "id" = ?`,
      outcome === 'failed' ? [id] : [outcome.paidRef.slice(0, 100), id],
    );
  }

  async payoutById(id: string): Promise<PayoutRow | null> {
    const [row] = await this.em.execute<PayoutRow[]>(`select * from "payout" where "id" = ?`, [id]);
    return row ?? null;
  }

  /** Each currency's payouts of the seller waiting for the provider: not available to pay out. */
  async pendingPayoutsOf(sellerId: string): Promise<Map<Currency, number>> {
    const rows = await this.em.execute<{ currency: Currency; pending: string }[]>(
      `select "currency", sum("amount_minor") as "pending" from "payout"
       where "seller_id" = ? and "status" = 'pending' group by "currency"`,
      [sellerId],
    );
    return new Map(rows.map((row) => [row.currency, Number(row.pending)]));
  }

  /** Every currency's sum over all accounts: zero in a balanced ledger (the property test). */
  totals(): Promise<{ currency: Currency; total: string }[]> {
    return this.em.execute(
      `select "currency", sum("amount_minor")::text as "total" from "ledger_entry" group by "currency"`,
    );
  }

  /** Each account kind's balance per currency, for checks and the admin. */
  kindTotals(): Promise<{ kind: LedgerAccountKind; currency: Currency; total: string }[]> {
    return this.em.execute(
      `select a."kind", a."currency", sum(e."amount_minor")::text as "total"
       from "ledger_entry" e join "ledger_account" a on a."id" = e."account_id"
       group by a."kind", a."currency"`,
    );
  }
}
