// The server renderer's build (docs/decisions/0044-server-rendering.md): after the browser's build,
// bundles src/entry-server.tsx for Node into a folder beside it (`<outDir>-ssr`, never served as a
// file), with every dependency inside, so the page server (page-head/serve.ts) needs no
// node_modules. Every `vite build` (npm run build, the end-to-end system, the containers) makes both.
import path from 'node:path';
import { build, type Plugin } from 'vite';

const webDir = path.resolve(import.meta.dirname, '..');

/** Where the server renderer of a browser build in `outDir` goes. */
export function ssrOutDir(outDir: string): string {
  return `${path.resolve(outDir)}-ssr`;
}

/** The bundle's file name in that folder. */
export const ssrEntryFile = 'entry-server.js';

export function ssrBuild(): Plugin {
  let outDir = '';
  let mode = 'production';
  return {
    name: 'ssr-build',
    apply: (_config, env) => env.command === 'build' && env.isSsrBuild !== true,
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
    },
    async closeBundle() {
      await build({
        configFile: path.join(webDir, 'vite.config.ts'),
        root: webDir,
        mode,
        logLevel: 'warn',
        publicDir: false,
        build: {
          ssr: path.join(webDir, 'src/entry-server.tsx'),
          outDir: ssrOutDir(outDir),
          emptyOutDir: true,
          copyPublicDir: false,
          manifest: false,
          minify: false,
          rolldownOptions: {
            output: {
              entryFileNames: ssrEntryFile,
              chunkFileNames: 'chunks/[name]-[hash].js',
              assetFileNames: 'assets/[name]-[hash][extname]',
            },
          },
        },
      });
    },
  };
}
