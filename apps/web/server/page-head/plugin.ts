// Mounts the page-head renderer (page-head.ts) on the Vite preview server, before its static
// files and SPA fallback, and on the dev server through index.html's transform (there the page's
// status stays 200: the dev server owns the response).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { isPageRequest, pageHeadHandler, renderedPage } from './page-head.ts';

export function pageHeads(options: { bffUrl: string }): Plugin {
  return {
    name: 'page-heads',
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, 'index.html');
      let indexHtml: string | undefined;
      server.middlewares.use(
        pageHeadHandler({
          bffUrl: options.bffUrl,
          indexHtml: () => (indexHtml ??= readFileSync(file, 'utf8')),
        }),
      );
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        const url = context.originalUrl;
        if (!context.server || !url || !isPageRequest('GET', url, 'text/html')) return html;
        const path = url.split(/[?#]/)[0] ?? '/';
        return (await renderedPage(path, undefined, { bffUrl: options.bffUrl, indexHtml: html }))
          .html;
      },
    },
  };
}
