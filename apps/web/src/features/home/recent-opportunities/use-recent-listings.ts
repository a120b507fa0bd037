import { homeMessages, type Listing, type ListingType } from '@matchbazaar/contracts';
import { useEffect, useState } from 'react';
import { fetchRecentListings } from './listings-api';

export type RecentListingsState =
  | { status: 'loading' }
  | { status: 'ready'; listings: Listing[] }
  | { status: 'error'; message: string };

type Settled = Exclude<RecentListingsState, { status: 'loading' }>;

/**
 * The newest listings of `type`, loaded when first shown and kept while the page lives, so
 * switching tabs back and forth asks once per type. `retry` forgets a type's answer and asks again.
 */
export function useRecentListings(type: ListingType) {
  const [settled, setSettled] = useState<Partial<Record<ListingType, Settled>>>({});
  const current = settled[type];
  const missing = current === undefined;

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    fetchRecentListings(type, controller.signal).then(
      (listings) => setSettled((old) => ({ ...old, [type]: { status: 'ready', listings } })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          error instanceof Error && error.message ? error.message : homeMessages.listingsFailed;
        setSettled((old) => ({ ...old, [type]: { status: 'error', message } }));
      },
    );
    return () => controller.abort();
  }, [type, missing]);

  const retry = () =>
    setSettled((old) => {
      const next = { ...old };
      delete next[type];
      return next;
    });

  const state: RecentListingsState = current ?? { status: 'loading' };
  return { state, retry };
}
