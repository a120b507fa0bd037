import { HttpStatus, Injectable } from '@nestjs/common';
import {
  maxAddresses,
  messages,
  type Actor,
  type AddressRequest,
  type DeliveryAddress,
  type SavedAddress,
} from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { Transactions } from '../../platform/database/transactions.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { AddressesRepository, type AddressRow } from './addresses.repository.js';

const m = messages.checkout.addresses;
type Caller = NonNullable<Actor>;

export function deliveryAddressOf(row: AddressRow): DeliveryAddress {
  return {
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    postalCode: row.postal_code,
    country: row.country,
  };
}

function view(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    ...deliveryAddressOf(row),
    isDefault: row.is_default,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/**
 * A buyer's address book (docs/product/orders.md, "Checkout"): up to `maxAddresses`, one of them
 * the default (the first one added is, and removing the default passes it on). Only the owner
 * reads or changes one (the access policy's `deliveryAddress` rows); another's is answered as
 * missing. Orders copy the address when placed, so editing or removing it changes no order.
 */
@Injectable()
export class AddressesService {
  constructor(
    private readonly rows: AddressesRepository,
    private readonly transactions: Transactions,
    private readonly access: ResourceAccess,
  ) {}

  async list(caller: Caller): Promise<{ addresses: SavedAddress[]; max: number }> {
    const rows = await this.rows.listOf(caller.userId);
    return { addresses: rows.map(view), max: maxAddresses };
  }

  async add(caller: Caller, request: AddressRequest): Promise<SavedAddress> {
    this.access.requireCapability(caller, 'create', 'deliveryAddress');
    const row = await this.transactions.run(async () => {
      const added = await this.rows.insert(caller.userId, request, maxAddresses);
      if (!added) throw new ApiException(HttpStatus.CONFLICT, m.tooMany(maxAddresses));
      const first = (await this.rows.listOf(caller.userId)).length === 1;
      if (request.isDefault || first) await this.rows.setDefault(caller.userId, added.id);
      return (await this.rows.byId(added.id))!;
    });
    return view(row);
  }

  async update(caller: Caller, id: string, request: AddressRequest): Promise<SavedAddress> {
    const row = await this.transactions.run(async () => {
      await this.owned(caller, id, 'update');
      await this.rows.update(id, request);
      if (request.isDefault) await this.rows.setDefault(caller.userId, id);
      return (await this.rows.byId(id))!;
    });
    return view(row);
  }

  async makeDefault(caller: Caller, id: string): Promise<SavedAddress> {
    const row = await this.transactions.run(async () => {
      await this.owned(caller, id, 'update');
      await this.rows.setDefault(caller.userId, id);
      return (await this.rows.byId(id))!;
    });
    return view(row);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    await this.transactions.run(async () => {
      await this.owned(caller, id, 'delete');
      await this.rows.remove(caller.userId, id);
    });
  }

  /** The caller's address, as an order keeps it; another's is answered as `refused`. */
  async forOrder(caller: Caller, id: string, refused: string): Promise<DeliveryAddress> {
    const row = await this.rows.byId(id);
    if (!row || !this.access.can(caller, 'read', refOf(row))) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: 'addressId', msg: refused },
      ]);
    }
    return deliveryAddressOf(row);
  }

  /** The account's default address as an order keeps it, or null without one. */
  async defaultOf(userId: string): Promise<DeliveryAddress | null> {
    const row = (await this.rows.listOf(userId)).find((address) => address.is_default);
    return row ? deliveryAddressOf(row) : null;
  }

  private async owned(
    caller: Caller,
    id: string,
    action: 'update' | 'delete',
  ): Promise<AddressRow> {
    const row = await this.rows.byId(id);
    // Anything short of allowed is answered as missing: an address is its owner's alone.
    if (!row || !this.access.can(caller, action, refOf(row))) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.notFound);
    }
    return row;
  }
}

const refOf = (row: AddressRow) => ({ kind: 'deliveryAddress' as const, ownerIds: [row.user_id] });
