import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PayoutMethodKind, PayoutMethodState } from '@matchbazaar/contracts';

export interface PayoutMethodRow {
  id: string;
  seller_id: string;
  kind: PayoutMethodKind;
  holder_name: string;
  last4: string;
  bank: string;
  account_type: 'checking' | 'savings' | null;
  /** The full number (or UPI ID) sealed: only the provider ever gets it opened. */
  number_sealed: string;
  state: PayoutMethodState;
  is_default: boolean;
  wrong_tries: number;
  provider_ref: string | null;
  created_at: Date;
}

export type PayoutMethodChange = 'added' | 'default' | 'removed';

/**
 * A seller's payout methods and the log of their changes (docs/product/payouts.md), with SQL in
 * the caller's transaction. Reads never select the sealed number unless asked for the provider.
 */
@Injectable()
export class PayoutMethodsRepository {
  constructor(private readonly em: EntityManager) {}

  listOf(sellerId: string): Promise<PayoutMethodRow[]> {
    return this.em.execute<PayoutMethodRow[]>(
      `select * from "payout_method" where "seller_id" = ? order by "created_at", "id"`,
      [sellerId],
    );
  }

  async byId(id: string, lock = false): Promise<PayoutMethodRow | null> {
    const [row] = await this.em.execute<PayoutMethodRow[]>(
      `select * from "payout_method" where "id" = ? ${lock ? 'for update' : ''}`,
      [id],
    );
    return row ?? null;
  }

  async defaultOf(sellerId: string): Promise<PayoutMethodRow | null> {
    const [row] = await this.em.execute<PayoutMethodRow[]>(
      `select * from "payout_method" where "seller_id" = ? and "is_default"`,
      [sellerId],
    );
    return row ?? null;
  }

  async insert(method: {
    sellerId: string;
    kind: PayoutMethodKind;
    holderName: string;
    last4: string;
    bank: string;
    accountType: 'checking' | 'savings' | null;
    numberSealed: string;
  }): Promise<PayoutMethodRow> {
    const [row] = await this.em.execute<PayoutMethodRow[]>(
      `insert into "payout_method" ("seller_id", "kind", "holder_name", "last4", "bank", "account_type", "number_sealed")
       values (?, ?, ?, ?, ?, ?, ?) returning *`,
      [
        method.sellerId,
        method.kind,
        method.holderName,
        method.last4,
        method.bank,
        method.accountType,
        method.numberSealed,
      ],
    );
    return row!;
  }

  /** Moves the method's state; only from `from`, so two requests do not both move it. */
  async moveState(
    id: string,
    from: readonly PayoutMethodState[],
    to: PayoutMethodState,
    providerRef?: string,
  ): Promise<boolean> {
    const rows = await this.em.execute<unknown[]>(
      `update "payout_method" set "state" = ?, "provider_ref" = coalesce(?, "provider_ref"),
         "verified_at" = case when ?::text = 'verified' then now() else "verified_at" end
       where "id" = ? and "state" in (?) returning 1`,
      [to, providerRef?.slice(0, 100) ?? null, to, id, from],
    );
    return rows.length > 0;
  }

  /** One more wrong confirmation; answers how many there were. */
  async wrongTry(id: string): Promise<number> {
    const [row] = await this.em.execute<{ wrong_tries: number }[]>(
      `update "payout_method" set "wrong_tries" = "wrong_tries" + 1 where "id" = ? returning "wrong_tries"`,
      [id],
    );
    return row?.wrong_tries ?? 0;
  }

  /** Makes `id` the seller's one default (null: none). */
  async setDefault(sellerId: string, id: string | null): Promise<void> {
    await this.em.execute(
      `update "payout_method" set "is_default" = false where "seller_id" = ? and "is_default"`,
      [sellerId],
    );
    if (id) {
      await this.em.execute(`update "payout_method" set "is_default" = true where "id" = ?`, [id]);
    }
  }

  /** Seals by id order after `afterId` (keyset): a rotation's re-seal walks them in batches. */
  sealedAfter(afterId: string, limit: number): Promise<{ id: string; number_sealed: string }[]> {
    return this.em.execute(
      `select "id", "number_sealed" from "payout_method" where "id" > ? order by "id" limit ?`,
      [afterId, limit],
    );
  }

  /** Replaces a seal unless it changed meanwhile (another BFF re-sealed it first); whether it did. */
  async replaceSeal(id: string, before: string, after: string): Promise<boolean> {
    const rows = await this.em.execute<{ id: string }[]>(
      `update "payout_method" set "number_sealed" = ? where "id" = ? and "number_sealed" = ? returning "id"`,
      [after, id, before],
    );
    return rows.length === 1;
  }

  async remove(id: string): Promise<void> {
    await this.em.execute(`delete from "payout_method" where "id" = ?`, [id]);
  }

  /**
   * Serialises one seller's additions until the transaction ends, so two at once cannot both see
   * room under the cap and both insert.
   */
  async lockSeller(sellerId: string): Promise<void> {
    await this.em.execute(`select pg_advisory_xact_lock(hashtext('payout_method:' || ?))`, [
      sellerId,
    ]);
  }

  async count(sellerId: string): Promise<number> {
    const [row] = await this.em.execute<{ n: string }[]>(
      `select count(*) as "n" from "payout_method" where "seller_id" = ?`,
      [sellerId],
    );
    return Number(row?.n ?? 0);
  }

  /**
   * Whether a change now holds payouts: once the seller has a verified method, or had one (a
   * change held before), a new destination must wait; the very first method has none to protect.
   */
  async changesHold(sellerId: string): Promise<boolean> {
    const [row] = await this.em.execute<{ holds: boolean }[]>(
      `select exists (select 1 from "payout_method" where "seller_id" = ? and "state" = 'verified')
           or exists (select 1 from "payout_method_change" where "seller_id" = ? and "holds") as "holds"`,
      [sellerId, sellerId],
    );
    return row?.holds ?? false;
  }

  async recordChange(
    sellerId: string,
    change: PayoutMethodChange,
    label: string,
    holds: boolean,
  ): Promise<Date> {
    const [row] = await this.em.execute<{ at: Date }[]>(
      `insert into "payout_method_change" ("seller_id", "change", "label", "holds")
       values (?, ?, ?, ?) returning "at"`,
      [sellerId, change, label, holds],
    );
    return new Date(row!.at);
  }

  /** When the seller's latest holding change was, if any. */
  async lastHoldingChange(sellerId: string): Promise<Date | null> {
    const [row] = await this.em.execute<{ at: Date | null }[]>(
      `select max("at") as "at" from "payout_method_change" where "seller_id" = ? and "holds"`,
      [sellerId],
    );
    return row?.at ? new Date(row.at) : null;
  }
}
