import {
  defaultMatchingSettings,
  settingSchemas,
  type AppNotification,
  type MatchReason,
  type NotificationType,
} from '@matchbazaar/contracts';
import {
  insertNotificationsSql,
  listingTable,
  matchTable,
  requirementTable,
  sellerRatingSql,
  shopTable,
  systemSettingTable,
  userBlockTable,
  userTable,
} from '@matchbazaar/db-schema';
import {
  decodeVector,
  searchWords,
  synonymMap,
  type Candidate,
  type RequirementFacts,
  type ScoreParts,
  type SynonymMap,
} from '@matchbazaar/matching';
import type { Database } from './database.js';
import { OperatorSynonyms } from './operator-synonyms.js';

// Every table the BFF defines is named through libs/db-schema (docs/decisions/0026), so a renamed
// column breaks the schema test rather than a statement here.
const M = matchTable.name;
const mc = matchTable.columns;
const U = userTable.name;
const uc = userTable.columns;
const L = listingTable.name;
const lc = listingTable.columns;
const R = requirementTable.name;
const rc = requirementTable.columns;
const S = shopTable.name;
const sc = shopTable.columns;
const B = userBlockTable.name;
const bc = userBlockTable.columns;
const T = systemSettingTable.name;
const tc = systemSettingTable.columns;

const posts = { listing: listingTable, requirement: requirementTable } as const;

/** The users among `$2` whom `$1` blocked or who blocked `$1`, each as `alias`. */
const blockedEitherWaySql = (alias: string) =>
  `select case when "${bc.blockerId}" = $1 then "${bc.blockedId}" else "${bc.blockerId}" end as "${alias}"
     from "${B}" where ("${bc.blockerId}" = $1 and "${bc.blockedId}" = any($2::uuid[]))
        or ("${bc.blockedId}" = $1 and "${bc.blockerId}" = any($2::uuid[]))`;

/** `alias`'s columns, each under its property name, so the mappers below read no column name. */
const selected = <C extends Readonly<Record<string, string>>>(
  alias: string,
  columns: C,
  keys: readonly (keyof C & string)[],
) => keys.map((key) => `${alias}."${columns[key]}" as "${key}"`).join(', ');

export interface MatchedRequirement extends RequirementFacts {
  id: string;
  buyerId: string;
  title: string;
  description: string;
  tags: string[];
  status: string;
  /** Its updated time in ms: what a job's `revision` is compared with. */
  revision: number;
  matchedRevision: number | null;
}

export interface MatchedListing extends Candidate {
  title: string;
  description: string;
  tags: string[];
  status: string;
  revision: number;
  matchedRevision: number | null;
}

export interface StoredMatch {
  requirementId: string;
  listingId: string;
  shopId: string;
  sellerId: string;
  buyerId: string;
  score: number;
  parts: ScoreParts;
  reasons: MatchReason[];
  engineVersion: number;
  weightsVersion: string;
}

export interface MatchingSettings {
  sellersPerRequirement: number;
  dailyLeadCap: number;
  /** The least match, in percent, sent as a lead. */
  leadMinMatch: number;
}

/** The settings the matching reads, each with the default the BFF falls back to. */
const matchingSettingDefaults = {
  'matching.sellersPerRequirement': defaultMatchingSettings.sellersPerRequirement,
  'matching.dailyLeadCap': defaultMatchingSettings.dailyLeadCap,
  'matching.leadMinMatch': defaultMatchingSettings.leadMinMatch,
} as const;

/** A post's meaning as the index reads it in bulk. */
export interface PostMeaningRow {
  id: string;
  groupId: string;
  live: boolean;
  meaning: Buffer | null;
  updatedAt: Date;
}

const requirementColumns = `${selected('r', rc, [
  'id',
  'buyerId',
  'title',
  'description',
  'tags',
  'category',
  'subgroupId',
  'groupId',
  'quantity',
  'quantityUnit',
  'budgetMinMinor',
  'budgetMaxMinor',
  'currency',
  'city',
  'country',
  'latitude',
  'longitude',
  'status',
  'meaning',
  'matchedRevision',
])}, floor(extract(epoch from r."${rc.updatedAt}") * 1000)::bigint as "revision"`;

const listingColumns = `${selected('l', lc, [
  'id',
  'shopId',
  'sellerId',
  'title',
  'description',
  'tags',
  'category',
  'subgroupId',
  'groupId',
  'priceType',
  'priceMinor',
  'currency',
  'priceUnit',
  'minOrderQuantity',
  'minOrderUnit',
  'availability',
  'city',
  'country',
  'latitude',
  'longitude',
  'publishedAt',
  'status',
  'meaning',
  'matchedRevision',
])}, floor(extract(epoch from l."${lc.updatedAt}") * 1000)::bigint as "revision",
  (u."${uc.emailVerifiedAt}" is not null and u."${uc.phone}" is not null and u."${uc.phoneVerifiedAt}" is not null) as "verified",
  ${sellerRatingSql('s')} as "rating", ${selected('s', sc, ['responseRate', 'responseTimeMinutes'])}`;
/** The listing's seller and shop, whose record the seller part reads. */
const listingJoins = `join "${U}" u on u."${uc.id}" = l."${lc.sellerId}" join "${S}" s on s."${sc.id}" = l."${lc.shopId}"`;

const num = (value: unknown): number | null => (value === null ? null : Number(value));
const vectorOf = (meaning: Buffer | null): Int8Array =>
  meaning ? decodeVector(meaning) : new Int8Array(100);

function toRequirement(row: Record<string, unknown>): MatchedRequirement {
  return {
    id: row.id as string,
    buyerId: row.buyerId as string,
    title: row.title as string,
    description: row.description as string,
    tags: row.tags as string[],
    category: row.category as string,
    subgroupId: row.subgroupId as string,
    groupId: row.groupId as string,
    quantity: Number(row.quantity),
    quantityUnit: row.quantityUnit as string,
    budgetMinMinor: num(row.budgetMinMinor),
    budgetMaxMinor: num(row.budgetMaxMinor),
    currency: row.currency as string,
    city: row.city as string,
    country: row.country as string,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    status: row.status as string,
    vector: vectorOf(row.meaning as Buffer | null),
    revision: Number(row.revision),
    matchedRevision: num(row.matchedRevision),
  };
}

function toListing(row: Record<string, unknown>): MatchedListing {
  return {
    id: row.id as string,
    shopId: row.shopId as string,
    sellerId: row.sellerId as string,
    title: row.title as string,
    description: row.description as string,
    tags: row.tags as string[],
    category: row.category as string,
    subgroupId: row.subgroupId as string,
    groupId: row.groupId as string,
    priceType: row.priceType as Candidate['priceType'],
    priceMinor: num(row.priceMinor),
    currency: row.currency as string,
    priceUnit: row.priceUnit as string,
    minOrderQuantity: Number(row.minOrderQuantity),
    minOrderUnit: row.minOrderUnit as string,
    availability: row.availability as Candidate['availability'],
    city: row.city as string,
    country: row.country as string,
    latitude: num(row.latitude),
    longitude: num(row.longitude),
    publishedAt: (row.publishedAt as Date | null) ?? new Date(0),
    status: row.status as string,
    vector: vectorOf(row.meaning as Buffer | null),
    revision: Number(row.revision),
    matchedRevision: num(row.matchedRevision),
    wordsRank: Number(row.words_rank ?? 0),
    seller: {
      verified: row.verified === true,
      rating: num(row.rating),
      responseRate: row.responseRate === null ? null : Number(row.responseRate) / 100,
      responseMinutes: num(row.responseTimeMinutes),
    },
  };
}

/**
 * What the matching handlers read and write (docs/product/matching.md): posts with what the
 * engine needs of them, candidates by category and by words, the matches, the fan-out's facts
 * (sellers told, dismissals, blocks, the daily cap), and lead notifications.
 */
export class MatchingStore {
  readonly #wordCounts = new Map<string, { listings: number; at: number }>();
  /** The search's synonyms, read again once an admin's edit is announced. */
  readonly synonyms: () => Promise<SynonymMap>;

  /** `synonyms`: the worker's one copy (without, this store's own, never read again). */
  constructor(
    private readonly db: Database,
    synonyms = new OperatorSynonyms(db),
  ) {
    this.synonyms = synonyms.shaped((rows) =>
      synonymMap([...rows].map(([term, others]) => [term, ...others])),
    );
  }

  async requirement(id: string): Promise<MatchedRequirement | null> {
    const { rows } = await this.db.query(
      `select ${requirementColumns} from "${R}" r where r."${rc.id}" = $1`,
      [id],
    );
    return rows[0] ? toRequirement(rows[0] as Record<string, unknown>) : null;
  }

  async listing(id: string): Promise<MatchedListing | null> {
    const { rows } = await this.db.query(
      `select ${listingColumns} from "${L}" l ${listingJoins} where l."${lc.id}" = $1`,
      [id],
    );
    return rows[0] ? toListing(rows[0] as Record<string, unknown>) : null;
  }

  /** Published listings in a category, newest first. */
  async listingsInCategory(category: string, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `select "${lc.id}" as "id" from "${L}" where "${lc.status}" = 'published' and "${lc.category}" = $1 order by "${lc.publishedAt}" desc limit $2`,
      [category, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The words of a text that few published listings use (at most `maxListings`), each counted
   * once per hour per worker: a words candidate query of common words ("need", "quality",
   * "rice") would rank tens of thousands of rows; the rare ones are what words add to meaning.
   */
  async selectiveWords(text: string, maxListings: number): Promise<string[]> {
    const words = [...new Set(searchWords(text))];
    const counts = await Promise.all(words.map((word) => this.listingsUsing(word, maxListings)));
    return words.filter((_, i) => counts[i]! > 0 && counts[i]! <= maxListings);
  }

  /** How many published listings use the word, counted up to `max` + 1 (cached for an hour). */
  private async listingsUsing(word: string, max: number): Promise<number> {
    const cached = this.#wordCounts.get(word);
    if (cached && Date.now() - cached.at < 60 * 60_000) return cached.listings;
    const { rows } = await this.db.query<{ n: string }>(
      `select count(*) as "n" from (select 1 from "${L}"
        where "${lc.status}" = 'published' and "${lc.searchVector}" @@ to_tsquery('english', $1) limit $2) s`,
      [word, max + 1],
    );
    const listings = Number(rows[0]?.n ?? 0);
    if (this.#wordCounts.size > 50_000) this.#wordCounts.clear();
    this.#wordCounts.set(word, { listings, at: Date.now() });
    return listings;
  }

  /** Published listings of a group whose words answer the query, most relevant first. */
  async listingsByWords(tsQuery: string, groupId: string, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `select "${lc.id}" as "id" from "${L}", to_tsquery('english', $1) q
        where "${lc.status}" = 'published' and "${lc.groupId}" = $2 and "${lc.searchVector}" @@ q
        order by ts_rank_cd("${lc.searchVector}", q) desc limit $3`,
      [tsQuery, groupId, limit],
    );
    return rows.map((row) => row.id);
  }

  /**
   * The published listings among `ids`, with their sellers' verification and their words' rank
   * for the query (0..1, ts_rank_cd's rank / (rank + 1)).
   */
  async listingCandidates(
    ids: readonly string[],
    tsQuery: string | null,
  ): Promise<MatchedListing[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query(
      `select ${listingColumns},
              coalesce(ts_rank_cd(l."${lc.searchVector}", to_tsquery('english', $2), 32), 0) as "words_rank"
         from "${L}" l ${listingJoins}
        where l."${lc.id}" = any($1::uuid[]) and l."${lc.status}" = 'published'`,
      [ids, tsQuery ?? ''],
    );
    return rows.map((row) => toListing(row as Record<string, unknown>));
  }

  /** Open requirements in a category, newest first. */
  async requirementsInCategory(category: string, limit: number): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `select "${rc.id}" as "id" from "${R}" where "${rc.status}" = 'open' and "${rc.category}" = $1 order by "${rc.publishedAt}" desc limit $2`,
      [category, limit],
    );
    return rows.map((row) => row.id);
  }

  /** The open requirements among `ids`. */
  async openRequirements(ids: readonly string[]): Promise<MatchedRequirement[]> {
    if (ids.length === 0) return [];
    const { rows } = await this.db.query(
      `select ${requirementColumns} from "${R}" r where r."${rc.id}" = any($1::uuid[]) and r."${rc.status}" = 'open'`,
      [ids],
    );
    return rows.map((row) => toRequirement(row as Record<string, unknown>));
  }

  /** One listing's words rank for each requirement's query, by requirement id. */
  async wordsRanks(
    listingId: string,
    queries: readonly { requirementId: string; tsQuery: string }[],
  ): Promise<Map<string, number>> {
    if (queries.length === 0) return new Map();
    const { rows } = await this.db.query<{ id: string; rank: number }>(
      `select q."id", coalesce(ts_rank_cd(l."${lc.searchVector}", to_tsquery('english', q."q"), 32), 0) as "rank"
         from unnest($2::uuid[], $3::text[]) as q("id", "q"), "${L}" l where l."${lc.id}" = $1`,
      [listingId, queries.map((q) => q.requirementId), queries.map((q) => q.tsQuery)],
    );
    return new Map(rows.map((row) => [row.id, Number(row.rank)]));
  }

  /** The requirements a listing is matched to now: an edit scores them again. */
  async requirementsMatchedTo(listingId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `select "${mc.requirementId}" as "id" from "${M}" where "${mc.listingId}" = $1`,
      [listingId],
    );
    return rows.map((row) => row.id);
  }

  /**
   * Drops a listing's matches that no longer fit after an edit, so neither side reads reasons
   * from before it; a match something followed (a proposal, an inquiry, an order) or that the
   * seller dismissed stays as the record of it. Returns how many went.
   */
  async dropStaleMatches(listingId: string, requirementIds: readonly string[]): Promise<number> {
    if (requirementIds.length === 0) return 0;
    const { rowCount } = await this.db.query(
      `delete from "${M}" where "${mc.listingId}" = $1 and "${mc.requirementId}" = any($2::uuid[])
          and "${mc.state}" in ('new', 'seen') and "${mc.outcome}" is null`,
      [listingId, requirementIds],
    );
    return rowCount ?? 0;
  }

  /**
   * Stores matches (a match found again takes the new score, parts and reasons, and keeps its
   * state and notification); returns their ids by listing id.
   */
  async saveMatches(matches: readonly StoredMatch[]): Promise<Map<string, string>> {
    if (matches.length === 0) return new Map();
    const { rows } = await this.db.query<{
      id: string;
      listing_id: string;
      requirement_id: string;
    }>(
      `insert into "${M}" ("${mc.id}", "${mc.requirementId}", "${mc.listingId}", "${mc.shopId}", "${mc.sellerId}",
              "${mc.buyerId}", "${mc.score}", "${mc.parts}", "${mc.reasons}", "${mc.engineVersion}", "${mc.weightsVersion}")
       select gen_random_uuid(), m."requirement_id", m."listing_id", m."shop_id", m."seller_id", m."buyer_id",
              m."score", m."parts", m."reasons", m."engine_version", m."weights_version"
         from jsonb_to_recordset($1::jsonb) as m("requirement_id" uuid, "listing_id" uuid, "shop_id" uuid,
              "seller_id" uuid, "buyer_id" uuid, "score" real, "parts" jsonb, "reasons" jsonb,
              "engine_version" smallint, "weights_version" varchar)
       on conflict ("${mc.requirementId}", "${mc.listingId}") do update
          set "${mc.score}" = excluded."${mc.score}", "${mc.parts}" = excluded."${mc.parts}",
              "${mc.reasons}" = excluded."${mc.reasons}", "${mc.engineVersion}" = excluded."${mc.engineVersion}",
              "${mc.weightsVersion}" = excluded."${mc.weightsVersion}", "${mc.updatedAt}" = now()
       returning "${mc.id}" as "id", "${mc.listingId}" as "listing_id", "${mc.requirementId}" as "requirement_id"`,
      [
        JSON.stringify(
          matches.map((match) => ({
            requirement_id: match.requirementId,
            listing_id: match.listingId,
            shop_id: match.shopId,
            seller_id: match.sellerId,
            buyer_id: match.buyerId,
            score: match.score,
            parts: match.parts,
            reasons: match.reasons,
            engine_version: match.engineVersion,
            weights_version: match.weightsVersion,
          })),
        ),
      ],
    );
    return new Map(rows.map((row) => [`${row.requirement_id}/${row.listing_id}`, row.id]));
  }

  /**
   * The fan-out's facts for a requirement: sellers already told of it, sellers who dismissed it,
   * and, of the sellers given, those blocked either way with the buyer or at their daily cap.
   */
  async fanOutFacts(
    requirementId: string,
    buyerId: string,
    sellerIds: readonly string[],
    dailyLeadCap: number,
  ): Promise<{ notified: Set<string>; excluded: Set<string>; atCap: Set<string> }> {
    const [told, blocked, capped] = await Promise.all([
      this.db.query<{ seller_id: string; state: string; notified: boolean }>(
        `select "${mc.sellerId}" as "seller_id", "${mc.state}" as "state", "${mc.notifiedAt}" is not null as "notified"
           from "${M}" where "${mc.requirementId}" = $1 and ("${mc.notifiedAt}" is not null or "${mc.state}" = 'dismissed')`,
        [requirementId],
      ),
      this.db.query<{ seller_id: string }>(blockedEitherWaySql('seller_id'), [buyerId, sellerIds]),
      this.db.query<{ seller_id: string }>(
        `select "${mc.sellerId}" as "seller_id" from "${M}"
          where "${mc.sellerId}" = any($1::uuid[]) and "${mc.notifiedAt}" > now() - interval '24 hours'
          group by "${mc.sellerId}" having count(*) >= $2`,
        [sellerIds, dailyLeadCap],
      ),
    ]);
    return {
      notified: new Set(told.rows.filter((row) => row.notified).map((row) => row.seller_id)),
      excluded: new Set([
        ...told.rows.filter((row) => row.state === 'dismissed').map((row) => row.seller_id),
        ...blocked.rows.map((row) => row.seller_id),
      ]),
      atCap: new Set(capped.rows.map((row) => row.seller_id)),
    };
  }

  /**
   * The fan-out's facts for one seller across many requirements (a listing's job): per
   * requirement the sellers told of it and those who dismissed it, the buyers blocked either way
   * with the seller, and the seller's leads in the last 24 hours.
   */
  async sellerFanOutFacts(
    sellerId: string,
    requirements: readonly { id: string; buyerId: string }[],
  ): Promise<{
    told: Map<string, Set<string>>;
    dismissed: Map<string, Set<string>>;
    blockedBuyers: Set<string>;
    leadsToday: number;
  }> {
    const ids = requirements.map((r) => r.id);
    const buyers = [...new Set(requirements.map((r) => r.buyerId))];
    const [facts, blocked, today] = await Promise.all([
      this.db.query<{ requirement_id: string; told: string[] | null; dismissed: string[] | null }>(
        `select "${mc.requirementId}" as "requirement_id",
                array_agg("${mc.sellerId}") filter (where "${mc.notifiedAt}" is not null) as "told",
                array_agg("${mc.sellerId}") filter (where "${mc.state}" = 'dismissed') as "dismissed"
           from "${M}" where "${mc.requirementId}" = any($1::uuid[])
            and ("${mc.notifiedAt}" is not null or "${mc.state}" = 'dismissed')
          group by "${mc.requirementId}"`,
        [ids],
      ),
      this.db.query<{ buyer_id: string }>(blockedEitherWaySql('buyer_id'), [sellerId, buyers]),
      this.db.query<{ n: string }>(
        `select count(*) as "n" from "${M}"
          where "${mc.sellerId}" = $1 and "${mc.notifiedAt}" > now() - interval '24 hours'`,
        [sellerId],
      ),
    ]);
    return {
      told: new Map(facts.rows.map((row) => [row.requirement_id, new Set(row.told ?? [])])),
      dismissed: new Map(
        facts.rows.map((row) => [row.requirement_id, new Set(row.dismissed ?? [])]),
      ),
      blockedBuyers: new Set(blocked.rows.map((row) => row.buyer_id)),
      leadsToday: Number(today.rows[0]?.n ?? 0),
    };
  }

  /**
   * Marks a match sent as a lead and stores the seller's notification, in one transaction; null
   * when it was sent already (a re-run), so nothing is stored or pushed twice.
   */
  async sendLead(
    matchId: string,
    notification: {
      userId: string;
      type: NotificationType;
      title: string;
      body: string;
      link: string;
      data: Record<string, unknown>;
    },
  ): Promise<AppNotification | null> {
    const client = await this.db.connect();
    try {
      await client.query('begin');
      const claimed = await client.query(
        `update "${M}" set "${mc.notifiedAt}" = now(), "${mc.updatedAt}" = now()
          where "${mc.id}" = $1 and "${mc.notifiedAt}" is null`,
        [matchId],
      );
      if (claimed.rowCount === 0) {
        await client.query('rollback');
        return null;
      }
      const { rows } = await client.query<{ id: string; created_at: Date }>(
        insertNotificationsSql('values ($1, $2, $3, $4, $5, $6)'),
        [
          notification.userId,
          notification.type,
          notification.title,
          notification.body,
          notification.link,
          JSON.stringify(notification.data),
        ],
      );
      await client.query('commit');
      const row = rows[0]!;
      return {
        id: String(row.id),
        type: notification.type,
        title: notification.title,
        body: notification.body,
        link: notification.link,
        data: notification.data,
        createdAt: row.created_at.toISOString(),
        seenAt: null,
        readAt: null,
      };
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  /** Records that the engine matched this revision of the post (a later job for it is a no-op). */
  async markMatched(table: 'requirement' | 'listing', id: string, revision: number): Promise<void> {
    const { name, columns: c } = posts[table];
    await this.db.query(
      `update "${name}" set "${c.matchedRevision}" = $2 where "${c.id}" = $1 and coalesce("${c.matchedRevision}", -1) < $2`,
      [id, revision],
    );
  }

  /**
   * The matching settings in force: stored values that pass their schema, else the defaults.
   * Read per job (one indexed read), so an admin's change applies to the next match.
   */
  async settings(): Promise<MatchingSettings> {
    const { rows } = await this.db.query<{ key: string; value: unknown }>(
      `select "${tc.key}" as "key", "${tc.value}" as "value" from "${T}"
        where "${tc.key}" = any($1::text[])`,
      [Object.keys(matchingSettingDefaults)],
    );
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const read = (key: keyof typeof matchingSettingDefaults) => {
      const parsed = settingSchemas[key].safeParse(stored.get(key));
      return parsed.success ? parsed.data : matchingSettingDefaults[key];
    };
    return {
      sellersPerRequirement: read('matching.sellersPerRequirement'),
      dailyLeadCap: read('matching.dailyLeadCap'),
      leadMinMatch: read('matching.leadMinMatch'),
    };
  }

  /** Posts changed since a point, in (updated_at, id) order: the meaning index's catch-up. */
  async meaningsChangedSince(
    table: 'listing' | 'requirement',
    after: { at: Date; id: string } | null,
    limit: number,
  ): Promise<PostMeaningRow[]> {
    const live = table === 'listing' ? 'published' : 'open';
    const { name, columns: c } = posts[table];
    const { rows } = await this.db.query<{
      id: string;
      group_id: string;
      live: boolean;
      meaning: Buffer | null;
      updated_at: Date;
    }>(
      `select "${c.id}" as "id", "${c.groupId}" as "group_id", "${c.status}" = '${live}' as "live",
              "${c.meaning}" as "meaning", "${c.updatedAt}" as "updated_at" from "${name}"
        where ($1::timestamptz is null or ("${c.updatedAt}", "${c.id}") > ($1::timestamptz, $2::uuid))
        order by "${c.updatedAt}", "${c.id}" limit $3`,
      [after?.at ?? null, after?.id ?? null, limit],
    );
    return rows.map((row) => ({
      id: row.id,
      groupId: row.group_id,
      live: row.live,
      meaning: row.meaning,
      updatedAt: row.updated_at,
    }));
  }
}
