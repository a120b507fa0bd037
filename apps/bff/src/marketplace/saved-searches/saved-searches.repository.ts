import { Injectable } from '@nestjs/common';
import { EntityManager, UniqueConstraintViolationException } from '@mikro-orm/postgresql';
import type {
  SavedListingFilters,
  SavedSearchAlert,
  SavedSearchKind,
} from '@matchbazaar/contracts';
import { SavedSearch } from './saved-search.entity.js';

export interface NewSavedSearch {
  userId: string;
  name: string;
  kind: SavedSearchKind;
  query: SavedListingFilters;
  queryKey: string;
  alert: SavedSearchAlert;
}

export type CreateOutcome =
  | { created: SavedSearch }
  | { refused: 'full' }
  | { refused: 'duplicate'; existing: SavedSearch | null };

/** Saved searches' rows, and the counts of their hits (which the worker writes). */
@Injectable()
export class SavedSearchesRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's saved searches, newest first. */
  mine(userId: string): Promise<SavedSearch[]> {
    return this.em.find(SavedSearch, { userId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  findById(id: string): Promise<SavedSearch | null> {
    return this.em.findOne(SavedSearch, { id });
  }

  /** Hits since each search's owner last opened its results (since it was saved, before that). */
  async newHits(ids: readonly string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows = await this.em.execute<{ id: string; n: string }[]>(
      `select s."id", count(h."listing_id") as "n"
         from "saved_search" s
         join "saved_search_hit" h on h."saved_search_id" = s."id"
          and h."created_at" > coalesce(s."seen_at", s."created_at")
        where s."id" in (?)
        group by s."id"`,
      [ids],
    );
    return new Map(rows.map((row) => [row.id, Number(row.n)]));
  }

  /**
   * Saves the search unless the user keeps `max` already or saved the same one (its query key).
   * The user's searches are counted under a lock on the user, so two saves at once cannot both
   * take the last place.
   */
  async create(search: NewSavedSearch, max: number): Promise<CreateOutcome> {
    try {
      return await this.em.transactional(async (em) => {
        await em.execute(`select pg_advisory_xact_lock(hashtext('saved_search:' || ?))`, [
          search.userId,
        ]);
        const existing = await em.findOne(SavedSearch, {
          userId: search.userId,
          kind: search.kind,
          queryKey: search.queryKey,
        });
        if (existing) return { refused: 'duplicate' as const, existing };
        if ((await em.count(SavedSearch, { userId: search.userId })) >= max)
          return { refused: 'full' as const };
        const created = em.create(SavedSearch, {
          ...search,
          lastAlertedAt: null,
          seenAt: null,
        });
        await em.flush();
        return { created };
      });
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        return { refused: 'duplicate', existing: null };
      throw error;
    }
  }

  async update(
    search: SavedSearch,
    change: { name?: string | undefined; alert?: SavedSearchAlert | undefined },
  ): Promise<SavedSearch> {
    if (change.name !== undefined) search.name = change.name;
    if (change.alert !== undefined) search.alert = change.alert;
    await this.em.flush();
    return search;
  }

  async remove(search: SavedSearch): Promise<void> {
    await this.em.nativeDelete(SavedSearch, { id: search.id });
  }

  /** Its owner opened its results: the hits so far are no longer new. */
  async markSeen(search: SavedSearch): Promise<void> {
    search.seenAt = new Date();
    await this.em.flush();
  }
}
