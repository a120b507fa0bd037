import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { RequiredEntityData } from '@mikro-orm/postgresql';
import { Shop } from './shop.entity.js';
import { EntitiesById } from '../../platform/database/entities-by-id.js';

/** Shops' rows: the one place that queries or writes the shop table. */
@Injectable()
export class ShopsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly byId: EntitiesById,
  ) {}

  findByOwner(ownerId: string): Promise<Shop | null> {
    return this.em.findOne(Shop, { ownerId });
  }

  /** The response metrics the conversations module computes for the shop of this seller. */
  async setResponseMetrics(
    ownerId: string,
    metrics: { rate: number | null; medianMinutes: number | null },
  ): Promise<void> {
    await this.em.nativeUpdate(
      Shop,
      { ownerId },
      { responseRate: metrics.rate, responseTimeMinutes: metrics.medianMinutes },
    );
  }

  findById(id: string): Promise<Shop | null> {
    return this.em.findOne(Shop, { id });
  }

  findBySlug(slug: string): Promise<Shop | null> {
    return this.em.findOne(Shop, { slug });
  }

  findByIds(ids: readonly string[]): Promise<Map<string, Shop>> {
    return this.byId.find(Shop, ids);
  }

  async slugTaken(slug: string, exceptShopId?: string): Promise<boolean> {
    const found = await this.em.findOne(Shop, { slug }, { fields: ['id'] });
    return found !== null && found.id !== exceptShopId;
  }

  /**
   * One page of Explore Local Stores, ordered in SQL: by distance from a point (shops without a
   * map point last), rating, newest, or most listings; ties by id so pages never overlap.
   */
  async page(query: {
    city: string | undefined;
    near: readonly [number, number] | undefined;
    sort: 'distance' | 'rating' | 'listings' | 'newest';
    offset: number;
    limit: number;
  }): Promise<{ shop: Shop; distanceKm: number | null }[]> {
    const params: unknown[] = [];
    const distance = query.near
      ? (params.push(query.near[0], query.near[0], query.near[1]),
        `(2 * 6371 * asin(least(1, sqrt(power(sin(radians(("latitude" - ?) / 2)), 2) + cos(radians(?)) * cos(radians("latitude")) * power(sin(radians(("longitude" - ?) / 2)), 2)))))`)
      : 'null::float8';
    const where = query.city ? (params.push(query.city), `where lower("city") = lower(?)`) : '';
    const order = {
      distance: `"distance" asc nulls last`,
      rating: `"rating_average" desc nulls last, "rating_count" desc`,
      newest: `"created_at" desc`,
      listings: `"listing_count" desc`,
    }[query.sort];
    params.push(query.limit, query.offset);
    const rows = await this.em.execute<{ id: string; distance: number | null }[]>(
      `select "id", ${distance} as "distance" from "shop" ${where}
       order by ${order}, "id" limit ? offset ?`,
      params,
    );
    const shops = await this.findByIds(rows.map((row) => row.id));
    return rows.flatMap((row) => {
      const shop = shops.get(row.id);
      return shop
        ? [{ shop, distanceKm: row.distance === null ? null : Number(row.distance) }]
        : [];
    });
  }

  /** Inserts a new shop; null when its owner or slug is taken (a concurrent open included). */
  async insert(data: RequiredEntityData<Shop>): Promise<Shop | null> {
    const em = this.em.fork();
    const shop = em.create(Shop, data);
    try {
      await em.flush();
      return shop;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return null;
      throw error;
    }
  }

  /** Saves a loaded shop; false when its new slug was taken meanwhile. */
  async save(shop: Shop): Promise<boolean> {
    try {
      await this.em.persist(shop).flush();
      return true;
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) return false;
      throw error;
    }
  }
}
