// Mounts the page-head renderer (page-head.ts) on the Vite preview server, before its static
// files and SPA fallback, with the build's server renderer for the public pages' bodies; and on
// the dev server through index.html's transform, the head only (there the page's status stays
// 200: the dev server owns the response, and the app renders in the browser).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { ssrOutDir } from '../ssr-build.ts';
import {
  isPageRequest,
  loadBodyRenderer,
  pageHeadHandler,
  renderedPage,
  type BodyRenderer,
} from './page-head.ts';

export function pageHeads(options: { bffUrl: string }): Plugin {
  return {
    name: 'page-heads',
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      const file = resolve(outDir, 'index.html');
      let indexHtml: string | undefined;
      // The build's server renderer beside it (ssr-build.ts), loaded as the server starts.
      const renderer: Promise<BodyRenderer | null> = loadBodyRenderer(ssrOutDir(outDir)).catch(
        () => null,
      );
      server.middlewares.use(
        pageHeadHandler({
          bffUrl: options.bffUrl,
          indexHtml: () => (indexHtml ??= readFileSync(file, 'utf8')),
          renderer: () => renderer,
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
