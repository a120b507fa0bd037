import { messages, serverEvents, type ListingSearchQuery } from '@matchbazaar/contracts';
import { columnOf, toTsQuery, understand, type SynonymMap } from '@matchbazaar/matching';
import type { RealtimePublisher } from '../../adapters/realtime-publisher.js';
import type {
  ReadSearch,
  SavedSearchStore,
  SearchCandidate,
} from '../../adapters/saved-search-store.js';
import type { JobHandler } from '../job-handler.js';

const m = messages.savedSearches;

export interface SavedSearchAlertDeps {
  store: SavedSearchStore;
  publisher: RealtimePublisher;
}

/**
 * A saved search's words read as the search reads them (libs/matching `understand`): prices,
 * cities and conditions said in words become filters, and the node the words name ('used cars')
 * matches with its posts beside the words' tsquery, as on the search's first page.
 */
export function readSearch(candidate: SearchCandidate, synonyms: SynonymMap): ReadSearch {
  const understood = understand(candidate.query as ListingSearchQuery, 'listing');
  const named = understood.namedMatches ? understood.named : null;
  const tsQuery = understood.text ? toTsQuery(understood.text, synonyms) : null;
  return {
    id: candidate.id,
    query: { ...understood.query },
    tsQuery,
    // The search matches the named node's posts only beside words (search-plan.ts).
    named: named && tsQuery ? { column: columnOf(named.level), id: named.id } : null,
  };
}

/**
 * `matching.saved-searches` (docs/product/matching.md, "Saved searches"): a listing just published
 * or edited is tested against the saved searches of listings, the way the search itself would
 * find it: the filters the saved queries set in SQL (one statement), then each one's words read
 * as the search reads them (`readSearch`): the filters read from them and the words left, by the
 * listing's search_vector and the tsquery `toTsQuery` makes of them with the search's synonyms,
 * or the node they name (one more). Typo corrections and the other widenings, which the search
 * tries only when the words find nothing at all, are not applied: an alert is for a listing the
 * words find.
 *
 * Each match is a hit (once per search and listing, so an edit alerts nobody again). Searches
 * whose alert is on get a `search.alert` notification, stored in the same statement that claims
 * the hit. 'instant' ones are then pushed live; 'daily' ones are not pushed: they wait in the
 * notification centre, and the notification mailer's daily digest of the 'alerts' category mails
 * them (apps/bff/src/marketplace/notifications/notification-mailer.ts, by the user's email choice for
 * alerts, a daily digest unless they changed it). The listing's seller is never alerted of it.
 */
export function savedSearchAlertsHandler(
  deps: SavedSearchAlertDeps,
): JobHandler<'matching', 'saved-searches'> {
  return async ({ id }, job) => {
    const listing = await deps.store.listing(id);
    if (!listing || listing.status !== 'published') {
      job.logger.info({ listingId: id }, 'listing gone or not published; no saved search alerts');
      return;
    }
    const candidates = await deps.store.candidates(listing.id);
    const synonyms = await deps.store.synonyms();
    const answered = await deps.store.answers(
      listing.id,
      candidates.map((candidate) => readSearch(candidate, synonyms)),
    );
    const matched = candidates.filter((candidate) => answered.has(candidate.id));
    await deps.store.recordHits(
      listing.id,
      matched.map((search) => search.id),
    );
    const alerts = await deps.store.storeAlerts(
      listing,
      matched
        .filter((search) => search.alert !== 'off')
        .map((search) => ({ savedSearchId: search.id, title: m.notify.title(search.name) })),
      m.notify.body(listing.title),
    );
    for (const alert of alerts) {
      if (alert.alert === 'instant')
        deps.publisher.toUser(alert.userId, serverEvents.notification, alert.notification);
    }
    job.logger.info(
      {
        listingId: id,
        candidates: candidates.length,
        matched: matched.length,
        alerted: alerts.length,
      },
      'saved searches alerted',
    );
  };
}
