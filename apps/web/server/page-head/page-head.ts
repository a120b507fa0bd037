// The page-head renderer (docs/product/findable-pages.md, docs/decisions/0042-page-heads-and-sitemap.md):
// for each page request, asks the BFF for the page's head and answers index.html with it, and the
// page's status (404, 410). One implementation, mounted by the Vite preview server (plugin.ts) and
// by the production page server behind nginx (serve.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PageMeta } from '@matchbazaar/contracts';
import { launchPage, renderPage } from './render-head.ts';

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
  options: { bffUrl: string; indexHtml: string },
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
    return { status: body.data.status, html: renderPage(options.indexHtml, body.data, texts) };
  } catch {
    return plain;
  }
}

/** A connect/node handler: answers page requests, passes everything else to `next`. */
export function pageHeadHandler(options: { bffUrl: string; indexHtml: () => string }) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void): void => {
    const url = request.url ?? '/';
    if (!isPageRequest(request.method, url, request.headers.accept)) return next();
    const path = decodePath(url.split(/[?#]/)[0] ?? '/');
    if (path === null) return next();
    void renderedPage(path, request.headers.cookie, {
      bffUrl: options.bffUrl,
      indexHtml: options.indexHtml(),
    }).then(({ status, html }) => {
      response.statusCode = status;
      response.setHeader('Content-Type', 'text/html; charset=utf-8');
      // Every release and every change of a post shows at once; the pass changes the answer.
      response.setHeader('Cache-Control', 'no-cache');
      response.setHeader('Vary', 'Cookie');
      response.end(request.method === 'HEAD' ? undefined : html);
    }, next);
  };
}

function decodePath(path: string): string | null {
  try {
    const decoded = decodeURIComponent(path);
    return decoded.length <= 300 ? decoded : null;
  } catch {
    return null;
  }
}
