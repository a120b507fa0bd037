// React Router publishes one build per mode, but its package's exports name only the development
// one, whose checks and warnings run in every browser (a profile of the listing page's takeover
// showed its path matching among the costliest functions). The production build of the app takes
// the production files instead; the dev server keeps the warnings.
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const require = createRequire(import.meta.url);
const dist = path.join(
  path.dirname(require.resolve('react-router/package.json')),
  'dist/production',
);

export function productionRouter(): Plugin {
  return {
    name: 'production-router',
    apply: 'build',
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: path.join(dist, 'index.mjs') },
          { find: /^react-router\/dom$/, replacement: path.join(dist, 'dom-export.mjs') },
        ],
      },
    }),
  };
}
