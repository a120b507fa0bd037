// `npm run launch`: switches the site to live, which starts the one launch broadcast, then
// follows its progress until every subscriber is served. Safe to run again: it finds the same
// broadcast and only re-queues anyone still owed a message.
//   --url <BFF or web address>   default: BFF_URL, else the running `npm start`
//   --no-wait                    return once the broadcast has started
// The operator token comes from OPERATOR_TOKEN, else from .data/dev-secrets.json.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { findRunning } from './system/running.ts';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = path.join(root, '.data');
const { values } = parseArgs({
  options: { url: { type: 'string' }, 'no-wait': { type: 'boolean', default: false } },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const base =
  values.url ??
  process.env.BFF_URL ??
  findRunning(dataDir)?.api ??
  fail('Nothing to launch: start the system with "npm start", or pass --url <BFF address>.');

const secretsFile = path.join(dataDir, 'dev-secrets.json');
const token =
  process.env.OPERATOR_TOKEN ??
  (existsSync(secretsFile)
    ? (JSON.parse(readFileSync(secretsFile, 'utf8')) as { OPERATOR_TOKEN?: string }).OPERATOR_TOKEN
    : undefined) ??
  fail("Set OPERATOR_TOKEN to the BFF's operator token.");

const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

async function call<T>(method: string, route: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(route, base), {
      method,
      headers,
      ...(body !== undefined && { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    fail(`Could not reach ${base}: ${(error as Error).message}`);
  }
  const answer = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok) fail(`${method} ${route} answered ${response.status}: ${answer.message ?? ''}`);
  return answer;
}

interface Progress {
  status: string;
  total: number;
  queued: number;
  sent: number;
  failed: number;
  skipped: number;
  done: boolean;
}

const { broadcastId } = await call<{ broadcastId: number }>('PUT', '/api/admin/site/mode', {
  mode: 'live',
});
console.log(`The site is live. Launch broadcast #${broadcastId} is running.`);
if (values['no-wait']) process.exit(0);

let line = '';
for (;;) {
  const p = await call<Progress>('GET', `/api/admin/broadcasts/${broadcastId}`);
  const next = `  ${p.status}: ${p.sent} sent, ${p.failed} failed, ${p.skipped} skipped, ${p.queued} queued of ${p.total}`;
  if (next !== line) console.log((line = next));
  if (p.done) break;
  await new Promise((r) => setTimeout(r, 1_000));
}
console.log(`Broadcast #${broadcastId} is done.`);
