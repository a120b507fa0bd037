import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ListingStatus, RequirementStatus } from '@matchbazaar/contracts';

/** A photo's id and size (the size of its large variant's source). */
export interface MetaPhoto {
  id: string;
  width: number;
  height: number;
}

export interface ListingMetaRow {
  id: string;
  title: string;
  description: string;
  category: string;
  sku: string | null;
  status: ListingStatus;
  priceType: 'fixed' | 'negotiable' | 'on_request';
  priceMinor: number | null;
  currency: string;
  priceUnit: string;
  availability: 'in_stock' | 'made_to_order' | 'out_of_stock';
  condition: 'new' | 'used' | 'refurbished' | null;
  city: string;
  region: string | null;
  country: string;
  dealEndsAt: Date | null;
  photo: MetaPhoto | null;
  shop: {
    id: string;
    slug: string;
    name: string;
    ratingAverage: number | null;
    ratingCount: number;
  };
}

export interface RequirementMetaRow {
  id: string;
  title: string;
  description: string;
  category: string;
  status: RequirementStatus;
  quantity: number;
  quantityUnit: string;
  budgetMinMinor: number | null;
  budgetMaxMinor: number | null;
  currency: string;
  city: string;
  region: string | null;
  country: string;
  photo: MetaPhoto | null;
}

export interface ShopMetaRow {
  id: string;
  slug: string;
  name: string;
  tagline: string | null;
  description: string | null;
  city: string;
  region: string | null;
  country: string;
  listingCount: number;
  ratingAverage: number | null;
  ratingCount: number;
  photo: MetaPhoto | null;
}

/** One URL of a sitemap file: the row's key and when it last changed. */
export interface SitemapRow {
  id: string;
  slug?: string;
  updatedAt: Date;
}

export type SitemapKind = 'listings' | 'requirements' | 'shops';

/**
 * Each kind's public rows, as the sitemap reads them: always in id order, so a file is a keyset
 * range (`id >= first`, a limit) and the index is one pass over an index (migration
 * 20261223100000 gives listings and requirements a partial index on (id) with updated_at).
 */
const sitemapTables: Record<SitemapKind, { table: string; where: string; slug: boolean }> = {
  listings: { table: 'listing', where: `"status" = 'published'`, slug: false },
  requirements: { table: 'requirement', where: `"status" = 'open'`, slug: false },
  shops: { table: 'shop', where: 'true', slug: true },
};

const photoOf = (row: {
  photo_id: string | null;
  photo_width: number | null;
  photo_height: number | null;
}): MetaPhoto | null =>
  row.photo_id
    ? { id: row.photo_id, width: row.photo_width ?? 0, height: row.photo_height ?? 0 }
    : null;

const numberOrNull = (value: string | number | null): number | null =>
  value === null ? null : Number(value);

/**
 * What the public pages' heads and the sitemap read (docs/product/findable-pages.md): one row per
 * page with its cover photo and shop, in one statement each, and the sitemap's keyset ranges.
 */
@Injectable()
export class PageMetaRepository {
  constructor(private readonly em: EntityManager) {}

  async listing(id: string): Promise<ListingMetaRow | null> {
    const [row] = await this.em.getConnection().execute<Record<string, never>[]>(
      `select l."id", l."title", l."description", l."category", l."sku", l."status", l."price_type",
              l."price_minor", l."currency", l."price_unit", l."availability", l."condition",
              l."city", l."region", l."country", l."deal_ends_at",
              s."id" as "shop_id", s."slug" as "shop_slug", s."name" as "shop_name",
              s."rating_average" as "shop_rating_average", s."rating_count" as "shop_rating_count",
              i."id" as "photo_id", i."width" as "photo_width", i."height" as "photo_height"
         from "listing" l
         join "shop" s on s."id" = l."shop_id"
         left join "listing_image" li on li."listing_id" = l."id" and li."position" = 0
         left join "image" i on i."id" = li."image_id"
        where l."id" = ?`,
      [id],
    );
    if (!row) return null;
    const r = row as Record<string, unknown>;
    return {
      id: r.id as string,
      title: r.title as string,
      description: r.description as string,
      category: r.category as string,
      sku: (r.sku as string | null) ?? null,
      status: r.status as ListingStatus,
      priceType: r.price_type as ListingMetaRow['priceType'],
      priceMinor: numberOrNull(r.price_minor as string | null),
      currency: r.currency as string,
      priceUnit: r.price_unit as string,
      availability: r.availability as ListingMetaRow['availability'],
      condition: (r.condition as ListingMetaRow['condition']) ?? null,
      city: r.city as string,
      region: (r.region as string | null) ?? null,
      country: r.country as string,
      dealEndsAt: r.deal_ends_at ? new Date(r.deal_ends_at as string) : null,
      photo: photoOf(r as never),
      shop: {
        id: r.shop_id as string,
        slug: r.shop_slug as string,
        name: r.shop_name as string,
        ratingAverage: numberOrNull(r.shop_rating_average as string | null),
        ratingCount: Number(r.shop_rating_count ?? 0),
      },
    };
  }

  async requirement(id: string): Promise<RequirementMetaRow | null> {
    const [row] = await this.em.getConnection().execute<Record<string, unknown>[]>(
      `select r."id", r."title", r."description", r."category", r."status", r."quantity",
              r."quantity_unit", r."budget_min_minor", r."budget_max_minor", r."currency",
              r."city", r."region", r."country",
              i."id" as "photo_id", i."width" as "photo_width", i."height" as "photo_height"
         from "requirement" r
         left join "requirement_image" ri on ri."requirement_id" = r."id" and ri."position" = 0
         left join "image" i on i."id" = ri."image_id"
        where r."id" = ?`,
      [id],
    );
    if (!row) return null;
    return {
      id: row.id as string,
      title: row.title as string,
      description: row.description as string,
      category: row.category as string,
      status: row.status as RequirementStatus,
      quantity: Number(row.quantity),
      quantityUnit: row.quantity_unit as string,
      budgetMinMinor: numberOrNull(row.budget_min_minor as string | null),
      budgetMaxMinor: numberOrNull(row.budget_max_minor as string | null),
      currency: row.currency as string,
      city: row.city as string,
      region: (row.region as string | null) ?? null,
      country: row.country as string,
      photo: photoOf(row as never),
    };
  }

  /** A shop by its id or its slug. */
  async shop(key: string): Promise<ShopMetaRow | null> {
    const byId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(key);
    const [row] = await this.em.getConnection().execute<Record<string, unknown>[]>(
      `select s."id", s."slug", s."name", s."tagline", s."description", s."city", s."region",
              s."country", s."listing_count", s."rating_average", s."rating_count",
              i."id" as "photo_id", i."width" as "photo_width", i."height" as "photo_height"
         from "shop" s
         left join "image" i on i."id" = coalesce(s."cover_image_id", s."logo_image_id")
        where ${byId ? 's."id" = ?::uuid' : 's."slug" = ?'}`,
      [key],
    );
    if (!row) return null;
    return {
      id: row.id as string,
      slug: row.slug as string,
      name: row.name as string,
      tagline: (row.tagline as string | null) ?? null,
      description: (row.description as string | null) ?? null,
      city: row.city as string,
      region: (row.region as string | null) ?? null,
      country: row.country as string,
      listingCount: Number(row.listing_count),
      ratingAverage: numberOrNull(row.rating_average as string | null),
      ratingCount: Number(row.rating_count),
      photo: photoOf(row as never),
    };
  }

  /** Published listings in a leaf category, a subgroup or a group: the category page's count. */
  async publishedCount(filter: { category?: string; subgroupId?: string; groupId?: string }) {
    const [column, value] = filter.category
      ? ['category', filter.category]
      : filter.subgroupId
        ? ['subgroup_id', filter.subgroupId]
        : ['group_id', filter.groupId ?? ''];
    const [row] = await this.em
      .getConnection()
      .execute<{ count: string }[]>(
        `select count(*) as "count" from "listing" where "status" = 'published' and "${column}" = ?`,
        [value],
      );
    return Number(row?.count ?? 0);
  }

  /** The first published listings of a category page, newest first: its ItemList. */
  async newestInCategory(
    filter: { category?: string; subgroupId?: string; groupId?: string },
    limit: number,
  ): Promise<{ id: string; title: string }[]> {
    const [column, value] = filter.category
      ? ['category', filter.category]
      : filter.subgroupId
        ? ['subgroup_id', filter.subgroupId]
        : ['group_id', filter.groupId ?? ''];
    return this.em.getConnection().execute<{ id: string; title: string }[]>(
      `select "id", "title" from "listing" where "status" = 'published' and "${column}" = ?
        order by "published_at" desc, "id" desc limit ?`,
      [value, limit],
    );
  }

  /**
   * The first id of every file of `size` rows of a kind, in id order: one pass over the kind's
   * (partial) id index, no OFFSET and no rows kept but one id in `size`.
   */
  async sitemapStarts(kind: SitemapKind, size: number): Promise<{ id: string }[]> {
    const { table, where } = sitemapTables[kind];
    return this.em.getConnection().execute<{ id: string }[]>(
      `select "id" from (
         select "id", row_number() over (order by "id") - 1 as "n" from "${table}" where ${where}
       ) numbered where "n" % ? = 0 order by "id"`,
      [size],
    );
  }

  /** Up to `size` public rows of a kind from `firstId` on, in id order (one sitemap file). */
  async sitemapRange(kind: SitemapKind, firstId: string, size: number): Promise<SitemapRow[]> {
    const { table, where, slug } = sitemapTables[kind];
    const rows = await this.em
      .getConnection()
      .execute<{ id: string; slug?: string; updated_at: Date | string }[]>(
        `select "id", ${slug ? '"slug", ' : ''}"updated_at" from "${table}"
        where ${where} and "id" >= ?::uuid order by "id" limit ?`,
        [firstId, size],
      );
    return rows.map((row) => ({
      id: row.id,
      ...(row.slug !== undefined && { slug: row.slug }),
      updatedAt: new Date(row.updated_at),
    }));
  }

  /**
   * When each leaf category last gained a published listing: the category pages' lastmod. One
   * index probe per category (listing_category_published_index), not a scan of every listing.
   */
  async categoriesLastPublished(categoryIds: readonly string[]): Promise<Map<string, Date>> {
    const rows = await this.em
      .getConnection()
      .execute<{ id: string; published_at: Date | string | null }[]>(
        `select c."id", (select l."published_at" from "listing" l
                        where l."status" = 'published' and l."category" = c."id"
                        order by l."published_at" desc limit 1) as "published_at"
         from unnest(?::text[]) as c("id")`,
        // An array literal: taxonomy ids are [a-z0-9-] only, and one parameter keeps the statement.
        [`{${categoryIds.join(',')}}`],
      );
    const found = new Map<string, Date>();
    for (const row of rows) if (row.published_at) found.set(row.id, new Date(row.published_at));
    return found;
  }
}
