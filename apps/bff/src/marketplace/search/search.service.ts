import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  messages,
  searchLimits,
  type ListingCard,
  type ListingSearchQuery,
  type RequirementCard,
  type RequirementSearchQuery,
  type SearchFacets,
  type SearchRelaxation,
  type SearchUnderstanding,
  type SuggestAnswer,
  synonymsSettingKey,
  type TaxonomyNodeLink,
} from '@matchbazaar/contracts';
import { findCategory, taxonomy } from '@matchbazaar/taxonomy';
import { ApiException } from '../../platform/common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { BffMetrics } from '../../platform/metrics/bff-metrics.js';
import { SettingsChanges } from '../../platform/settings/settings-changes.js';
import { SETTINGS_CACHE_MS } from '../../platform/settings/settings.service.js';
import { SearchEventsService } from '../search-events/search-events.service.js';
import { ListingsRepository } from '../listings/listings.repository.js';
import { ListingsService } from '../listings/listings.service.js';
import { RequirementsRepository } from '../requirements/requirements.repository.js';
import { RequirementsService } from '../requirements/requirements.service.js';
import {
  listingTable,
  PostSearchRepository,
  requirementTable,
  sql,
  type SearchPlan,
  type SearchRow,
  type SearchTable,
  type Sql,
} from './post-search.repository.js';
import { mainCategory, meanMeaning, relatedPosts } from './related-posts.js';
import { cursorAfter, planSearch, toFacets, type WordsMeaning } from './search-plan.js';
import {
  asTyped,
  columnOf,
  nodeLink,
  parentLabel,
  understand,
  withEverydayWords,
  type Understanding,
} from './understanding.js';
import {
  classifyQuery,
  decodeVector,
  encodeVector,
  headlineMarkers,
  repairedText,
  searchWords,
  sharedWordVectors,
  snippetHtml,
  textVector,
  toTsQuery,
  type CategoryGuess,
  type Completions,
  type SynonymMap,
} from '@matchbazaar/matching';

const m = messages.catalogue;
/** Facets count this many matches; beyond, their shares are scaled to the total. */
const FACET_SAMPLE = 2_000;
/**
 * The last word is searched as the title words it begins when there are at most this many, and
 * it has at least PREFIX_MIN_LETTERS (search_word keeps words of four letters or more, so from
 * three letters on every completion is there); else as a prefix (decision 0008).
 */
const MAX_COMPLETIONS = 20;
const PREFIX_MIN_LETTERS = 3;
/** Leaving a word out counts each variant's matches among this many of any word's. */
const FEWER_WORDS_SAMPLE = 5_000;
/** A meaning search reads the likely categories' first this many posts... */
const MEANING_SAMPLE = 5_000;
/** ...and shows at most this many, each at least this alike in meaning (cosine). */
const MEANING_LIMIT = 60;
const MEANING_MIN_SIMILARITY = 0.45;

export interface SearchResult<T> {
  items: T[];
  nextCursor: string | null;
  /** These four only on a first page (see the answer's schema). */
  total?: number;
  totalIsEstimate?: boolean;
  facets?: SearchFacets;
  understanding?: SearchUnderstanding;
  related?: { category: TaxonomyNodeLink; items: T[] };
}

type Query = ListingSearchQuery | RequirementSearchQuery;

/** Catalogue search and the header's suggestions (docs/product/search-understanding.md). */
@Injectable()
export class SearchService {
  #synonyms: { map: SynonymMap; loadedAt: number } | null = null;
  /** Counts announced synonym edits: a read begun before one is not kept. */
  #synonymEdits = 0;

  constructor(
    private readonly search: PostSearchRepository,
    private readonly listingCards: ListingsService,
    private readonly listingRows: ListingsRepository,
    private readonly requirementCards: RequirementsService,
    private readonly requirementRows: RequirementsRepository,
    private readonly events: SearchEventsService,
    @Inject(BFF_CONFIG) config: BffConfig,
    private readonly metrics: BffMetrics,
    changes: SettingsChanges,
  ) {
    this.#understands = config.SEARCH_UNDERSTANDING === 'on';
    // An admin's edit of the synonyms (System Settings) is announced to every BFF as a setting's
    // change is: the next search reads them again (decision 0012).
    changes.onForget((key) => {
      if (key !== undefined && key !== synonymsSettingKey) return;
      this.#synonymEdits++;
      this.#synonyms = null;
    });
  }

  /** SEARCH_UNDERSTANDING: off searches the words as typed (a comparison, or a way back). */
  readonly #understands: boolean;

  /** `accountId`: the signed-in searcher, kept with the recorded search (or null, a visitor). */
  async searchListings(
    query: ListingSearchQuery,
    accountId: string | null = null,
  ): Promise<SearchResult<ListingCard>> {
    return this.run(
      listingTable,
      query,
      accountId,
      (understood) => {
        const q = understood as ListingSearchQuery;
        const extra = [];
        if (q.condition) extra.push(sql(`"condition" = ?`, q.condition));
        // Ending soon and discount list live deals only; so does the deals filter.
        if (q.deals || q.sort === 'ending_soon' || q.sort === 'discount')
          extra.push(sql(`"deal_ends_at" > now()`));
        if (q.shop) extra.push(sql(`"shop_id" = ?`, q.shop));
        return extra;
      },
      async (hits) => {
        const rows = await this.listingRows.findByIds(hits.map((row) => row.id));
        return this.listingCards.cards(
          hits.flatMap((row) => rows.get(row.id) ?? []),
          extrasOf(hits),
        );
      },
    );
  }

  async searchRequirements(
    query: RequirementSearchQuery,
    accountId: string | null = null,
  ): Promise<SearchResult<RequirementCard>> {
    return this.run(
      requirementTable,
      query,
      accountId,
      (understood) => {
        const q = understood as RequirementSearchQuery;
        return q.urgency ? [sql(`"urgency" = ?`, q.urgency)] : [];
      },
      async (hits) => {
        const rows = await this.requirementRows.findByIds(hits.map((row) => row.id));
        return this.requirementCards.cards(
          hits.flatMap((row) => rows.get(row.id) ?? []),
          extrasOf(hits),
        );
      },
    );
  }

  /** Categories whose names match, then listing titles, as the person types. */
  async suggest(q: string): Promise<SuggestAnswer['data']> {
    const words = searchWords(q);
    const matches = (label: string) => {
      const name = searchWords(label);
      return words.every((word) => name.some((part) => part.startsWith(word)));
    };
    const categories: SuggestAnswer['data']['categories'] = [];
    const seen = new Set<string>();
    const add = (node: CategoryGuess, parent: string | null) => {
      if (seen.has(node.id)) return;
      seen.add(node.id);
      categories.push({ ...nodeLink(node), parent });
    };
    for (const group of taxonomy) {
      if (matches(group.label)) add({ ...group, level: 'group', score: 1, by: 'name' }, null);
      for (const subgroup of group.subgroups) {
        if (matches(subgroup.label))
          add({ ...subgroup, level: 'subgroup', score: 1, by: 'name' }, group.label);
        for (const category of subgroup.categories)
          if (matches(category.label))
            add({ ...category, level: 'category', score: 1, by: 'name' }, subgroup.label);
      }
    }
    // Then what the words mean: "bhindi" suggests Fresh Vegetables.
    for (const guess of classifyQuery(q).guesses)
      if (guess.score >= 0.5) add(guess, parentLabel(guess));
    const tsQuery = toTsQuery(q, await this.synonyms());
    const titles = tsQuery ? await this.search.suggestTitles(tsQuery, 6) : [];
    return { categories: categories.slice(0, 6), titles };
  }

  /**
   * One search: its page's cards (loaded by `cardsOf` as soon as the page's rows are known, while
   * the count still runs) and, on a first page, the count, facets and what the words were read
   * as. Words that find nothing as typed are widened a step at a time (no dead ends): spelling
   * repaired, then one word left out, then nearest in meaning within the likely categories, then
   * the category the words name.
   */
  private async run<T>(
    target: SearchTable,
    asked: Query,
    accountId: string | null,
    extraOf: (query: Query) => Sql[],
    cardsOf: (hits: SearchRow[]) => Promise<T[]>,
  ): Promise<SearchResult<T>> {
    const kind = target === listingTable ? 'listing' : 'requirement';
    const started = performance.now();
    const understood = this.#understands ? understand(asked, kind) : asTyped(asked);
    const { query, readings, boosts } = understood;
    const named =
      understood.named && understood.namedMatches
        ? (boosts.find((boost) => boost.id === understood.named!.id) ?? null)
        : null;
    const extra = extraOf(query);
    const [synonyms, completions] = await Promise.all([
      this.synonyms(),
      this.completions(understood.text),
    ]);
    // A later page has the first page's count and facets already.
    const counting = query.cursor
      ? undefined
      : { totalCap: searchLimits.exactTotal + 1, facetSample: FACET_SAMPLE };
    const pageFrom = async (rows: SearchRow[]) => {
      const hits = rows.slice(0, query.limit);
      return { hits, more: rows.length > query.limit, items: await cardsOf(hits) };
    };
    const attempt = async (plan: SearchPlan) => {
      // A first page ranked over its first matches reads them once for its rows, count and facets.
      if (counting && this.search.ranksFirstMatches(plan)) {
        const { rows, counts } = await this.search.rankedFirstPage(target, plan, counting);
        return { ...(await pageFrom(rows)), counts };
      }
      const [page, counts] = await Promise.all([
        this.search.pageOf(target, plan).then(pageFrom),
        counting ? this.search.countsOf(target, plan, counting) : undefined,
      ]);
      return { ...page, counts };
    };
    const nothing = (found: Awaited<ReturnType<typeof attempt>>) =>
      found.counts ? found.counts.matched === 0 : found.hits.length === 0;
    const planFor = (meaning: WordsMeaning, words: SynonymMap = synonyms, filters = extra) =>
      planSearch(target, query, words, filters, completions, meaning);

    const words: WordsMeaning = {
      text: understood.text,
      boosts,
      named,
      wordsOnly: !this.#understands,
    };
    let plan = planFor(words);
    let relaxed: SearchRelaxation | null = null;
    let showing: string | null = null;
    let didYouMean: string | null = null;
    let found;
    try {
      found = await attempt(plan);
      // A later page was widened if its first was: the words as typed find nothing after its
      // cursor either.
      if (nothing(found) && plan.tsQuery) {
        // Each step's search is run until one finds something; a step that must look first to
        // know its plan (which word to leave out) offers only a plan that finds something.
        const steps = this.widenings(target, query, understood.text, {
          synonyms,
          extra,
          planFor,
          understood,
        });
        for await (const step of steps) {
          const widened = await attempt(step.plan);
          if (nothing(widened)) continue;
          ({ relaxed, showing, didYouMean } = step);
          plan = step.plan;
          found = widened;
          break;
        }
      }
    } catch (error) {
      // 57014: cancelled by the statement timeout.
      if ((error as { code?: string }).code === '57014')
        throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, m.searchTimedOut, [], {
          cause: error,
        });
      throw error;
    }
    const { hits, more, items, counts } = found;
    const last = hits.at(-1);
    const nextCursor = more && last ? cursorAfter(last) : null;
    const seconds = (performance.now() - started) / 1_000;
    this.metrics.searched(kind, seconds, counts?.matched);
    if (!counts) return { items, nextCursor };
    const estimate = counts.matched > searchLimits.exactTotal;
    const total = estimate ? searchLimits.exactTotal : counts.matched;
    const typed = asked.q?.trim() ?? '';
    // A few matches for the words end with more from their category (related-posts.ts): not
    // after a widened search, which is broad already, nor in another order than relevance.
    const related =
      typed &&
      this.#understands &&
      query.sort === 'relevance' &&
      (relaxed === null || relaxed === 'spelling')
        ? await this.related(target, hits, counts, cardsOf, (node, shown) =>
            planFor({ text: '' }, synonyms, [
              ...extra,
              sql(`"${columnOf(node.level)}" = ?`, node.id),
              sql(`"id" <> all(array[?]::uuid[])`, shown),
            ]),
          )
        : null;
    // A first page with words is recorded for search analytics (docs/product/search-analytics.md).
    const { q: _q, cursor: _cursor, limit: _limit, ...filters } = asked;
    const searchId = typed
      ? this.events.recordSearchSoon({
          accountId,
          kind,
          query: typed,
          filters,
          total,
          // What the page showed, related posts after the matches (their positions follow on).
          shownIds: [...hits, ...(related?.hits ?? [])].map((hit) => hit.id),
        })
      : null;
    const browse = understood.named ?? understood.guesses.find((g) => g.score >= 0.5) ?? null;
    return {
      items,
      nextCursor,
      total,
      totalIsEstimate: estimate,
      facets: toFacets(counts.facets, counts.facetsEstimated),
      ...(typed && {
        understanding: {
          showing,
          relaxed,
          didYouMean,
          readings: [...readings],
          category: browse ? nodeLink(browse) : null,
          searchId,
        },
      }),
      ...(related && { related: { category: related.category, items: related.items } }),
    };
  }

  /**
   * More posts of the matches' main category, nearest in meaning to the matches, when the words
   * found only a few (related-posts.ts); of its subgroup when the category has none alike enough
   * (a category of one post: Condos beside Apartments); null otherwise.
   */
  private async related<T>(
    target: SearchTable,
    hits: readonly SearchRow[],
    counts: { matched: number; facets: Parameters<typeof mainCategory>[0] },
    cardsOf: (hits: SearchRow[]) => Promise<T[]>,
    planOf: (node: { level: 'category' | 'subgroup'; id: string }, shown: string[]) => SearchPlan,
  ): Promise<{ category: TaxonomyNodeLink; hits: SearchRow[]; items: T[] } | null> {
    if (counts.matched === 0 || counts.matched >= relatedPosts.whenFewerThan) return null;
    const leaf = mainCategory(counts.facets);
    const category = leaf ? findCategory(leaf) : undefined;
    if (!leaf || !category) return null;
    const shown = hits.map((hit) => hit.id);
    const mean = meanMeaning(await this.search.meaningsOf(target, shown));
    if (!mean) return null;
    const nodes = [
      { level: 'category' as const, id: leaf, label: category.label },
      {
        level: 'subgroup' as const,
        id: category.subgroupId,
        label: parentLabel({ id: leaf, level: 'category' }) ?? '',
      },
    ];
    for (const node of nodes) {
      if (!node.label) continue;
      const near = await this.search.nearestInMeaning(target, planOf(node, shown), mean, {
        sample: relatedPosts.sample,
        limit: relatedPosts.limit,
        minSimilarity: relatedPosts.minSimilarity,
      });
      if (near.length === 0) continue;
      const rows = near.map((n) => ({
        id: n.id,
        sortValue: n.similarity,
        headline: null,
        distanceKm: null,
      }));
      const items = await cardsOf(rows);
      if (items.length > 0) return { category: nodeLink(node), hits: rows, items };
    }
    return null;
  }

  /**
   * The steps that widen words that found nothing as typed, in order; none may find anything
   * (should-find-nothing queries stay empty rather than show confident junk).
   */
  private async *widenings(
    target: SearchTable,
    query: Query,
    text: string,
    context: {
      synonyms: SynonymMap;
      extra: Sql[];
      planFor: (meaning: WordsMeaning, words?: SynonymMap, filters?: Sql[]) => SearchPlan;
      understood: Understanding;
    },
  ): AsyncGenerator<{
    plan: SearchPlan;
    relaxed: SearchRelaxation;
    showing: string | null;
    didYouMean: string | null;
  }> {
    const { synonyms, extra, planFor, understood } = context;
    const meaning = { boosts: understood.boosts, wordsOnly: !this.#understands };
    // 1. Spelling: each long enough word as the title words it may be misspelt from.
    const typed = planFor({ text, ...meaning });
    let repaired: string | null = null;
    if (typed.fuzzyWords.length > 0) {
      const corrections = await this.search.corrections(typed.fuzzyWords);
      // A typed word that is itself a title word comes back as its own correction: searching
      // again with nothing else would find nothing new (a broad word near a place did its
      // 300 ms search twice).
      const anyOther = [...corrections].some(([word, words]) => words.some((w) => w !== word));
      if (anyOther) {
        repaired = searchWords(text)
          // A word that is itself a title word stays ('rice' is not 'price').
          .map((word) => {
            const near = corrections.get(word) ?? [];
            return near.includes(word) ? word : (near[0] ?? word);
          })
          .join(' ');
        // The repaired words alone: "safron" is saffron, not also salon.
        const plan = planFor({ text: repaired, ...meaning });
        yield { plan, relaxed: 'spelling', showing: repaired, didYouMean: null };
      }
    }
    // Understanding off, the titles' spellings were all there was.
    if (!this.#understands) return;
    // Then against the words the search understands (taxonomy names, everyday words): a word no
    // title spells ('motercycle') may still name a category, whose posts then match.
    const known = repairedText(repaired ?? text);
    if (known) {
      const again = understand(
        { ...query, q: known },
        target === listingTable ? 'listing' : 'requirement',
      );
      const named =
        again.named && again.namedMatches
          ? (again.boosts.find((boost) => boost.id === again.named!.id) ?? null)
          : null;
      const plan = planFor({ text: again.text, boosts: again.boosts, named });
      yield { plan, relaxed: 'spelling', showing: again.text, didYouMean: null };
    }
    const words = searchWords(repaired ?? text);
    // Past the spelling, a widened search stays within the likely categories, if there are any:
    // 'organic honey' must not become everything organic.
    const { scope } = understood;
    const within = scope.length > 0 ? [...extra, inNodes(scope)] : extra;
    // 2. Fewer words: the one left out that leaves the most matches. Without a likely category
    // only a longer query may lose a word (a sentence); two words would be one of them alone.
    if (words.length >= (scope.length > 0 ? 2 : 3)) {
      const variants = words.map((_, i) => words.filter((__, j) => j !== i).join(' '));
      const plans = variants.map((variant) =>
        planFor({ text: variant, ...meaning }, synonyms, within),
      );
      const counts = await this.search.countEach(target, plans, FEWER_WORDS_SAMPLE);
      let best = -1;
      counts.forEach((count, i) => {
        if (count > 0 && (best < 0 || count > counts[best]!)) best = i;
      });
      if (best >= 0)
        yield {
          plan: plans[best]!,
          relaxed: 'fewer-words',
          showing: variants[best]!,
          didYouMean: repaired,
        };
    }
    // 3. Meaning: the posts of the likely leaf categories nearest in meaning to the words (a
    // group or subgroup is too broad to say the thing is there). For a sentence only: one word
    // that found nothing, nor its spellings nor synonyms, is a thing the catalogue lacks, and its
    // nearest neighbours ('saffron': other spices) are not what was asked.
    const leaves = scope.filter((guess) => guess.level === 'category');
    if (leaves.length > 0 && words.length >= 2) {
      const base = planFor({ text: '' }, synonyms, [...extra, inNodes(leaves)]);
      const near = await this.search.nearestInMeaning(
        target,
        base,
        queryMeaning(repaired ?? text),
        { sample: MEANING_SAMPLE, limit: MEANING_LIMIT, minSimilarity: MEANING_MIN_SIMILARITY },
      );
      if (near.length > 0)
        yield {
          plan: inOrderOf(base, near),
          relaxed: 'meaning',
          showing: null,
          didYouMean: repaired,
        };
    }
    // 4. The category the words name, with a notice saying so; never the node an everyday word
    // only points near ('saffron': Spices, 'geyser': Appliances).
    const named = understood.namedMatches ? understood.named : null;
    if (named) {
      const plan = planFor({ text: '' }, synonyms, [
        ...extra,
        sql(`"${columnOf(named.level)}" = ?`, named.id),
      ]);
      yield { plan, relaxed: 'category', showing: named.label, didYouMean: repaired };
    }
  }

  /** The title words the query's last word begins, when few enough to search whole. */
  private async completions(q: string | undefined): Promise<Completions | undefined> {
    const last = q ? searchWords(q).at(-1) : undefined;
    if (!last || last.length < PREFIX_MIN_LETTERS) return undefined;
    const words = await this.search.completions(last, MAX_COMPLETIONS + 1);
    return words.length <= MAX_COMPLETIONS ? new Map([[last, words]]) : undefined;
  }

  /**
   * Operators' synonyms (search_synonym) with the built-in everyday words: kept until an edit is
   * announced, and never longer than a setting's copy (a lost announcement).
   */
  private async synonyms(): Promise<SynonymMap> {
    if (this.#synonyms && Date.now() - this.#synonyms.loadedAt <= SETTINGS_CACHE_MS)
      return this.#synonyms.map;
    const edits = this.#synonymEdits;
    const rows = await this.search.synonyms();
    const operators = new Map(rows.map((row) => [row.term, row.synonyms]));
    const map = this.#understands ? withEverydayWords(operators) : operators;
    if (edits === this.#synonymEdits) this.#synonyms = { map, loadedAt: Date.now() };
    return map;
  }
}

/** Posts in any of these taxonomy nodes. */
function inNodes(nodes: readonly CategoryGuess[]): Sql {
  return sql(
    `(${nodes.map((node) => `"${columnOf(node.level)}" = ?`).join(' or ')})`,
    ...nodes.map((node) => node.id),
  );
}

/** The words' meaning as a post's is stored: a unit vector of signed bytes. */
function queryMeaning(text: string): Int8Array {
  return decodeVector(encodeVector(textVector(sharedWordVectors(), { title: text })));
}

/**
 * A plan for exactly these posts, nearest first. `array[?]`: a search's statement goes as text
 * with its values written in, an array as a list (prepared-sql.ts).
 */
function inOrderOf(base: SearchPlan, near: readonly { id: string }[]): SearchPlan {
  const ids = near.map((n) => n.id);
  return {
    ...base,
    filters: [...base.filters, sql(`"id" = any(array[?]::uuid[])`, ids)],
    sort: {
      value: sql(`(-array_position(array[?]::uuid[], "id"))::float8`, ids),
      direction: 'desc',
    },
    pool: null,
  };
}

function extrasOf(rows: readonly SearchRow[]) {
  return new Map(
    rows.map((row) => [
      row.id,
      {
        ...(row.distanceKm !== null && { distanceKm: Math.round(row.distanceKm * 10) / 10 }),
        // A snippet shows where the words matched; a typo match has no hit to show.
        ...(row.headline?.includes(headlineMarkers.start) && {
          snippet: snippetHtml(row.headline),
        }),
      },
    ]),
  );
}
