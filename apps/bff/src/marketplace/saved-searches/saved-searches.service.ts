import { HttpStatus, Injectable } from '@nestjs/common';
import {
  defaultSavedSearchName,
  messages,
  savedListingQueryOf,
  savedQueryKey,
  savedSearchLimits,
  type Actor,
  type CreateSavedSearch,
  type SavedSearch as SavedSearchView,
  type UpdateSavedSearch,
} from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import type { SavedSearch } from './saved-search.entity.js';
import { SavedSearchesRepository } from './saved-searches.repository.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';

const m = messages.savedSearches;
type Caller = NonNullable<Actor>;
type Action = 'read' | 'update' | 'delete';

/**
 * Saved searches (docs/product/matching.md, "Saved searches"): a signed-in user keeps up to 25
 * searches of the catalogue, each once (the same filters, however typed, are the same search),
 * and chooses its alerts. The worker finds the searches a newly published listing matches
 * (apps/worker/src/handlers/matching/saved-search-alerts.handler.ts) and records a hit per
 * listing; "new" hits are those since the owner last opened the search's results.
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly rows: SavedSearchesRepository,
    private readonly access: ResourceAccess,
  ) {}

  async list(caller: Caller): Promise<{ items: SavedSearchView[]; max: number }> {
    const searches = await this.rows.mine(caller.userId);
    const hits = await this.rows.newHits(searches.map((search) => search.id));
    return {
      items: searches.map((search) => view(search, hits.get(search.id) ?? 0)),
      max: savedSearchLimits.perUser,
    };
  }

  async create(caller: Caller, request: CreateSavedSearch): Promise<SavedSearchView> {
    this.access.requireCapability(caller, 'create', 'savedSearch');
    const query = savedListingQueryOf(request.query);
    const outcome = await this.rows.create(
      {
        userId: caller.userId,
        name: request.name ?? defaultSavedSearchName(query),
        kind: request.kind,
        query,
        queryKey: savedQueryKey(query),
        alert: request.alert,
      },
      savedSearchLimits.perUser,
    );
    if ('created' in outcome) return view(outcome.created, 0);
    throw new ApiException(
      HttpStatus.CONFLICT,
      outcome.refused === 'full' ? m.tooMany(savedSearchLimits.perUser) : m.duplicate,
    );
  }

  async update(caller: Caller, id: string, change: UpdateSavedSearch): Promise<SavedSearchView> {
    const search = await this.owned(caller, id, 'update');
    const updated = await this.rows.update(search, change);
    const hits = await this.rows.newHits([id]);
    return view(updated, hits.get(id) ?? 0);
  }

  async remove(caller: Caller, id: string): Promise<void> {
    await this.rows.remove(await this.owned(caller, id, 'delete'));
  }

  /** Its owner opened its results: its hits so far are no longer new. */
  async markSeen(caller: Caller, id: string): Promise<SavedSearchView> {
    const search = await this.owned(caller, id, 'read');
    await this.rows.markSeen(search);
    return view(search, 0);
  }

  /** The caller's saved search; another's is answered as missing (ids cannot be probed). */
  private async owned(caller: Caller, id: string, action: Action): Promise<SavedSearch> {
    const search = await this.rows.findById(id);
    const ref = search && { kind: 'savedSearch' as const, ownerIds: [search.userId] };
    // Anything short of allowed is answered as missing: a saved search is its owner's alone.
    if (!search || !ref || !this.access.can(caller, action, ref)) {
      throw new ApiException(HttpStatus.NOT_FOUND, m.notFound);
    }
    return search;
  }
}

function view(search: SavedSearch, newHits: number): SavedSearchView {
  return {
    id: search.id,
    name: search.name,
    kind: search.kind,
    query: search.query,
    alert: search.alert,
    newHits,
    lastAlertedAt: search.lastAlertedAt?.toISOString() ?? null,
    createdAt: search.createdAt.toISOString(),
  };
}
