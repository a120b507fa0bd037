// `npm run build`: the server packages (tsc -b) and the web app's production bundle, with its
// server renderer beside it in apps/web/dist-ssr (the build's ssr-build plugin makes both).
import path from 'node:path';
import { logFor } from './system/log.ts';
import { run } from './system/processes.ts';

const root = path.resolve(import.meta.dirname, '..');
await run(
  logFor('build'),
  process.execPath,
  [path.join(root, 'node_modules/typescript/bin/tsc'), '-b'],
  { cwd: root },
);
await run(
  logFor('web'),
  process.execPath,
  [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'],
  {
    cwd: path.join(root, 'apps/web'),
  },
);
