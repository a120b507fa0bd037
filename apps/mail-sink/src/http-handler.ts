import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderInboxPage, renderNotFoundPage } from './inbox-page.js';
import type { MessageStore } from './message-store.js';

/**
 * The page loads nothing: no scripts at all, inline styles only, and images only inside the
 * sandboxed message frame (a srcdoc frame inherits this policy, so remote images do load there).
 */
const pageSecurityHeaders = {
  'content-security-policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; frame-ancestors 'none'; form-action 'none'; base-uri 'none'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
} as const;

type Route =
  | { kind: 'inbox'; id?: string }
  | { kind: 'list' }
  | { kind: 'message'; id: string }
  | { kind: 'none' };

/** Which resource a path names, and the methods it allows. */
function route(pathname: string): { route: Route; allow: string[] } {
  if (pathname === '/') return { route: { kind: 'inbox' }, allow: ['GET', 'HEAD'] };
  if (pathname === '/api/messages')
    return { route: { kind: 'list' }, allow: ['GET', 'HEAD', 'DELETE'] };
  const api = /^\/api\/messages\/([^/]+)$/.exec(pathname);
  if (api?.[1])
    return { route: { kind: 'message', id: safeDecode(api[1]) }, allow: ['GET', 'HEAD'] };
  const page = /^\/messages\/([^/]+)$/.exec(pathname);
  if (page?.[1])
    return { route: { kind: 'inbox', id: safeDecode(page[1]) }, allow: ['GET', 'HEAD'] };
  return { route: { kind: 'none' }, allow: [] };
}

export function createHttpHandler(store: MessageStore) {
  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://mail-sink.local');
    const method = req.method ?? 'GET';
    const { route: target, allow } = route(url.pathname);

    if (target.kind === 'none') return sendJson(res, 404, { error: 'Not found' });
    if (!allow.includes(method)) {
      res.setHeader('allow', allow.join(', '));
      return sendJson(res, 405, { error: `Method ${method} not allowed; use ${allow.join(', ')}` });
    }

    switch (target.kind) {
      case 'inbox': {
        const messages = await store.list();
        if (target.id === undefined) return sendHtml(res, 200, renderInboxPage(messages));
        const selected = await store.get(target.id);
        return selected
          ? sendHtml(res, 200, renderInboxPage(messages, selected))
          : sendHtml(res, 404, renderNotFoundPage());
      }
      case 'list': {
        if (method === 'DELETE') {
          store.clear();
          res.writeHead(204).end();
          return;
        }
        const to = url.searchParams.get('to');
        return sendJson(res, 200, await store.list(to ? { to } : {}));
      }
      case 'message': {
        const message = await store.get(target.id);
        return message
          ? sendJson(res, 200, message)
          : sendJson(res, 404, { error: 'Message not found' });
      }
    }
  };
  return (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((error: unknown) => {
      console.error('mail-sink HTTP:', error);
      if (!res.headersSent) sendJson(res, 500, { error: 'The mail sink failed to answer' });
      else res.destroy();
    });
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const payload = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(payload),
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
  });
  res.end(res.req.method === 'HEAD' ? undefined : payload);
}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'content-length': Buffer.byteLength(html),
    'cache-control': 'no-store',
    ...pageSecurityHeaders,
  });
  res.end(res.req.method === 'HEAD' ? undefined : html);
}

/** A malformed %-escape names no message rather than crashing the request. */
function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
