// The server renderer of the public pages (docs/decisions/0044-server-rendering.md): built by Vite
// into one Node module (`vite build --ssr`, server/ssr-build.ts) that the page server loads
// (server/page-head). It renders a URL with the app's own route table and providers, React's
// streaming renderer and a per-request emotion cache and query client, after fetching from the BFF
// the answers the page's loaders and queries ask for; the browser hydrates the same tree from the
// data written beside the HTML (main.tsx).
import './app/zod-config';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, QueryClient, skipToken, type Query } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { pageRendererAgent } from '@matchbazaar/contracts';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type DataStrategyFunction,
  type DataStrategyResult,
  type RouteObject,
} from 'react-router-dom';
import { AppProviders } from './app/providers';
import { appRoutes, loadLaterRoutes } from './app/routes';
import { parseLaunchInfo } from './app/site-access/launch-info';
import { SITE_ACCESS_ROUTE_ID, type SiteAccess } from './app/site-access/site-access';
import { gatherStyles } from './lib/server-render/gather-styles';
import type { ServerRenderData } from './lib/server-render/server-render-data';
import { RequestQueryClient } from './lib/server-state/server-state';

export { isServerRenderedPath } from './app/public-pages';
export { serverRenderDataId } from './lib/server-render/server-render-id';

/** One page to render, for a visitor the BFF's page-meta has let see it. */
export interface RenderRequest {
  /** The page's path and query, as the browser asked for it. */
  url: string;
  /** The site's origin the request came to (the router's request needs a whole URL). */
  origin: string;
  /** Where the BFF listens; the page's API calls go there. */
  bffUrl: string;
  /** The gate's access pass as a Cookie header ('' if none): the only cookie passed on. */
  cookie: string;
  /** Ends the data fetching (the page server's budget): a query without its answer by then makes
   * the page fall back to the shell. */
  signal: AbortSignal;
}

export interface RenderedBody {
  /** The markup of `#root`. */
  html: string;
  /** Its emotion styles, for the head (lib/server-render/gather-styles.ts). */
  styles: string;
  data: ServerRenderData;
}

/** How many times the page is rendered to find queries that wait on other queries' answers. */
const maxDataRounds = 3;
/** A `<script>` a browser would run (data blocks, JSON and JSON-LD, are never run). */
const executableScript = /<script(?![^>]*\btype="application\/(?:ld\+)?json")/i;
/** A render that takes longer than this is abandoned (the data has its own, shorter budget). */
const renderLimitMs = 5_000;

interface ApiScope {
  bffUrl: string;
  cookie: string;
  signal: AbortSignal;
}

const apiScope = new AsyncLocalStorage<ApiScope>();
const nodeFetch = globalThis.fetch.bind(globalThis);

function urlOf(input: RequestInfo | URL): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? input.href : input.url;
}

/**
 * The app's own calls (`/api/...` on its origin, through the api client or plainJson) reach the
 * BFF while a page renders: GETs only, anonymous, with the access pass and the render's budget.
 * Any other call from the app is refused; calls outside a render (the page server's own) pass.
 */
globalThis.fetch = (input, init) => {
  const scope = apiScope.getStore();
  if (!scope) return nodeFetch(input, init);
  const url = urlOf(input);
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  if (method !== 'GET' || !url.startsWith('/api/')) {
    return Promise.reject(new TypeError(`${method} ${url} is not made while rendering a page`));
  }
  const signals = [scope.signal, init?.signal].filter((s): s is AbortSignal => s instanceof Object);
  return nodeFetch(`${scope.bffUrl}${url}`, {
    headers: {
      accept: 'application/json',
      // Not a visit: the browser reads the page's data again once hydrated, and that one counts.
      'user-agent': pageRendererAgent,
      ...(scope.cookie && { cookie: scope.cookie }),
    },
    signal: AbortSignal.any(signals),
  });
};

/**
 * The site-access route's data on the server: the site mode from the BFF, and open, since the
 * page server renders only pages the BFF's page-meta let this visitor see (live, or the pass).
 */
async function serverSiteAccess(): Promise<SiteAccess> {
  const response = await fetch('/api/launch');
  const info = response.ok ? parseLaunchInfo(await response.json()) : null;
  if (!info) throw new Error(`GET /api/launch answered ${response.status}`);
  return { ...info, open: true };
}

/** Loaders as in the browser, but the site's mode from serverSiteAccess (no storage here). */
const serverDataStrategy: DataStrategyFunction = async ({ matches }) => {
  const entries = await Promise.all(
    matches
      .filter((m) => m.shouldCallHandler())
      .map(async (m): Promise<[string, DataStrategyResult]> => [
        m.route.id,
        await (m.route.id === SITE_ACCESS_ROUTE_ID ? m.resolve(serverSiteAccess) : m.resolve()),
      ]),
  );
  return Object.fromEntries(entries);
};

/** Every lazy route module of `routes`, imported (a module is evaluated once per process). */
async function importAll(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy().catch(() => undefined);
      if (route.children) await importAll(route.children);
    }),
  );
}

// One handler for the process: the whole route table, its lazy route modules resolved as pages
// ask for them and kept.
let handler: Promise<ReturnType<typeof createStaticHandler>> | undefined;
const staticHandler = () =>
  (handler ??= loadLaterRoutes().then((later) => createStaticHandler(appRoutes(later))));

/**
 * Readies the renderer when the page server starts: the route table, and every page's module
 * loaded, so the first visitor of each page does not wait for it (seconds on a busy machine).
 */
export async function prepare(): Promise<void> {
  await staticHandler();
  await importAll(appRoutes(await loadLaterRoutes()));
}

/** The markup of `element` once everything in it (lazy parts too) has rendered; rejects on any error. */
function renderToHtml(element: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += chunk.toString();
        done();
      },
    });
    sink.on('finish', () => resolve(html));
    const stream = renderToPipeableStream(element, {
      // Never outline a large Suspense boundary: its content would come with an inline script to
      // put it in place, which the CSP refuses (the boundary then stays hidden and hydration fails).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      // Also an error a Suspense boundary would leave to the browser: the page is not whole.
      onError: (error) => {
        reject(error instanceof Error ? error : new Error(String(error)));
        stream.abort();
      },
    });
    signal.addEventListener('abort', () => stream.abort(), { once: true });
  });
}

const newQueryClient = () =>
  new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000, gcTime: Infinity } },
  });

/** A query the page rendered without data that it would fetch at once in the browser. */
function waiting(query: Query): boolean {
  const { enabled, queryFn } = query.options as { enabled?: unknown; queryFn?: unknown };
  const on = typeof enabled === 'function' ? (enabled as (q: Query) => unknown)(query) : enabled;
  return (
    query.state.status === 'pending' &&
    query.state.fetchStatus === 'idle' &&
    on !== false &&
    queryFn !== skipToken
  );
}

/**
 * The page at `url`, rendered as the browser's first render will be; null for a page that is not
 * one to render (a redirect, a loader's error or not-found), and an error when the render failed
 * (a query that failed or ran out of time, a render error). The page server sends the shell then.
 */
export async function renderBody(request: RenderRequest): Promise<RenderedBody | null> {
  const scope: ApiScope = {
    bffUrl: request.bffUrl,
    cookie: request.cookie,
    signal: request.signal,
  };
  return apiScope.run(scope, async () => {
    const handler = await staticHandler();
    const context = await handler.query(
      new Request(new URL(request.url, request.origin), { signal: request.signal }),
      {
        dataStrategy: serverDataStrategy,
      },
    );
    if (context instanceof Response || context.errors || context.statusCode !== 200) return null;
    const router = createStaticRouter(handler.dataRoutes, context);
    const queryClient = newQueryClient();
    const page = () => (
      <CacheProvider value={createCache({ key: 'css' })}>
        <RequestQueryClient value={queryClient}>
          <AppProviders toSignIn={() => undefined}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </RequestQueryClient>
      </CacheProvider>
    );
    const asked = new Set<string>();
    const renderSignal = AbortSignal.timeout(renderLimitMs);
    let html = await renderToHtml(page(), renderSignal);
    for (let round = 0; round < maxDataRounds; round++) {
      const next = queryClient
        .getQueryCache()
        .getAll()
        .filter((q) => waiting(q) && !asked.has(q.queryHash));
      if (next.length === 0) break;
      next.forEach((q) => asked.add(q.queryHash));
      await Promise.all(
        next.map((q) => queryClient.prefetchQuery({ ...q.options, queryKey: q.queryKey })),
      );
      html = await renderToHtml(page(), renderSignal);
    }
    const incomplete = queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.status === 'error' || waiting(q));
    // The CSP runs no inline script: a page whose HTML needs one is sent as the shell instead.
    if (executableScript.test(html)) throw new Error('the HTML holds an inline script');
    if (incomplete.length > 0) {
      const keys = incomplete.map((q) => q.queryHash).join(', ');
      throw new Error(`queries without an answer: ${keys}`);
    }
    return {
      ...gatherStyles(html),
      data: {
        router: {
          loaderData: context.loaderData,
          actionData: context.actionData,
          errors: null,
        },
        queries: dehydrate(queryClient),
      },
    };
  });
}
