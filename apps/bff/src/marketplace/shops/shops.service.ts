import { randomBytes } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  offsetCursorSchema,
  type Actor,
  type Shop as ShopView,
  type ShopRequest,
  type ShopsQuery,
  type User as PublicUser,
} from '@matchbazaar/contracts';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { decodeCursor, encodeCursor } from '../../platform/common/keyset-cursor.js';
import { ImagesRepository } from '../images/images.repository.js';
import { toPublicUser, UsersRepository } from '../../identity/users/users.repository.js';
import type { Shop } from './shop.entity.js';
import { toShopView } from './shop.mapper.js';
import { slugFromName } from './shop-slug.js';
import { ShopsRepository } from './shops.repository.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';

const m = messages.catalogue;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Shops (docs/product/marketplace.md): one per seller, opened from the seller area, shown on the
 * stores page and on every listing.
 */
@Injectable()
export class ShopsService {
  constructor(
    private readonly shops: ShopsRepository,
    private readonly users: UsersRepository,
    private readonly images: ImagesRepository,
    private readonly audit: AuditLog,
    private readonly access: ResourceAccess,
  ) {}

  /** The caller's shop; 404 until they open one. */
  async mine(caller: NonNullable<Actor>): Promise<ShopView> {
    const shop = await this.shops.findByOwner(caller.userId);
    if (!shop) throw new ApiException(HttpStatus.NOT_FOUND, m.shopNotFound);
    return this.view(shop);
  }

  /** The caller's shop row, for other services (posting a listing needs one). */
  ownedBy(userId: string): Promise<Shop | null> {
    return this.shops.findByOwner(userId);
  }

  /**
   * Opens the caller's shop, or saves changes to it. A verified buyer who opens one becomes a
   * seller on the same account (docs/decisions/0001-roles-and-personas.md): `user` is then the
   * account as it is now, for the client's session.
   */
  async saveMine(
    caller: NonNullable<Actor>,
    request: ShopRequest,
  ): Promise<{ shop: ShopView; user?: PublicUser }> {
    const becomesSeller = caller.role === 'user';
    if (!becomesSeller) this.access.requireCapability(caller, 'open', 'shop', m.sellerOnly);
    await this.checkImages(caller.userId, [request.logoImageId, request.coverImageId]);
    const fields = {
      name: request.name,
      tagline: request.tagline || null,
      description: request.description || null,
      city: request.place.city,
      region: request.place.region || null,
      country: request.place.country,
      latitude: request.place.coordinates?.latitude ?? null,
      longitude: request.place.coordinates?.longitude ?? null,
      showContact: request.showContact,
      // Left out: the default shipping stays as it was.
      ...(request.shipping && {
        shippingOptions: request.shipping.options,
        shippingCurrency: request.shipping.options.length > 0 ? request.shipping.currency : null,
      }),
    };
    const existing = await this.shops.findByOwner(caller.userId);
    if (!existing && becomesSeller) return this.openAsNewSeller(caller, request, fields);
    // A buyer who kept a shop (an admin made them a buyer again) may not reopen it themselves.
    if (becomesSeller) throw new ApiException(HttpStatus.FORBIDDEN, m.sellerOnly);
    if (!existing) return { shop: await this.open(caller.userId, request, fields) };

    if (request.slug && request.slug !== existing.slug) {
      if (await this.shops.slugTaken(request.slug, existing.id)) this.slugTaken();
      existing.slug = request.slug;
    }
    if (request.logoImageId !== undefined) existing.logoImageId = request.logoImageId;
    if (request.coverImageId !== undefined) existing.coverImageId = request.coverImageId;
    Object.assign(existing, fields);
    if (!(await this.shops.save(existing))) this.slugTaken();
    return { shop: await this.view(existing) };
  }

  /**
   * The shop and the role change commit together, with the audit entry: the account's buyer
   * history stays (one account, one id); the role applies on its next call, on every device.
   */
  private async openAsNewSeller(
    caller: NonNullable<Actor>,
    request: ShopRequest,
    fields: Parameters<ShopsService['open']>[2],
  ): Promise<{ shop: ShopView; user: PublicUser }> {
    const account = await this.users.findFresh(caller.userId);
    if (!account?.emailVerifiedAt) throw new ApiException(HttpStatus.FORBIDDEN, m.verifyToSell);
    const shop = await this.audit.changeAndRecord(
      async () => {
        const opened = await this.open(caller.userId, request, fields);
        await this.users.setRole(caller.userId, 'trader');
        return opened;
      },
      caller,
      'user.role.changed',
      { kind: 'user', id: caller.userId },
      { role: 'user' },
      { role: 'trader' },
    );
    return { shop, user: toPublicUser({ ...account, role: 'trader' }) };
  }

  /** One shop by id or slug. */
  async get(idOrSlug: string): Promise<ShopView> {
    const shop = uuidPattern.test(idOrSlug)
      ? await this.shops.findById(idOrSlug)
      : await this.shops.findBySlug(idOrSlug.toLowerCase());
    if (!shop) throw new ApiException(HttpStatus.NOT_FOUND, m.shopNotFound);
    return this.view(shop);
  }

  /** Explore Local Stores: by city and/or distance from a point; sorted; a page at a time. */
  async list(query: ShopsQuery): Promise<{ shops: ShopView[]; nextCursor: string | null }> {
    const [offset] = query.cursor ? decodeCursor(query.cursor, offsetCursorSchema) : [0];
    const sort = query.sort === 'distance' && !query.near ? 'listings' : query.sort;
    // One more than a page tells whether another page follows.
    const rows = await this.shops.page({
      city: query.city,
      near: query.near,
      sort,
      offset,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const [owners, images] = await Promise.all([
      this.users.findByIds(page.map(({ shop }) => shop.ownerId)),
      this.images.findByIds(page.flatMap(({ shop }) => imageIdsOf(shop))),
    ]);
    return {
      shops: page.map(({ shop, distanceKm }) =>
        toShopView(shop, owners.get(shop.ownerId), images, distanceKm ?? undefined),
      ),
      nextCursor: rows.length > query.limit ? encodeCursor([offset + query.limit]) : null,
    };
  }

  /** A shop as the API shows it (its owner and photos loaded). */
  async view(shop: Shop): Promise<ShopView> {
    const [owner, images] = await Promise.all([
      this.users.findById(shop.ownerId),
      this.images.findByIds(imageIdsOf(shop)),
    ]);
    return toShopView(shop, owner ?? undefined, images);
  }

  private async open(
    ownerId: string,
    request: ShopRequest,
    fields: Omit<Parameters<ShopsRepository['insert']>[0], 'ownerId' | 'slug'>,
  ): Promise<ShopView> {
    const base = request.slug ?? slugFromName(request.name);
    // An asked-for slug must be free; a derived one gets a number until it is.
    for (let attempt = 0; attempt < 20; attempt += 1) {
      // green-valley-farms, then -2 ... -5; a name that common then gets a random ending, so
      // the hundredth shop of that name opens as surely as the second.
      const slug =
        attempt === 0
          ? base
          : `${base.slice(0, 52)}-${attempt < 5 ? attempt + 1 : randomBytes(3).toString('hex')}`;
      if (await this.shops.slugTaken(slug)) {
        if (request.slug) this.slugTaken();
        continue;
      }
      const shop = await this.shops.insert({
        ...fields,
        ownerId,
        slug,
        logoImageId: request.logoImageId ?? null,
        coverImageId: request.coverImageId ?? null,
      });
      if (shop) return this.view(shop);
      // Lost a race: either the owner opened a shop meanwhile or the slug went.
      const opened = await this.shops.findByOwner(ownerId);
      if (opened) return this.view(opened);
    }
    return this.slugTaken();
  }

  private async checkImages(ownerId: string, ids: (string | null | undefined)[]): Promise<void> {
    const given = ids.filter((id): id is string => typeof id === 'string');
    if (given.length === 0) return;
    if ((await this.images.notOwnedBy(ownerId, given)).length > 0) {
      throw new ApiException(HttpStatus.BAD_REQUEST, messages.api.validationFailed, [
        { path: 'logoImageId', msg: m.imageNotYours },
      ]);
    }
  }

  private slugTaken(): never {
    throw new ApiException(HttpStatus.CONFLICT, m.slugTaken, [{ path: 'slug', msg: m.slugTaken }]);
  }
}

function imageIdsOf(shop: Shop): string[] {
  return [shop.logoImageId, shop.coverImageId].filter((id): id is string => id != null);
}
