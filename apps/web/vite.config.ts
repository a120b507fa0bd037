import { existsSync } from 'node:fs';
import type { TLSSocket } from 'node:tls';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  type Connect,
  type Plugin,
  type ProxyOptions,
} from 'vite';
import { pageHeads } from './server/page-head/plugin.ts';
import { preloadTrim, trimmedPreloads } from './server/preload-trim.ts';
import { productionRouter } from './server/production-router.ts';
import { pwaBuild } from './server/pwa-build.ts';
import { headersFor } from './server/security-headers.ts';
import { ssrBuild } from './server/ssr-build.ts';

// The BFF serves the API, the Socket.IO namespace and the queue dashboard; the web server
// (dev and preview alike) forwards them so the browser talks to one origin (cookies, XSRF).
const bffUrl = process.env.BFF_URL ?? 'http://127.0.0.1:3000';
const port = Number(process.env.WEB_PORT ?? 5173);

const proxy: Record<string, ProxyOptions> = {
  '/api': { target: bffUrl, changeOrigin: true },
  // Socket.IO's transport path; the /realtime namespace travels inside it.
  '/socket.io': { target: bffUrl, changeOrigin: true, ws: true },
  '/admin/queues': { target: bffUrl, changeOrigin: true },
  // robots.txt and the sitemap are the BFF's, from the database (docs/product/findable-pages.md).
  '/robots.txt': { target: bffUrl, changeOrigin: true, rewrite: () => '/api/v1/public/robots.txt' },
  '/sitemap.xml': {
    target: bffUrl,
    changeOrigin: true,
    rewrite: () => '/api/v1/public/sitemap.xml',
  },
  '/sitemaps/': {
    target: bffUrl,
    changeOrigin: true,
    rewrite: (path) => `/api/v1/public${path}`,
  },
};

// Every taxonomy id has an icon in public/icons/categories (scripts/generate-category-icons.ts);
// any other id gets default.svg instead of the app's HTML, in dev and preview alike (nginx: docker/nginx.conf).
function categoryIconFallback(): Plugin {
  const prefix = '/icons/categories/';
  const fallback =
    (directory: string): Connect.NextHandleFunction =>
    (request, _response, next) => {
      const path = request.url?.split('?')[0] ?? '';
      if (path.startsWith(prefix) && path.endsWith('.svg')) {
        const name = path.slice(prefix.length);
        if (!/^[a-z0-9-]+\.svg$/.test(name) || !existsSync(join(directory, prefix, name))) {
          request.url = `${prefix}default.svg`;
        }
      }
      next();
    };
  return {
    name: 'category-icon-fallback',
    configureServer: (server) => void server.middlewares.use(fallback(server.config.publicDir)),
    configurePreviewServer: (server) =>
      void server.middlewares.use(
        fallback(resolve(server.config.root, server.config.build.outDir)),
      ),
  };
}

// The built app as production serves it: the Content Security Policy and the other security headers
// of server/security-headers.ts on every response (nginx sends the same). Not on the dev server,
// whose React refresh preamble is an inline script.
function securityHeaders(): Plugin {
  return {
    name: 'security-headers',
    configurePreviewServer: (server) =>
      void server.middlewares.use((request, response, next) => {
        const forwarded = request.headers['x-forwarded-proto'];
        const headers = headersFor({
          encrypted: (request.socket as Partial<TLSSocket>).encrypted === true,
          forwardedProto: Array.isArray(forwarded) ? forwarded[0] : forwarded,
        });
        for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
        next();
      }),
  };
}

export default defineConfig({
  // pageHeads after securityHeaders: the pages it answers carry the same headers.
  // ssrBuild after pwaBuild: the server renderer is built once the browser's build is whole.
  plugins: [
    react(),
    categoryIconFallback(),
    securityHeaders(),
    pageHeads({ bffUrl }),
    pwaBuild(),
    ssrBuild(),
    preloadTrim(),
    productionRouter(),
  ],
  resolve: {
    // `source` first: workspace libs (`@matchbazaar/*`) resolve to their TypeScript source,
    // so the web app needs no prior `tsc -b` of the libs.
    conditions: ['source', ...defaultClientConditions],
  },
  // The server renderer (server/ssr-build.ts): one Node module with every dependency bundled in,
  // and the workspace libs from their source as in the browser's build.
  ssr: {
    noExternal: true,
    target: 'node',
    resolve: { conditions: ['source', ...defaultServerConditions] },
  },
  server: { port, strictPort: true, proxy },
  preview: { port, strictPort: true, proxy },
  build: {
    target: 'es2023',
    // dist/.vite/manifest.json: which chunks each route loads (`npm run bench:bundle` reads it).
    manifest: true,
    // Every browser the es2023 target reaches supports <link rel="modulepreload"> (Safari since
    // 17): the polyfill would only cost the first page's budget.
    // The lazy chunks' preload lists leave out what the entry has loaded (server/preload-trim.ts).
    modulePreload: { polyfill: false, resolveDependencies: trimmedPreloads },
    rolldownOptions: {
      output: {
        // Seven hash characters, not eight: the entry lists every lazy chunk's file name for its
        // preloads, and random hash characters are what gzip cannot shrink (the home page's first
        // load went from 170.1 to 169.7 kB). Rolldown refuses a length too short for the number of
        // chunks, so a build that outgrows seven fails loudly rather than colliding.
        chunkFileNames: 'assets/[name]-[hash:7].js',
        entryFileNames: 'assets/[name]-[hash:7].js',
        assetFileNames: 'assets/[name]-[hash:7][extname]',
        codeSplitting: {
          // React and the router load on every page and change rarely: one long-cached chunk.
          // MUI stays with automatic splitting, so components used only by lazy pages stay lazy.
          groups: [
            {
              name: 'react-vendor',
              test: /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
