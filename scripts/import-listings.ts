// `npm run import -- --file F.csv|F.jsonl --shop <shop id or address> [--dry-run]`: imports a
// file of listings into one shop (docs/product/marketplace.md, bulk import), with the rules and
// report of the sellers' own upload. DATABASE_URL and REDIS_URL when set; else the machine's (or
// the embedded) PostgreSQL and Redis that `npm start` uses. Needs the built BFF (`npm run build`).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { devSecrets } from './system/dev-secrets.ts';
import { resolvePostgres } from './system/postgres.ts';
import { resolveRedis } from './system/redis.ts';

const root = path.resolve(import.meta.dirname, '..');
const cli = path.join(root, 'apps/bff/dist/marketplace/listing-import/import-cli.js');
const { values } = parseArgs({
  options: {
    file: { type: 'string' },
    shop: { type: 'string' },
    'dry-run': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

if (!values.file || !values.shop)
  fail('Usage: npm run import -- --file F.csv|F.jsonl --shop <shop id or address> [--dry-run]');
if (!existsSync(values.file)) fail(`No file ${values.file}.`);
if (!existsSync(cli)) fail('Build the BFF first: npm run build');

const dataDir = path.join(root, '.data');
const [postgres, redis] = await Promise.all([
  resolvePostgres({ dataDir, databaseUrl: process.env.DATABASE_URL, databaseName: 'matchbazaar' }),
  resolveRedis({ dataDir, redisUrl: process.env.REDIS_URL }),
]);
try {
  const secrets = devSecrets(dataDir);
  const code = await new Promise<number>((resolve) => {
    const child = spawn(process.execPath, [cli], {
      cwd: path.join(root, 'apps/bff'),
      env: {
        ...secrets,
        ...process.env,
        NODE_ENV: process.env.NODE_ENV ?? 'development',
        LOG_LEVEL: 'warn',
        DATABASE_URL: postgres.url,
        REDIS_URL: redis.url,
        REDIS_PREFIX: process.env.REDIS_PREFIX ?? 'mb',
        IMPORT_FILE: path.resolve(values.file!),
        IMPORT_SHOP: values.shop,
        IMPORT_DRY_RUN: String(values['dry-run']),
      },
      stdio: 'inherit',
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  process.exitCode = code;
} finally {
  await Promise.all([postgres.stop(), redis.stop()]);
}
