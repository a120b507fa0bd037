import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AddressCountry, AddressRequest } from '@matchbazaar/contracts';

export interface AddressRow {
  id: string;
  user_id: string;
  name: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: AddressCountry;
  is_default: boolean;
  created_at: Date;
}

const fields = (address: AddressRequest) => [
  address.name,
  address.phone,
  address.line1,
  address.line2,
  address.city,
  address.state,
  address.postalCode,
  address.country,
];

/**
 * A buyer's saved delivery addresses (docs/product/orders.md, "Checkout"), in SQL in the caller's
 * transaction. One default per account (a partial unique index).
 */
@Injectable()
export class AddressesRepository {
  constructor(private readonly em: EntityManager) {}

  listOf(userId: string): Promise<AddressRow[]> {
    return this.em.execute<AddressRow[]>(
      `select * from "delivery_address" where "user_id" = ?
       order by "is_default" desc, "created_at", "id"`,
      [userId],
    );
  }

  async byId(id: string): Promise<AddressRow | null> {
    const [row] = await this.em.execute<AddressRow[]>(
      `select * from "delivery_address" where "id" = ?`,
      [id],
    );
    return row ?? null;
  }

  /**
   * Adds one unless the account has `max` already: the account's row is locked first, so two
   * adds at once cannot both pass the count. Null when full.
   */
  async insert(userId: string, address: AddressRequest, max: number): Promise<AddressRow | null> {
    await this.em.execute(`select 1 from "app_user" where "id" = ? for update`, [userId]);
    const [count] = await this.em.execute<{ n: string }[]>(
      `select count(*) as "n" from "delivery_address" where "user_id" = ?`,
      [userId],
    );
    if (Number(count?.n ?? 0) >= max) return null;
    const [row] = await this.em.execute<AddressRow[]>(
      `insert into "delivery_address"
         ("user_id", "name", "phone", "line1", "line2", "city", "state", "postal_code", "country")
       values (?, ?, ?, ?, ?, ?, ?, ?, ?) returning *`,
      [userId, ...fields(address)],
    );
    return row!;
  }

  async update(id: string, address: AddressRequest): Promise<AddressRow> {
    const [row] = await this.em.execute<AddressRow[]>(
      `update "delivery_address" set "name" = ?, "phone" = ?, "line1" = ?, "line2" = ?,
         "city" = ?, "state" = ?, "postal_code" = ?, "country" = ?, "updated_at" = now()
       where "id" = ? returning *`,
      [...fields(address), id],
    );
    return row!;
  }

  /** Makes `id` the account's one default. */
  async setDefault(userId: string, id: string): Promise<void> {
    await this.em.execute(
      `update "delivery_address" set "is_default" = false where "user_id" = ? and "is_default" and "id" <> ?`,
      [userId, id],
    );
    await this.em.execute(`update "delivery_address" set "is_default" = true where "id" = ?`, [id]);
  }

  /** Removes it; when it was the default, the oldest address left becomes the default. */
  async remove(userId: string, id: string): Promise<void> {
    const [gone] = await this.em.execute<{ is_default: boolean }[]>(
      `delete from "delivery_address" where "id" = ? returning "is_default"`,
      [id],
    );
    if (!gone?.is_default) return;
    await this.em.execute(
      `update "delivery_address" set "is_default" = true where "id" = (
         select "id" from "delivery_address" where "user_id" = ? order by "created_at", "id" limit 1)`,
      [userId],
    );
  }
}
