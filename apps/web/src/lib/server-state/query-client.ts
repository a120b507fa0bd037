import { hydrate, QueryClient } from '@tanstack/react-query';
import { serverQueries } from '../server-render/server-render-data';

/**
 * The app's one query cache: server data that pages read (listings, the profile, sessions,
 * tickets, the launch status). Flows with behaviour of their own (the session, the gate, sign-up)
 * stay in their machines.
 *
 * - No retries here: the api client already refreshes a stale token and retries once, and a
 *   failure shows at once with the page's own Retry.
 * - No refetch on window focus: the pages say when their data may have moved (polling, a mutation
 *   invalidating what it changed), so coming back to a tab does not reshuffle a list being read.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// A server-rendered page: the cache starts with what the server rendered it from, so the first
// render matches the HTML and nothing is fetched again while it is fresh.
const fromServer = serverQueries();
if (fromServer) hydrate(queryClient, fromServer);
