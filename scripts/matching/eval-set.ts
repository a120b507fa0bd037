/**
 * The labeled evaluation set (tests/fixtures/matching) in a fresh database of the real schema, for
 * the matching benchmark and the weights trainer: one seller's shop holds the 1,553 listings, one
 * buyer posts the 71 requirements (open), every post with its meaning vector. Also the measures
 * both print: nDCG@10, recall@10, MRR against the graded labels.
 */
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { findCategory } from '@matchbazaar/taxonomy';
import { meaningOf } from '@matchbazaar/matching';
import { startBuiltBff } from '../system/built-bff.ts';
import { benchDatabase } from '../system/bench-database.ts';
import { dropDatabase, ensureDatabase } from '../system/postgres.ts';

export interface EvalListing {
  id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  priceType: string;
  priceMinor: number | null;
  currency: string;
  priceUnit: string;
  minOrderQuantity: number;
  minOrderUnit: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  postedDaysAgo: number;
}

export interface EvalRequirement {
  id: string;
  title: string;
  description: string;
  category: string;
  tags: string[];
  quantity: number;
  quantityUnit: string;
  budgetMinMinor: number | null;
  budgetMaxMinor: number | null;
  currency: string;
  city: string;
  country: string;
  latitude: number;
  longitude: number;
  /** Listing id -> grade (1 partly fits, 2 exactly); missing: 0. */
  relevant: Record<string, 1 | 2>;
}

const fixture = (name: string): unknown =>
  JSON.parse(
    readFileSync(new URL(`../../tests/fixtures/matching/${name}`, import.meta.url), 'utf8'),
  );

export function evalSet(): { listings: EvalListing[]; requirements: EvalRequirement[] } {
  return {
    listings: fixture('listings.json') as EvalListing[],
    requirements: fixture('requirements.json') as EvalRequirement[],
  };
}

/** nDCG@k with graded gains 2^g - 1 against the ideal order of the labels. */
export function ndcgAt(
  k: number,
  ranked: readonly string[],
  grades: Record<string, number>,
): number {
  const gain = (id: string) => 2 ** (grades[id] ?? 0) - 1;
  const dcg = ranked.slice(0, k).reduce((sum, id, i) => sum + gain(id) / Math.log2(i + 2), 0);
  const ideal = Object.values(grades)
    .sort((a, b) => b - a)
    .slice(0, k)
    .reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  return ideal > 0 ? dcg / ideal : 0;
}

/** Of all relevant listings, the share found in the first k. */
export function recallAt(
  k: number,
  ranked: readonly string[],
  grades: Record<string, number>,
): number {
  const relevant = Object.keys(grades);
  const found = ranked.slice(0, k).filter((id) => grades[id]).length;
  return relevant.length ? found / relevant.length : 0;
}

export function reciprocalRank(ranked: readonly string[], grades: Record<string, number>): number {
  const i = ranked.findIndex((id) => grades[id]);
  return i < 0 ? 0 : 1 / (i + 1);
}

export interface EvalDatabase {
  db: pg.Pool;
  listings: EvalListing[];
  requirements: EvalRequirement[];
  /** Eval id <-> database id, both ways, for listings and requirements. */
  dbIdOf: Map<string, string>;
  evalIdOf: Map<string, string>;
  /** Each listing's stored meaning, by eval id. */
  meanings: Map<string, Buffer>;
  /** Each requirement's revision (its updated time in ms), by database id. */
  revisions: Map<string, number>;
  close(): Promise<void>;
}

function categoryOf(id: string) {
  const found = findCategory(id);
  if (!found) throw new Error(`unknown category ${id} in the evaluation set`);
  return found;
}

/** A fresh database `name`, migrated by the built BFF, holding the whole set. */
export async function evalDatabase(name = 'mb_bench_matching_eval'): Promise<EvalDatabase> {
  const { listings, requirements } = evalSet();
  const { url, adminUrl } = benchDatabase({ database: name });
  await dropDatabase(adminUrl, name);
  await ensureDatabase(adminUrl, name);
  const bff = await startBuiltBff(url);
  await bff.stop();
  const db = new pg.Pool({ connectionString: url, max: 4 });
  const user = async (email: string, phone: string | null) =>
    (
      await db.query<{ id: string }>(
        `insert into app_user (id, first_name, last_name, email, phone, password_hash, role,
           email_verified_at, phone_verified_at, created_at, updated_at)
         values (gen_random_uuid(), 'Eval', 'User', $1, $2, 'x', $3, now(), $4, now(), now()) returning id`,
        [email, phone, phone ? 'trader' : 'user', phone ? new Date() : null],
      )
    ).rows[0]!.id;
  const sellerId = await user('seller@eval.example', '919800000000');
  const buyerId = await user('buyer@eval.example', null);
  const shopId = (
    await db.query<{ id: string }>(
      `insert into shop (id, owner_id, slug, name, city, country, created_at, updated_at)
       values (gen_random_uuid(), $1, 'eval-shop', 'Eval Shop', 'Delhi', 'IN', now(), now()) returning id`,
      [sellerId],
    )
  ).rows[0]!.id;

  const dbIdOf = new Map<string, string>();
  const evalIdOf = new Map<string, string>();
  const meanings = new Map<string, Buffer>();
  const revisions = new Map<string, number>();
  for (const l of listings) {
    const c = categoryOf(l.category);
    const meaning = meaningOf(l);
    const published = new Date(Date.now() - l.postedDaysAgo * 86_400_000);
    const { rows } = await db.query<{ id: string }>(
      `insert into listing (id, shop_id, seller_id, title, description, category, subgroup_id, group_id,
         price_type, price_minor, currency, price_unit, min_order_quantity, min_order_unit, availability,
         city, country, latitude, longitude, tags, attributes, status, published_at, expires_at,
         created_at, updated_at, meaning)
       values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, 'in_stock',
         $14, $15, $16, $17, $18, '[]', 'published', $19, $19::timestamptz + interval '90 days', $19, $19, $20)
       returning id`,
      [
        shopId,
        sellerId,
        l.title,
        l.description,
        l.category,
        c.subgroupId,
        c.groupId,
        l.priceType,
        l.priceMinor,
        l.currency,
        l.priceUnit,
        l.minOrderQuantity,
        l.minOrderUnit,
        l.city,
        l.country,
        l.latitude,
        l.longitude,
        l.tags,
        published,
        meaning,
      ],
    );
    dbIdOf.set(l.id, rows[0]!.id);
    evalIdOf.set(rows[0]!.id, l.id);
    meanings.set(l.id, meaning);
  }
  for (const r of requirements) {
    const c = categoryOf(r.category);
    const { rows } = await db.query<{ id: string; revision: string }>(
      `insert into requirement (id, buyer_id, title, description, category, subgroup_id, group_id,
         quantity, quantity_unit, budget_min_minor, budget_max_minor, currency, urgency, city, country,
         latitude, longitude, tags, status, published_at, expires_at, created_at, updated_at, meaning)
       values (gen_random_uuid(), $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'medium', $12, $13, $14,
         $15, $16, 'open', now(), now() + interval '30 days', now(), now(), $17)
       returning id, floor(extract(epoch from updated_at) * 1000)::bigint as revision`,
      [
        buyerId,
        r.title,
        r.description,
        r.category,
        c.subgroupId,
        c.groupId,
        r.quantity,
        r.quantityUnit,
        r.budgetMinMinor,
        r.budgetMaxMinor,
        r.currency,
        r.city,
        r.country,
        r.latitude,
        r.longitude,
        r.tags,
        meaningOf(r),
      ],
    );
    dbIdOf.set(r.id, rows[0]!.id);
    evalIdOf.set(rows[0]!.id, r.id);
    revisions.set(rows[0]!.id, Number(rows[0]!.revision));
  }
  await db.query('analyze listing');
  await db.query('analyze requirement');
  return {
    db,
    listings,
    requirements,
    dbIdOf,
    evalIdOf,
    meanings,
    revisions,
    close: async () => {
      await db.end();
      await dropDatabase(adminUrl, name);
    },
  };
}
