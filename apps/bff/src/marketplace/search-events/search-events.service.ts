import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import {
  normalizeSearchQuery,
  searchPositionMax,
  searchQueryMaxChars,
  type SearchAction,
  type SearchEventKind,
} from '@matchbazaar/contracts';
import { storedFilters } from './search-filters.js';
import { SearchEventsRepository } from './search-events.repository.js';

/** What the catalogue search reports of one search it answered. */
export interface SearchRecord {
  /** The signed-in caller, or null for a visitor. */
  accountId: string | null;
  kind: SearchEventKind;
  /** The words as typed. */
  query: string;
  /** The filters the search set (by their request names); only plain values are kept. */
  filters?: Readonly<Record<string, unknown>>;
  /** How many posts matched in all. */
  total: number;
  /** The ids of the first page's results, in the order shown. */
  shownIds: readonly string[];
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The first `max` characters (whole code points: an emoji is never cut in half). */
const cut = (text: string, max: number) => Array.from(text).slice(0, max).join('');

/**
 * Records the catalogue's searches and what was done with their results
 * (docs/product/search-analytics.md). Recording is never a search's failure: a failed write is
 * logged and the search answers as usual.
 */
@Injectable()
export class SearchEventsService {
  private readonly logger = new Logger(SearchEventsService.name);

  constructor(private readonly events: SearchEventsRepository) {}

  /**
   * Records one search (one insert) and answers its id for the results' answer, so the web can
   * report what was opened. A search without words (browsing by filters alone) is not recorded:
   * null, as when the write fails.
   */
  async recordSearch(search: SearchRecord, now = new Date()): Promise<string | null> {
    const id = this.searchIdFor(search);
    return id ? this.write(id, search, now) : null;
  }

  /**
   * As recordSearch, but answers the id at once and writes in the background: the search answers
   * without waiting for the insert (a round trip on every search), and a result is opened
   * seconds later, by when the row is there. A failed write is logged, as there.
   */
  recordSearchSoon(search: SearchRecord, now = new Date()): string | null {
    const id = this.searchIdFor(search);
    if (id) void this.write(id, search, now);
    return id;
  }

  /** A new search's id, or null for a search without words (not recorded). */
  private searchIdFor(search: SearchRecord): string | null {
    return normalizeSearchQuery(cut(search.query.trim(), searchQueryMaxChars)) === ''
      ? null
      : randomUUID();
  }

  private async write(id: string, search: SearchRecord, now: Date): Promise<string | null> {
    const query = cut(search.query.trim(), searchQueryMaxChars);
    const normalized = cut(normalizeSearchQuery(query), searchQueryMaxChars);
    try {
      await this.events.insertSearch({
        id,
        at: now,
        accountId: search.accountId,
        kind: search.kind,
        query,
        normalized,
        filters: storedFilters(search.filters),
        total: Math.max(0, Math.trunc(search.total)),
        shownIds: search.shownIds
          .filter((each) => uuidPattern.test(each))
          .slice(0, searchPositionMax),
      });
      return id;
    } catch (error) {
      this.logger.warn(`Search not recorded: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * Records what was done with one result. An unknown search (never recorded, or past its 180
   * days) and a repeat of the same action on the same result store nothing; a failed write is
   * logged. Answers whether it was stored.
   */
  async recordAction(action: SearchAction, now = new Date()): Promise<boolean> {
    try {
      return await this.events.insertAction({ ...action, at: now });
    } catch (error) {
      this.logger.warn(`Search action not recorded: ${(error as Error).message}`);
      return false;
    }
  }
}
