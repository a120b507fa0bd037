// The page-head renderer (docs/product/findable-pages.md, docs/decisions/0042-page-heads-and-sitemap.md):
// for each page request, asks the BFF for the page's head and answers index.html with it, and the
// page's status (404, 410). One implementation, mounted by the Vite preview server (plugin.ts) and
// by the production page server behind nginx (serve.ts).
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageMeta } from '@matchbazaar/contracts';
import { launchPage, renderPage, type ServerBody } from './render-head.ts';

/** contracts' siteAccessCookie: the only cookie passed on to the BFF (the gate's pass). */
export const accessCookieName = 'mb_site_access';
/** The BFF's answer must come quickly: a page is never held longer for its head. */
const bffTimeoutMs = 2_000;
/** Texts of the catalogue's pageHeads section the renderer writes itself. */
const texts = {
  siteName: 'MatchBazaar',
  needsJavaScript: 'MatchBazaar needs JavaScript to run in your browser.',
};

/** Paths the web server passes on to the BFF, or serves as files: never a page. */
const notPages =
  /^\/(?:api|socket\.io|admin\/queues|assets|sitemaps?|icons|images)(?:[/.]|$)|^\/robots\.txt$/;
/** Pages whose path holds a secret (a reset or verification token): the BFF is not asked. */
const secretPaths = /^\/(?:reset-password|verify-reset-token|verify-email)\//;

/** Whether a request is a browser's or a bot's page request: GET or HEAD, HTML, no file name. */
export function isPageRequest(method: string | undefined, url: string, accept: string | undefined) {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (accept && !accept.includes('text/html') && !accept.includes('*/*')) return false;
  const path = url.split(/[?#]/)[0] ?? '/';
  if (notPages.test(path)) return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

/** The access pass out of a Cookie header, as a Cookie header of its own ('' if none). */
export function accessCookieOf(cookieHeader: string | undefined): string {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === accessCookieName) return `${accessCookieName}=${value.join('=')}`;
  }
  return '';
}

/**
 * The server renderer (src/entry-server.tsx as built into `<outDir>-ssr`), as far as the page
 * server uses it. Typed here, not imported: the page server runs without the app's source.
 */
export interface BodyRenderer {
  /** Loads the route table and every page's module ahead of the first request. */
  prepare: () => Promise<void>;
  isServerRenderedPath: (path: string) => boolean;
  serverRenderDataId: string;
  renderBody: (request: {
    url: string;
    origin: string;
    bffUrl: string;
    cookie: string;
    signal: AbortSignal;
  }) => Promise<{ html: string; styles: string; data: unknown } | null>;
}

/** Loads the built server renderer in `ssrDir`; null when there is none (a build without it). */
export async function loadBodyRenderer(ssrDir: string): Promise<BodyRenderer | null> {
  const file = resolve(ssrDir, 'entry-server.js');
  if (!existsSync(file)) return null;
  const renderer = (await import(pathToFileURL(file).href)) as BodyRenderer;
  // In the background: a page asked for meanwhile loads what it needs itself.
  renderer.prepare().catch((error: unknown) => {
    process.stderr.write(`page server: the renderer could not prepare (${String(error)})\n`);
  });
  return renderer;
}

/**
 * The body of a public page, server-rendered with the BFF's answers in the same 2 s budget as the
 * head; null for a page the browser renders (or any failure: the shell then, never an error).
 */
async function serverBody(
  renderer: BodyRenderer | null | undefined,
  path: string,
  search: string,
  cookie: string,
  bffUrl: string,
): Promise<ServerBody | null> {
  if (!renderer?.isServerRenderedPath(path)) return null;
  try {
    const body = await renderer.renderBody({
      url: `${encodeURI(path)}${search}`,
      origin: 'http://pages.invalid',
      bffUrl,
      cookie,
      signal: AbortSignal.timeout(bffTimeoutMs),
    });
    return body && { ...body, dataId: renderer.serverRenderDataId };
  } catch (error) {
    // Said once per page request: the page still goes out, as the shell with its head.
    const reason = error instanceof Error ? error.message : String(error);
    process.stderr.write(`page server: ${path} sent without its body (${reason})\n`);
    return null;
  }
}

export interface RenderedPage {
  status: number;
  html: string;
}

function looksLikeMeta(data: unknown): data is PageMeta {
  const page = data as Partial<PageMeta> | null;
  return (
    typeof page?.title === 'string' &&
    typeof page.description === 'string' &&
    Array.isArray(page.jsonLd) &&
    (page.status === 200 || page.status === 404 || page.status === 410)
  );
}

/**
 * The page for `path`: with its head from the BFF; the launch head (noindex) when the pre-launch
 * wall refuses; the plain app shell when the BFF cannot answer (a page is never lost for its head).
 */
export async function renderedPage(
  path: string,
  cookieHeader: string | undefined,
  options: { bffUrl: string; indexHtml: string; search?: string; renderer?: BodyRenderer | null },
): Promise<RenderedPage> {
  const plain = { status: 200, html: options.indexHtml };
  if (secretPaths.test(path)) return plain;
  try {
    const cookie = accessCookieOf(cookieHeader);
    const res = await fetch(
      `${options.bffUrl}/api/v1/public/page-meta?path=${encodeURIComponent(path)}`,
      {
        headers: { accept: 'application/json', ...(cookie && { cookie }) },
        signal: AbortSignal.timeout(bffTimeoutMs),
      },
    );
    const body = (await res.json().catch(() => null)) as {
      data?: unknown;
      code?: string;
    } | null;
    if (res.status === 403 && body?.code === 'site_access_required') {
      return { status: 200, html: launchPage(options.indexHtml) };
    }
    if (!res.ok || !looksLikeMeta(body?.data)) return plain;
    const meta = body.data;
    // Only a page anyone it is shown to may read: never the gate's, never a 404 or 410.
    const rendered =
      meta.status === 200
        ? await serverBody(options.renderer, path, options.search ?? '', cookie, options.bffUrl)
        : null;
    return { status: meta.status, html: renderPage(options.indexHtml, meta, texts, rendered) };
  } catch {
    return plain;
  }
}

/** A connect/node handler: answers page requests, passes everything else to `next`. */
export function pageHeadHandler(options: {
  bffUrl: string;
  indexHtml: () => string;
  renderer?: () => Promise<BodyRenderer | null>;
}) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = request.url ?? '/';
    if (!isPageRequest(request.method, url, request.headers.accept)) return next();
    const path = decodePath(url.split(/[?#]/)[0] ?? '/');
    if (path === null) return next();
    const search = searchOf(url);
    void (options.renderer?.().catch(() => null) ?? Promise.resolve(null))
      .then((renderer) =>
        renderedPage(path, request.headers.cookie, {
          bffUrl: options.bffUrl,
          indexHtml: options.indexHtml(),
          search,
          renderer,
        }),
      )
      .then(({ status, html }) => {
        response.statusCode = status;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        // Every release and every change of a post shows at once; the pass changes the answer.
        response.setHeader('Cache-Control', 'no-cache');
        response.setHeader('Vary', 'Cookie');
        response.end(request.method === 'HEAD' ? undefined : html);
      }, next);
  };
}

/** The query of a page URL (`?...`, '' if none), kept only when short enough to be a real one. */
function searchOf(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return '';
  const search = url.slice(at).split('#')[0] ?? '';
  return search.length <= 500 ? search : '';
}

function decodePath(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.length <= 300 ? decoded : null;
  } catch {
    return null;
  }
}
