/**
 * `npm run matching:train [-- --write] [--outcomes-database-url URL]`: fits the weights of the
 * match score's parts (docs/product/matching.md) and prints the quality before and after.
 *
 * Examples: the labeled set (tests/fixtures/matching), every listing scored against every
 * requirement with the engine's own parts (words from PostgreSQL's full-text rank as in
 * production); and, when a database is named, the outcomes people recorded there (a lead
 * proposed on or inquired about is a good match, one dismissed a bad one). The fit is a pairwise
 * logistic ranker (a better listing should score above a worse one of the same requirement),
 * weights kept at 0 or more. Half the requirements train it; the other half, never seen in
 * training, says whether it helped. With --write, and only when the held-out half improved, it
 * writes libs/matching/data/weights.json with a new version, for review in a commit.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { findCategory } from '@matchbazaar/taxonomy';
import {
  combine,
  computeParts,
  currentWeights,
  decodeVector,
  defaultWeightsFile,
  scoreParts,
  synonymMap,
  toTsQuery,
  type ListingFacts,
  type MatchWeights,
  type RequirementFacts,
  type ScoreParts,
  meaningOf,
} from '@matchbazaar/matching';
import { buildBff } from '../system/built-bff.ts';
import { evalDatabase, ndcgAt, type EvalDatabase } from './eval-set.ts';

const { values } = parseArgs({
  options: {
    write: { type: 'boolean', default: false },
    'outcomes-database-url': { type: 'string' },
    epochs: { type: 'string', default: '300' },
  },
});
const say = (line: string) => console.log(line);

interface Judged {
  requirement: string;
  listing: string;
  parts: ScoreParts;
  grade: number;
}

const vectorOf = (parts: ScoreParts) => scoreParts.map((part) => parts[part]);

/** Every listing's parts for every requirement of the set, with its grade. */
async function judgedPairs(set: EvalDatabase): Promise<Judged[]> {
  const synonyms = synonymMap(
    (
      await set.db.query<{ term: string; synonyms: string[] }>(
        'select "term", "synonyms" from "search_synonym"',
      )
    ).rows.map((row) => [row.term, ...row.synonyms]),
  );
  const now = new Date();
  const listingFacts = set.listings.map((l) => {
    const category = findCategory(l.category)!;
    const facts: ListingFacts = {
      vector: decodeVector(set.meanings.get(l.id)!),
      category: l.category,
      subgroupId: category.subgroupId,
      groupId: category.groupId,
      priceType: l.priceType as ListingFacts['priceType'],
      priceMinor: l.priceMinor,
      currency: l.currency,
      priceUnit: l.priceUnit,
      minOrderQuantity: l.minOrderQuantity,
      minOrderUnit: l.minOrderUnit,
      availability: 'in_stock',
      city: l.city,
      country: l.country,
      latitude: l.latitude,
      longitude: l.longitude,
      publishedAt: new Date(now.getTime() - l.postedDaysAgo * 86_400_000),
      wordsRank: 0,
      seller: { verified: true },
    };
    return { id: l.id, facts };
  });
  const judged: Judged[] = [];
  for (const r of set.requirements) {
    const category = findCategory(r.category)!;
    const requirement: RequirementFacts = {
      ...r,
      vector: decodeVector(meaningOf(r)),
      subgroupId: category.subgroupId,
      groupId: category.groupId,
    };
    const tsQuery = toTsQuery([r.title, ...r.tags].join(' '), synonyms, { anyWord: true });
    const ranks = new Map<string, number>();
    if (tsQuery) {
      const { rows } = await set.db.query<{ id: string; rank: number }>(
        `select id, ts_rank_cd(search_vector, q, 32) as rank from listing, to_tsquery('english', $1) q
          where search_vector @@ q`,
        [tsQuery],
      );
      for (const row of rows) ranks.set(set.evalIdOf.get(row.id)!, Number(row.rank));
    }
    for (const { id, facts } of listingFacts) {
      judged.push({
        requirement: r.id,
        listing: id,
        parts: computeParts(requirement, { ...facts, wordsRank: ranks.get(id) ?? 0 }, now),
        grade: r.relevant[id] ?? 0,
      });
    }
  }
  return judged;
}

/** Recorded outcomes: the parts stored with each match, good when acted on, bad when dismissed. */
async function outcomePairs(url: string): Promise<Judged[]> {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  try {
    const { rows } = await db.query<{
      requirement_id: string;
      listing_id: string;
      parts: ScoreParts;
      good: boolean;
    }>(
      `select requirement_id, listing_id, parts,
              (outcome is not null or state = 'proposed') as good
         from match where state = 'dismissed' or outcome is not null or state = 'proposed'`,
    );
    return rows.map((row) => ({
      requirement: `outcome:${row.requirement_id}`,
      listing: row.listing_id,
      parts: row.parts,
      grade: row.good ? 2 : 0,
    }));
  } finally {
    await db.end();
  }
}

/** nDCG@10 over the requirements given, every listing ranked by the weights. */
function quality(
  judged: readonly Judged[],
  requirements: ReadonlySet<string>,
  weights: MatchWeights,
): number {
  const byRequirement = new Map<string, Judged[]>();
  for (const j of judged) {
    if (!requirements.has(j.requirement)) continue;
    byRequirement.set(j.requirement, [...(byRequirement.get(j.requirement) ?? []), j]);
  }
  let total = 0;
  for (const rows of byRequirement.values()) {
    const ranked = [...rows]
      .sort(
        (a, b) =>
          combine(b.parts, weights) - combine(a.parts, weights) ||
          a.listing.localeCompare(b.listing),
      )
      .map((row) => row.listing);
    const grades = Object.fromEntries(
      rows.filter((row) => row.grade > 0).map((row) => [row.listing, row.grade]),
    );
    total += ndcgAt(10, ranked, grades);
  }
  return byRequirement.size ? total / byRequirement.size : 0;
}

/**
 * Pairs of the same requirement where one is better: each relevant listing against the 40
 * irrelevant ones the current weights rank highest (the hard cases) and 10 others, and grade 2
 * against grade 1.
 */
function trainingPairs(
  judged: readonly Judged[],
  requirements: ReadonlySet<string>,
  weights: MatchWeights,
) {
  const pairs: [number[], number[]][] = [];
  const byRequirement = new Map<string, Judged[]>();
  for (const j of judged) {
    if (requirements.has(j.requirement) || j.requirement.startsWith('outcome:')) {
      byRequirement.set(j.requirement, [...(byRequirement.get(j.requirement) ?? []), j]);
    }
  }
  for (const rows of byRequirement.values()) {
    const bad = rows
      .filter((row) => row.grade === 0)
      .sort((a, b) => combine(b.parts, weights) - combine(a.parts, weights));
    const negatives = [
      ...bad.slice(0, 40),
      ...bad.slice(40).filter((_, i) => i % Math.max(1, Math.floor(bad.length / 10)) === 0),
    ];
    for (const good of rows.filter((row) => row.grade > 0)) {
      for (const worse of [
        ...negatives,
        ...rows.filter((row) => row.grade > 0 && row.grade < good.grade),
      ]) {
        pairs.push([vectorOf(good.parts), vectorOf(worse.parts)]);
      }
    }
  }
  return pairs;
}

/** Gradient descent on the pairwise logistic loss with a little L2, weights kept at 0 or more. */
function fitWeights(
  pairs: readonly [number[], number[]][],
  start: number[],
  epochs: number,
): number[] {
  const w = [...start];
  const rate = 0.5;
  const l2 = 1e-3;
  for (let epoch = 0; epoch < epochs; epoch++) {
    const gradient = w.map((wi) => 2 * l2 * wi);
    for (const [better, worse] of pairs) {
      let margin = 0;
      for (let i = 0; i < w.length; i++) margin += w[i]! * (better[i]! - worse[i]!);
      const pull = -1 / (1 + Math.exp(margin));
      for (let i = 0; i < w.length; i++)
        gradient[i]! += (pull * (better[i]! - worse[i]!)) / pairs.length;
    }
    for (let i = 0; i < w.length; i++) w[i] = Math.max(0, w[i]! - rate * gradient[i]!);
  }
  return w;
}

async function main(): Promise<void> {
  say('Building the BFF (it migrates the evaluation database) ...');
  buildBff();
  const set = await evalDatabase('mb_matching_train');
  try {
    const judged = await judgedPairs(set);
    const outcomes = values['outcomes-database-url']
      ? await outcomePairs(values['outcomes-database-url'])
      : [];
    const ids = set.requirements.map((r) => r.id);
    const train = new Set(ids.filter((_, i) => i % 2 === 0));
    const heldOut = new Set(ids.filter((_, i) => i % 2 === 1));
    const before = currentWeights();
    const pairs = trainingPairs([...judged, ...outcomes], train, before);
    say(
      `${judged.length.toLocaleString('en-US')} judged pairs of the labeled set, ${outcomes.length} recorded outcomes; ${pairs.length.toLocaleString('en-US')} training pairs from ${train.size} requirements`,
    );
    // Start from the current weights scaled to a mean of 1, so the learning rate means the same.
    const start = vectorOf(before.parts);
    const mean = start.reduce((a, b) => a + b, 0) / start.length;
    const fitted = fitWeights(
      pairs,
      start.map((w) => w / mean),
      Number(values.epochs),
    );
    const scale = 10 / fitted.reduce((a, b) => a + b, 0);
    const after: MatchWeights = {
      version: `${new Date().toISOString().slice(0, 10)}.trained`,
      parts: Object.fromEntries(
        scoreParts.map((part, i) => [part, Math.round(fitted[i]! * scale * 1000) / 1000]),
      ) as MatchWeights['parts'],
    };
    const measures = {
      trainBefore: quality(judged, train, before),
      trainAfter: quality(judged, train, after),
      heldBefore: quality(judged, heldOut, before),
      heldAfter: quality(judged, heldOut, after),
    };
    say('');
    say('part        before   after');
    for (const part of scoreParts) {
      say(
        `${part.padEnd(10)} ${before.parts[part].toFixed(3).padStart(7)} ${after.parts[part].toFixed(3).padStart(7)}`,
      );
    }
    say('');
    say(`nDCG@10 (every listing ranked)   weights ${before.version}   fitted`);
    say(
      `  training half (${train.size})            ${measures.trainBefore.toFixed(3)}        ${measures.trainAfter.toFixed(3)}`,
    );
    say(
      `  held-out half (${heldOut.size})            ${measures.heldBefore.toFixed(3)}        ${measures.heldAfter.toFixed(3)}`,
    );
    const improved = measures.heldAfter > measures.heldBefore;
    if (values.write && improved) {
      after.note = `Fitted by npm run matching:train: ${pairs.length} pairs from ${train.size} labeled requirements${outcomes.length ? ` and ${outcomes.length} outcomes` : ''}; held-out nDCG@10 ${measures.heldBefore.toFixed(3)} -> ${measures.heldAfter.toFixed(3)}.`;
      writeFileSync(defaultWeightsFile, `${JSON.stringify(after, null, 2)}\n`);
      say(
        `\nWrote ${defaultWeightsFile.pathname} (version ${after.version}): review and commit it.`,
      );
    } else if (values.write) {
      say('\nThe held-out half did not improve: weights left as they are.');
    }
  } finally {
    await set.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
