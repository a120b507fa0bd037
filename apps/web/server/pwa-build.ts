// The installable app's build (docs/product/installable-app.md): after the client build, writes
// offline.html and bundles src/features/pwa/service-worker/sw.ts into /sw.js with the build's app
// shell (the entry chunk, its static imports and their CSS, the offline page, the manifest and the
// icons) and a version that changes with them. Nothing in development: `vite` registers no worker.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build, defaultClientConditions, type Plugin, type Rolldown } from 'vite';
import { offlinePageHtml } from './offline-page.ts';

const webDir = path.resolve(import.meta.dirname, '..');
const serviceWorkerEntry = path.join(webDir, 'src/features/pwa/service-worker/sw.ts');

/** Files of public/ the shell needs offline; the offline page first (the worker falls back to it). */
const publicShellFiles = [
  '/offline.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/app/icon-192.png',
  '/icons/app/badge-96.png',
];

/** The entry chunk and every chunk it imports statically, with their CSS: what the first page runs. */
function entryClosure(bundle: Rolldown.OutputBundle): string[] {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    const chunk = chunks.get(fileName);
    if (!chunk) return;
    files.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) files.add(css);
    chunk.imports.forEach(visit);
  };
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
  return [...files].sort();
}

export function pwaBuild(): Plugin {
  let outDir = '';
  let shellFiles: string[] = [];
  let offlineHtml = '';
  return {
    name: 'pwa-build',
    // The browser's build only: the server renderer's (ssr-build.ts) has no service worker.
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      const manifest = JSON.parse(
        readFileSync(path.join(webDir, 'public/manifest.webmanifest'), 'utf8'),
      ) as { theme_color: string; background_color: string };
      offlineHtml = offlinePageHtml({
        logoSvg: readFileSync(path.join(webDir, 'public/favicon.svg'), 'utf8'),
        themeColor: manifest.theme_color,
        backgroundColor: manifest.background_color,
      });
      this.emitFile({ type: 'asset', fileName: 'offline.html', source: offlineHtml });
      shellFiles = [...publicShellFiles, ...entryClosure(bundle).map((file) => `/${file}`)];
    },
    async closeBundle() {
      if (shellFiles.length === 0) return;
      const version = createHash('sha256')
        .update(JSON.stringify(shellFiles))
        .update(offlineHtml)
        .update(readFileSync(path.join(webDir, 'public/manifest.webmanifest')))
        .digest('hex')
        .slice(0, 12);
      await build({
        configFile: false,
        root: webDir,
        logLevel: 'warn',
        publicDir: false,
        resolve: { conditions: ['source', ...defaultClientConditions] },
        // As a JSON text: define's object literals lose their arrays.
        define: { __PWA_SHELL__: JSON.stringify(JSON.stringify({ version, files: shellFiles })) },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          target: 'es2023',
          minify: true,
          // A classic script (every browser with push runs those as service workers).
          lib: {
            entry: serviceWorkerEntry,
            formats: ['iife'],
            name: 'matchbazaarServiceWorker',
            fileName: () => 'sw.js',
          },
        },
      });
      // The version, for people reading a deployed /sw.js.
      const file = path.join(outDir, 'sw.js');
      writeFileSync(
        file,
        `/* MatchBazaar service worker ${version} */\n${readFileSync(file, 'utf8')}`,
      );
    },
    configurePreviewServer(server) {
      // Checked again on every navigation, never from the HTTP cache (nginx does the same).
      server.middlewares.use((request, response, next) => {
        const url = request.url?.split('?')[0];
        if (url === '/sw.js' || url === '/offline.html' || url === '/manifest.webmanifest')
          response.setHeader('Cache-Control', 'no-cache');
        next();
      });
    },
  };
}
