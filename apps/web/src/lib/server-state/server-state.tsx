import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { queryClient } from './query-client';

/**
 * The query cache for a part of the app that is loaded lazily. It is not in the app's shell on
 * purpose: TanStack Query's core is about 7 kB gzip, more than the home page's first-load budget
 * can spare, and only lazily loaded parts read server data through it. Every part gets the same
 * client, so parts share the cache and nesting them is harmless.
 */
export function ServerState({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}

/** A pathless layout route's element: the query cache for the routes under it. */
export function ServerStateOutlet() {
  return (
    <ServerState>
      <Outlet />
    </ServerState>
  );
}
