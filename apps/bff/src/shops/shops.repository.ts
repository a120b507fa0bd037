import { Injectable } from '@nestjs/common';
import { EntityManager, raw, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type { RequiredEntityData } from '@mikro-orm/postgresql';
import { Shop } from './shop.entity.js';

/** The most shops one stores query weighs (it sorts them in memory: distance, rating, size). */
export const shopScanLimit = 2000;

/** Shops' rows: the one place that queries or writes the shop table. */
@Injectable()
export class ShopsRepository {
  constructor(private readonly em: EntityManager) {}

  findByOwner(ownerId: string): Promise<Shop | null> {
    return this.em.findOne(Shop, { ownerId });
  }

  findById(id: string): Promise<Shop | null> {
    return this.em.findOne(Shop, { id });
  }

  findBySlug(slug: string): Promise<Shop | null> {
    return this.em.findOne(Shop, { slug });
  }

  async findByIds(ids: readonly string[]): Promise<Map<string, Shop>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.find(Shop, { id: { $in: [...new Set(ids)] } });
    return new Map(rows.map((row) => [row.id, row]));
  }

  async slugTaken(slug: string, exceptShopId?: string): Promise<boolean> {
    const found = await this.em.findOne(Shop, { slug }, { fields: ['id'] });
    return found !== null && found.id !== exceptShopId;
  }

  /** Shops to list, optionally in one city (any case). */
  inCity(city: string | undefined): Promise<Shop[]> {
    return this.em.find(Shop, city ? { [raw('lower(city)')]: city.toLowerCase() } : {}, {
      limit: shopScanLimit,
      orderBy: { listingCount: 'desc', id: 'asc' },
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
