import { messages, serverEvents } from '@matchbazaar/contracts';
import { toTsQuery } from '@matchbazaar/matching';
import type { RealtimePublisher } from '../../adapters/realtime-publisher.js';
import type { SavedSearchStore } from '../../adapters/saved-search-store.js';
import type { JobHandler } from '../job-handler.js';

const m = messages.savedSearches;

export interface SavedSearchAlertDeps {
  store: SavedSearchStore;
  publisher: RealtimePublisher;
}

/**
 * `matching.saved-searches` (docs/product/matching.md, "Saved searches"): a listing just published
 * or edited is tested against the saved searches of listings, the way the search itself would
 * find it: every filter in SQL over the saved queries (one statement), then the words of those
 * that have some, by the listing's search_vector and the tsquery `toTsQuery` makes of them with
 * the search's synonyms (one more). Typo corrections, which the search tries only when the words
 * as typed find nothing at all, are not applied: an alert is for a listing the words find.
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
    const withWords = candidates.flatMap((candidate) => {
      const tsQuery = candidate.q ? toTsQuery(candidate.q, synonyms) : null;
      return tsQuery ? [{ id: candidate.id, tsQuery }] : [];
    });
    const answered = await deps.store.answersWords(listing.id, withWords);
    const worded = new Set(withWords.map((query) => query.id));
    const matched = candidates.filter(
      (candidate) => !worded.has(candidate.id) || answered.has(candidate.id),
    );
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
