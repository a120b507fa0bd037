// The production page server (docs/decisions/0042-page-heads-and-sitemap.md): nginx serves the
// built files and sends every page request here (docker/nginx.conf); this answers index.html with
// the page's head, from the same renderer the preview server mounts, and for the public pages the
// body from the build's server renderer (docs/decisions/0044-server-rendering.md), a bundle with
// every dependency inside. Node 24 runs it as TypeScript: `node apps/web/server/page-head/serve.ts`.
// Environment: BFF_URL, PAGES_HOST, PAGES_PORT, WEB_DIST, WEB_SSR (`<WEB_DIST>-ssr` by default).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { loadBodyRenderer, pageHeadHandler } from './page-head.ts';

const bffUrl = process.env.BFF_URL ?? 'http://127.0.0.1:3000';
const port = Number(process.env.PAGES_PORT ?? 5174);
// Loopback unless told otherwise, as the BFF: only nginx should reach it. The container sets
// 0.0.0.0 (Dockerfile), where the container's network is the boundary.
const host = process.env.PAGES_HOST ?? '127.0.0.1';
const dist = resolve(process.env.WEB_DIST ?? resolve(import.meta.dirname, '../../dist'));
// Read once: a release is a new container.
const indexHtml = readFileSync(resolve(dist, 'index.html'), 'utf8');

// The server renderer, if this release has one (without it, every page is the shell with its head).
const ssrDir = resolve(process.env.WEB_SSR ?? `${dist}-ssr`);
const renderer = await loadBodyRenderer(ssrDir);

const handle = pageHeadHandler({
  bffUrl,
  indexHtml: () => indexHtml,
  renderer: () => Promise.resolve(renderer),
});
const server = createServer((request, response) =>
  handle(request, response, () => {
    // nginx sends only page requests; anything else is not this server's.
    response.statusCode = 404;
    response.setHeader('Content-Type', 'text/plain; charset=utf-8');
    response.end('Not found\n');
  }),
);
server.listen(port, host, () => {
  const bodies = renderer ? `server rendering from ${ssrDir}` : 'heads only';
  process.stdout.write(`page server on ${host}:${port}, BFF ${bffUrl}, ${bodies}\n`);
});
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
