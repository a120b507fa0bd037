// `npm start`: the whole system on this machine. `--e2e` is the end-to-end tests' variant.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { say } from './system/log.ts';
import { killEveryOwnGroup } from './system/processes.ts';
import { forgetRunning, recordRunning } from './system/running.ts';
import { startSystem } from './system/system.ts';

const mode = process.argv.includes('--e2e') ? 'e2e' : 'dev';
const root = path.resolve(import.meta.dirname, '..');

if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are not installed: run "npm ci" first, then "npm start".');
  process.exit(1);
}

let stopping = false;
let firstSignalAt = 0;
const starting = new AbortController();
const startup = startSystem(mode, process.env, starting.signal);

async function shutdown(reason: string, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  const began = Date.now();
  say(`${reason}: stopping everything ...`);
  if (mode === 'dev') forgetRunning(path.join(root, '.data'));
  // Still starting: what has started stops now, and startSystem gives up at its next step.
  starting.abort();
  await startup.then(
    (system) => system.stop(),
    () => undefined,
  );
  say(`stopped in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
  process.exit(code);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // A second Ctrl-C while stopping means "now". Not one within a second of the first: under
    // `npm start` the terminal's SIGINT arrives twice (npm forwards the one it got as well).
    if (stopping && Date.now() - firstSignalAt > 1000) {
      killEveryOwnGroup();
      process.exit(130);
    }
    firstSignalAt ||= Date.now();
    void shutdown(signal === 'SIGINT' ? 'Ctrl-C' : signal, 0);
  });
}

try {
  const system = await startup;
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
  // Stopped during start-up: shutdown() is already on it, and the launcher exits when it is done.
  if (!stopping) {
    // A clear sentence, never a stack trace: the errors raised here are written for people.
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    await shutdown('start-up failed', 1);
  }
}
