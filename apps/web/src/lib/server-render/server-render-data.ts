import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router-dom';
import { serverRenderDataId } from './server-render-id';

/**
 * What the page server writes beside a server-rendered page's HTML (docs/decisions/0044-server-
 * rendering.md), as JSON in a data block the browser never runs (the CSP's script-src stays
 * 'self'): the router's loader data and the query cache, so the browser's first render is the
 * server's.
 */
export interface ServerRenderData {
  router: HydrationState;
  queries: DehydratedState;
}

let claimed: ServerRenderData | null = null;

function looksLikeData(value: unknown): value is ServerRenderData {
  const data = value as Partial<ServerRenderData> | null;
  return (
    typeof data?.router === 'object' &&
    data.router !== null &&
    typeof data.queries === 'object' &&
    data.queries !== null &&
    Array.isArray(data.queries.queries)
  );
}

/**
 * The page's server render data, read once by the entry when it hydrates the page: null when the
 * page was not server-rendered (or its data block cannot be read, then the app renders afresh).
 */
export function claimServerRender(): ServerRenderData | null {
  const element = document.getElementById(serverRenderDataId);
  if (!element?.textContent) return null;
  try {
    const data: unknown = JSON.parse(element.textContent);
    claimed = looksLikeData(data) ? data : null;
  } catch {
    claimed = null;
  }
  return claimed;
}

/** The server's query cache, for the browser's query client to start from (empty otherwise). */
export function serverQueries(): DehydratedState | null {
  return claimed?.queries ?? null;
}
