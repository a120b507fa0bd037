import { HttpStatus, Injectable } from '@nestjs/common';
import {
  messages,
  searchLimits,
  type ListingCard,
  type ListingSearchQuery,
  type RequirementCard,
  type RequirementSearchQuery,
  type SearchFacets,
  type SuggestAnswer,
} from '@matchbazaar/contracts';
import { taxonomy } from '@matchbazaar/taxonomy';
import { ApiException } from '../../platform/common/api-exception.js';
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
} from './post-search.repository.js';
import { cursorAfter, planSearch, toFacets, withCorrections } from './search-plan.js';
import {
  headlineMarkers,
  searchWords,
  snippetHtml,
  toTsQuery,
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
/** Operators' synonym edits reach searches within this long. */
const SYNONYM_REFRESH_MS = 5 * 60_000;

export interface SearchResult<T> {
  items: T[];
  nextCursor: string | null;
  /** These three only on a first page (see the answer's schema). */
  total?: number;
  totalIsEstimate?: boolean;
  facets?: SearchFacets;
}

/** Catalogue search and the header's suggestions (docs/product/marketplace.md, search). */
@Injectable()
export class SearchService {
  #synonyms: { map: SynonymMap; loadedAt: number } | null = null;

  constructor(
    private readonly search: PostSearchRepository,
    private readonly listingCards: ListingsService,
    private readonly listingRows: ListingsRepository,
    private readonly requirementCards: RequirementsService,
    private readonly requirementRows: RequirementsRepository,
  ) {}

  async searchListings(query: ListingSearchQuery): Promise<SearchResult<ListingCard>> {
    const extra = [];
    if (query.condition) extra.push(sql(`"condition" = ?`, query.condition));
    // Ending soon and discount list live deals only; so does the deals filter.
    if (query.deals || query.sort === 'ending_soon' || query.sort === 'discount')
      extra.push(sql(`"deal_ends_at" > now()`));
    if (query.shop) extra.push(sql(`"shop_id" = ?`, query.shop));
    return this.run(listingTable, query, extra, async (hits) => {
      const rows = await this.listingRows.findByIds(hits.map((row) => row.id));
      return this.listingCards.cards(
        hits.flatMap((row) => rows.get(row.id) ?? []),
        extrasOf(hits),
      );
    });
  }

  async searchRequirements(query: RequirementSearchQuery): Promise<SearchResult<RequirementCard>> {
    const extra = query.urgency ? [sql(`"urgency" = ?`, query.urgency)] : [];
    return this.run(requirementTable, query, extra, async (hits) => {
      const rows = await this.requirementRows.findByIds(hits.map((row) => row.id));
      return this.requirementCards.cards(
        hits.flatMap((row) => rows.get(row.id) ?? []),
        extrasOf(hits),
      );
    });
  }

  /** Categories whose names match, then listing titles, as the person types. */
  async suggest(q: string): Promise<SuggestAnswer['data']> {
    const words = searchWords(q);
    const matches = (label: string) => {
      const name = searchWords(label);
      return words.every((word) => name.some((part) => part.startsWith(word)));
    };
    const categories: SuggestAnswer['data']['categories'] = [];
    for (const group of taxonomy) {
      if (matches(group.label))
        categories.push({
          id: group.id,
          label: group.label,
          level: 'group',
          path: `/marketplace/${group.id}`,
        });
      for (const subgroup of group.subgroups) {
        if (matches(subgroup.label))
          categories.push({
            id: subgroup.id,
            label: subgroup.label,
            level: 'subgroup',
            path: `/marketplace/${group.id}/${subgroup.id}`,
          });
        for (const category of subgroup.categories)
          if (matches(category.label))
            categories.push({
              id: category.id,
              label: category.label,
              level: 'category',
              path: `/marketplace/category/${category.id}`,
            });
      }
    }
    const tsQuery = toTsQuery(q, await this.synonyms());
    const titles = tsQuery ? await this.search.suggestTitles(tsQuery, 6) : [];
    return { categories: categories.slice(0, 6), titles };
  }

  /**
   * One search: its page's cards (loaded by `cardsOf` as soon as the page's rows are known, while
   * the count still runs) and, on a first page, the count and facets.
   */
  private async run<T>(
    target: SearchTable,
    query: ListingSearchQuery | RequirementSearchQuery,
    extra: ReturnType<typeof sql>[],
    cardsOf: (hits: SearchRow[]) => Promise<T[]>,
  ): Promise<SearchResult<T>> {
    const [synonyms, completions] = await Promise.all([this.synonyms(), this.completions(query.q)]);
    // A later page has the first page's count and facets already.
    const counting = query.cursor
      ? undefined
      : { totalCap: searchLimits.exactTotal + 1, facetSample: FACET_SAMPLE };
    const attempt = async (plan: SearchPlan) => {
      const [page, counts] = await Promise.all([
        this.search.pageOf(target, plan).then(async (rows) => {
          const hits = rows.slice(0, query.limit);
          return { hits, more: rows.length > query.limit, items: await cardsOf(hits) };
        }),
        counting ? this.search.countsOf(target, plan, counting) : undefined,
      ]);
      return { ...page, counts };
    };
    let plan = planSearch(target, query, synonyms, extra, completions);
    let found;
    try {
      found = await attempt(plan);
      // A near miss must not crowd out real matches: typos are corrected only when the words
      // as typed find nothing. A later page was corrected if its first was: the words as typed
      // find nothing after its cursor either.
      const nothing = found.counts ? found.counts.matched === 0 : found.hits.length === 0;
      if (nothing && plan.tsQuery && plan.fuzzyWords.length > 0) {
        const corrections = await this.search.corrections(plan.fuzzyWords);
        // A typed word that is itself a title word comes back as its own correction: searching
        // again with nothing else would find nothing new (a broad word near a place did its
        // 300 ms search twice).
        const anyOther = [...corrections].some(([typed, words]) => words.some((w) => w !== typed));
        if (anyOther) {
          plan = planSearch(
            target,
            query,
            withCorrections(synonyms, corrections),
            extra,
            completions,
          );
          found = await attempt(plan);
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
    if (!counts) return { items, nextCursor };
    const estimate = counts.matched > searchLimits.exactTotal;
    return {
      items,
      nextCursor,
      total: estimate ? searchLimits.exactTotal : counts.matched,
      totalIsEstimate: estimate,
      facets: toFacets(counts.facets, counts.facetsEstimated),
    };
  }

  /** The title words the query's last word begins, when few enough to search whole. */
  private async completions(q: string | undefined): Promise<Completions | undefined> {
    const last = q ? searchWords(q).at(-1) : undefined;
    if (!last || last.length < PREFIX_MIN_LETTERS) return undefined;
    const words = await this.search.completions(last, MAX_COMPLETIONS + 1);
    return words.length <= MAX_COMPLETIONS ? new Map([[last, words]]) : undefined;
  }

  private async synonyms(): Promise<SynonymMap> {
    if (!this.#synonyms || Date.now() - this.#synonyms.loadedAt > SYNONYM_REFRESH_MS) {
      const rows = await this.search.synonyms();
      this.#synonyms = {
        map: new Map(rows.map((row) => [row.term, row.synonyms])),
        loadedAt: Date.now(),
      };
    }
    return this.#synonyms.map;
  }
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
