// `npm start`: the whole system on this machine. `--e2e` is the end-to-end tests' variant.
// `npm run start:prod` (scripts/start-prod.ts) is the production topology.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { runLauncher } from './system/launcher.ts';
import { forgetRunning, recordRunning } from './system/running.ts';
import { startSystem } from './system/system.ts';

const mode = process.argv.includes('--e2e') ? 'e2e' : 'dev';
const root = path.resolve(import.meta.dirname, '..');

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are not installed: run "npm ci" first, then "npm start".');
  process.exit(1);
}

await runLauncher({
  start: (abort) => startSystem(mode, process.env, abort),
  onStopping: () => {
    if (mode === 'dev') forgetRunning(path.join(root, '.data'));
  },
  onStarted: (system) => {
    const { urls, operator } = system;
    if (mode === 'dev') {
      recordRunning(path.join(root, '.data'), { api: urls.api, web: urls.web, pid: process.pid });
    }
    const lines = [
      `MatchBazaar is running (${mode === 'dev' ? 'development' : 'end-to-end'} mode)`,
      '',
      `  Web app          ${urls.web}`,
      `  API docs         ${urls.docs}`,
      `  Mail inbox       ${urls.inbox ?? '(SMTP_URL points at your own server)'}`,
      `  Queue dashboard  ${urls.queues}   (user "${operator.user}", password ${operator.token})`,
      '',
      '  Go live (opens the site, sends the launch broadcast): npm run launch',
      '  Ctrl-C stops everything it started.',
    ];
    console.log(`\n${lines.join('\n')}\n`);
  },
});
