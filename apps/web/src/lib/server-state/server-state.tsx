import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createContext, use, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { queryClient } from './query-client';

/**
 * The server renderer's query client for one request (entry-server.tsx): on the server the
 * module's one client would be shared by every request at once.
 */
export const RequestQueryClient = createContext<QueryClient | null>(null);

/**
 * The query cache for a part of the app that is loaded lazily. It is not in the app's shell on
 * purpose: TanStack Query's core is about 7 kB gzip, more than the home page's first-load budget
 * can spare, and only lazily loaded parts read server data through it. Every part gets the same
 * client, so parts share the cache and nesting them is harmless.
 */
export function ServerState({ children }: { children: ReactNode }) {
  const client = use(RequestQueryClient) ?? queryClient;
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** A pathless layout route's element: the query cache for the routes under it. */
export function ServerStateOutlet() {
  return (
    <ServerState>
      <Outlet />
    </ServerState>
  );
}
