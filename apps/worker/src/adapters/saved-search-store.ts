import type { AppNotification, SavedListingFilters } from '@matchbazaar/contracts';
import {
  insertNotificationsSql,
  listingTable,
  savedSearchHitTable,
  savedSearchTable,
  userBlockTable,
} from '@matchbazaar/db-schema';
import { withEverydayWords, type CategoryBoost, type SynonymMap } from '@matchbazaar/matching';
import type { Database } from './database.js';
import { OperatorSynonyms } from './operator-synonyms.js';

// The tables' names come from libs/db-schema (docs/decisions/0026).
const L = listingTable.name;
const lc = listingTable.columns;
const S = savedSearchTable.name;
const sc = savedSearchTable.columns;
const H = savedSearchHitTable.name;
const hc = savedSearchHitTable.columns;
const B = userBlockTable.name;
const bc = userBlockTable.columns;

export interface AlertedListing {
  id: string;
  sellerId: string;
  title: string;
  status: string;
}

/** A saved search a listing fits by every filter but the words; `q` is then checked by words. */
export interface SearchCandidate {
  id: string;
  userId: string;
  name: string;
  alert: 'instant' | 'daily' | 'off';
  q: string | null;
  /** The saved query as stored (its filters; `q` among them). */
  query: SavedListingFilters;
}

/**
 * A saved search's words as the search reads them (libs/matching `understand`): the filters read
 * from the words (the whole query, those the query set itself included), the tsquery of the
 * words left (null: none left), and the taxonomy node whose posts match as if they said them.
 */
export interface ReadSearch {
  id: string;
  query: Record<string, unknown>;
  tsQuery: string | null;
  named: Pick<CategoryBoost, 'column' | 'id'> | null;
}

export interface SearchAlert {
  savedSearchId: string;
  userId: string;
  alert: 'instant' | 'daily';
  notification: AppNotification;
}

/**
 * The listing search's filters (apps/bff/src/marketplace/search/search-plan.ts, `commonFilters`, and
 * search.service.ts `searchListings`), each read from a query (jsonb SQL, `query`) and tested on
 * one listing `l`: a filter the query does not set lets every listing through. Kept filter for
 * filter with the search's; the BFF's saved-searches integration spec checks that both agree.
 */
const filtersOf = (query: string) => {
  const field = (key: string) => `(${query}->>'${key}')`;
  const nearLat = `(${query}->'near'->>0)::float8`;
  const nearLng = `(${query}->'near'->>1)::float8`;
  return [
    `(${field('group')} is null or l."${lc.groupId}" = ${field('group')})`,
    `(${field('subgroup')} is null or l."${lc.subgroupId}" = ${field('subgroup')})`,
    `(${field('category')} is null or l."${lc.category}" = ${field('category')})`,
    `(${field('currency')} is null or l."${lc.currency}" = ${field('currency')})`,
    `(${field('minPrice')} is null or l."${lc.priceMinor}" >= ${field('minPrice')}::numeric * 100)`,
    `(${field('maxPrice')} is null or l."${lc.priceMinor}" <= ${field('maxPrice')}::numeric * 100)`,
    `(${field('city')} is null or lower(l."${lc.city}") = lower(${field('city')}))`,
    `(${field('condition')} is null or l."${lc.condition}" = ${field('condition')})`,
    `(${field('deals')} is null or ${field('deals')} <> 'true' or l."${lc.dealEndsAt}" > now())`,
    `(${field('shop')} is null or l."${lc.shopId}"::text = ${field('shop')})`,
    `(${query}->'near' is null or (2 * 6371 * asin(least(1, sqrt(
      power(sin(radians((l."${lc.latitude}" - ${nearLat}) / 2)), 2)
      + cos(radians(${nearLat})) * cos(radians(l."${lc.latitude}"))
        * power(sin(radians((l."${lc.longitude}" - ${nearLng}) / 2)), 2)))))
    <= ${field('radiusKm')}::float8)`,
  ];
};
// Over the saved search `s` as stored.
const field = (key: string) => `(s."${sc.query}"->>'${key}')`;
const filters = filtersOf(`s."${sc.query}"`);

/**
 * What the saved-search alerts read and write (docs/product/matching.md, "Saved searches"):
 * the saved searches a published listing fits, their hits (one per search and listing), and the
 * alert notifications. The BFF's migrations own `saved_search` and `saved_search_hit`; their
 * names come from libs/db-schema.
 */
export class SavedSearchStore {
  /**
   * The search's synonyms as the search reads them (search.service.ts): the operators' with the
   * built-in everyday words, read again once an admin's edit is announced, as the BFFs do.
   */
  readonly synonyms: () => Promise<SynonymMap>;

  /** `synonyms`: the worker's one copy (without, this store's own, never read again). */
  constructor(
    private readonly db: Database,
    synonyms = new OperatorSynonyms(db),
  ) {
    this.synonyms = synonyms.shaped(withEverydayWords);
  }

  async listing(id: string): Promise<AlertedListing | null> {
    const { rows } = await this.db.query<{
      id: string;
      seller_id: string;
      title: string;
      status: string;
    }>(
      `select "${lc.id}" as "id", "${lc.sellerId}" as "seller_id", "${lc.title}" as "title",
              "${lc.status}" as "status" from "${L}" where "${lc.id}" = $1`,
      [id],
    );
    const row = rows[0];
    return row
      ? { id: row.id, sellerId: row.seller_id, title: row.title, status: row.status }
      : null;
  }

  /**
   * One statement: the saved searches of listings whose filters the published listing passes,
   * but their owner's own listings.
   */
  async candidates(listingId: string): Promise<SearchCandidate[]> {
    const { rows } = await this.db.query<{
      id: string;
      user_id: string;
      name: string;
      alert: SearchCandidate['alert'];
      q: string | null;
      query: SavedListingFilters;
    }>(
      `select s."${sc.id}" as "id", s."${sc.userId}" as "user_id", s."${sc.name}" as "name",
              s."${sc.alert}" as "alert", ${field('q')} as "q", s."${sc.query}" as "query"
         from "${L}" l
         join "${S}" s on s."${sc.kind}" = 'listings' and s."${sc.userId}" <> l."${lc.sellerId}"
          and (${field('category')} is null or ${field('category')} = l."${lc.category}")
        where l."${lc.id}" = $1 and l."${lc.status}" = 'published'
          -- A block either way: the seller's listing never reaches the searcher
          -- (docs/product/live-marketplace.md, "Blocks and reports").
          and not exists (select 1 from "${B}" b
                where (b."${bc.blockerId}" = s."${sc.userId}" and b."${bc.blockedId}" = l."${lc.sellerId}")
                   or (b."${bc.blockerId}" = l."${lc.sellerId}" and b."${bc.blockedId}" = s."${sc.userId}"))
          and ${filters.join('\n          and ')}`,
      [listingId],
    );
    return rows.map((row) => ({
      id: row.id,
      userId: row.user_id,
      name: row.name,
      alert: row.alert,
      q: row.q,
      query: row.query,
    }));
  }

  /**
   * One statement: which of the read searches the listing answers, as the search tests them: by
   * every filter of the read query (the price, city or condition said in words among them), and,
   * where words are left, by them or by being a post of the node the words name.
   */
  async answers(listingId: string, searches: readonly ReadSearch[]): Promise<Set<string>> {
    if (searches.length === 0) return new Set();
    const named = (level: CategoryBoost['column']) =>
      `(q."column" = '${level}' and l."${level === 'category' ? lc.category : level === 'subgroup_id' ? lc.subgroupId : lc.groupId}" = q."node")`;
    const { rows } = await this.db.query<{ id: string }>(
      `select q."id" from unnest($2::uuid[], $3::jsonb[], $4::text[], $5::text[], $6::text[])
              as q("id", "query", "ts", "column", "node")
         join "${L}" l on l."${lc.id}" = $1
        where (q."ts" is null
               or l."${lc.searchVector}" @@ to_tsquery('english', q."ts")
               or ${(['category', 'subgroup_id', 'group_id'] as const).map(named).join(' or ')})
          and ${filtersOf('q."query"').join('\n          and ')}`,
      [
        listingId,
        searches.map((search) => search.id),
        searches.map((search) => JSON.stringify(search.query)),
        searches.map((search) => search.tsQuery),
        searches.map((search) => search.named?.column ?? null),
        searches.map((search) => search.named?.id ?? null),
      ],
    );
    return new Set(rows.map((row) => row.id));
  }

  /** Records the listing as a hit of each search; one that is a hit already stays as it was. */
  async recordHits(listingId: string, savedSearchIds: readonly string[]): Promise<void> {
    if (savedSearchIds.length === 0) return;
    await this.db.query(
      `insert into "${H}" ("${hc.savedSearchId}", "${hc.listingId}")
       select unnest($2::uuid[]), $1
       on conflict do nothing`,
      [listingId, savedSearchIds],
    );
  }

  /**
   * One statement: claims the listing's hits of these searches that alert and were not alerted
   * yet, stores one notification for each, and notes when each search last alerted. A re-run (or
   * an edit of the listing) finds them claimed: nothing is stored, or answered, twice.
   */
  async storeAlerts(
    listing: AlertedListing,
    alerts: readonly { savedSearchId: string; title: string }[],
    body: string,
  ): Promise<SearchAlert[]> {
    if (alerts.length === 0) return [];
    const link = `/marketplace/listing/${listing.id}`;
    const { rows } = await this.db.query<{
      id: string;
      user_id: string;
      title: string;
      data: Record<string, unknown>;
      created_at: Date;
    }>(
      `with "texts" as (
         select * from unnest($2::uuid[], $3::text[]) as t("id", "title")
       ), "claimed" as (
         update "${H}" h set "${hc.notifiedAt}" = now()
           from "${S}" s
          where h."${hc.listingId}" = $1 and h."${hc.notifiedAt}" is null
            and s."${sc.id}" = h."${hc.savedSearchId}" and s."${sc.alert}" <> 'off'
            and h."${hc.savedSearchId}" in (select "id" from "texts")
         returning h."${hc.savedSearchId}" as "saved_search_id", s."${sc.userId}" as "user_id",
                   s."${sc.alert}" as "alert"
       ), "stored" as (
         ${insertNotificationsSql(`select c."user_id", 'search.alert', t."title", $4, $5,
                jsonb_build_object('savedSearchId', c."saved_search_id", 'listingId', $1::uuid, 'alert', c."alert")
           from "claimed" c join "texts" t on t."id" = c."saved_search_id"`)}
       ), "marked" as (
         update "${S}" set "${sc.lastAlertedAt}" = now()
          where "${sc.id}" in (select "saved_search_id" from "claimed")
       )
       select * from "stored"`,
      [
        listing.id,
        alerts.map((alert) => alert.savedSearchId),
        alerts.map((alert) => alert.title),
        body,
        link,
      ],
    );
    return rows.map((row) => ({
      savedSearchId: String(row.data['savedSearchId']),
      userId: row.user_id,
      alert: row.data['alert'] === 'daily' ? 'daily' : 'instant',
      notification: {
        id: String(row.id),
        type: 'search.alert',
        title: row.title,
        body,
        link,
        data: row.data,
        createdAt: row.created_at.toISOString(),
        seenAt: null,
        readAt: null,
      },
    }));
  }
}
