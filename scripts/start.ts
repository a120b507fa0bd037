// `npm start`: the whole system on this machine. `--e2e` is the end-to-end tests' variant.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { say } from './system/log.ts';
import { forgetRunning, recordRunning } from './system/running.ts';
import { startSystem, type RunningSystem } from './system/system.ts';

const mode = process.argv.includes('--e2e') ? 'e2e' : 'dev';
const root = path.resolve(import.meta.dirname, '..');

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are not installed: run "npm ci" first, then "npm start".');
  process.exit(1);
}

let system: RunningSystem | undefined;
let stopping = false;

async function shutdown(reason: string, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  say(`${reason}: stopping everything ...`);
  if (mode === 'dev') forgetRunning(path.join(root, '.data'));
  await system?.stop();
  say('stopped.');
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second Ctrl-C while stopping means "now".
    if (stopping) process.exit(130);
    void shutdown(signal === 'SIGINT' ? 'Ctrl-C' : signal, 0);
  });
}

try {
  system = await startSystem(mode);
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
  // Processes exit while we stop them on purpose: only an exit before that is a crash.
  const why = await system.crashed;
  if (!stopping) await shutdown(why, 1);
} catch (error) {
  // A clear sentence, never a stack trace: the errors raised here are written for people.
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  await shutdown('start-up failed', 1);
}
