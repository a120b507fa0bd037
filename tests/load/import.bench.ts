// `npm run bench:import [-- --rows N]`: how long a seller's bulk import of N listings (10,000 by
// default) takes through the operators' command (the same service as the upload route), against
// a scratch database seeded with the demo catalogue's shops; then the same file again (every row
// an update by SKU). Prints the time, rows per second and PASS/MISS against the 30 s aim. Needs
// the built BFF (`npm run build`); leaves nothing behind.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { dropDatabase, ensureDatabase } from '../../scripts/system/postgres.ts';
import { deleteKeysWithPrefix } from '../../scripts/system/redis.ts';

const { values } = parseArgs({ options: { rows: { type: 'string', default: '10000' } } });
const rows = Number(values.rows);
if (!Number.isInteger(rows) || rows < 1 || rows > 10_000) {
  console.error('usage: npm run bench:import -- [--rows N] (1 to 10,000)');
  process.exit(2);
}
const AIM_SECONDS = 30;
const root = path.resolve(import.meta.dirname, '../..');
const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const run = randomBytes(4).toString('hex');
const dbName = `mb_bench_import_${run}`;
const prefix = `mbbench:${run}`;

/** N listings over a few agriculture categories, each with its SKU, tags and attributes. */
function csvOf(count: number): string {
  const categories = ['basmati', 'rice', 'spices', 'tea', 'coffee', 'fresh-vegetables'];
  const lines = [
    'sku,title,description,category,price,currency,price_unit,min_order_quantity,tags,attributes,status',
  ];
  for (let i = 0; i < count; i++) {
    const category = categories[i % categories.length]!;
    lines.push(
      `BENCH-${i},"Bulk ${category} lot ${i}","Lot ${i}: graded, cleaned and packed in 25 kg bags for wholesale buyers.",${category},"${100 + (i % 800)}.50",INR,kg,${10 + (i % 90)},bulk;${category},Grade=A;Lot=${i},publish`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/** Runs the import command; answers the seconds the import itself took (from its report). */
function importOnce(file: string): Promise<{ seconds: number; line: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        path.join(root, 'scripts/import-listings.ts'),
        '--file',
        file,
        '--shop',
        'green-valley-farms',
      ],
      {
        cwd: root,
        env: {
          ...process.env,
          DATABASE_URL: adminUrl.replace(/\/[^/]*$/, `/${dbName}`),
          REDIS_URL: redisUrl,
          REDIS_PREFIX: prefix,
          DEMO_CATALOGUE: 'true',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => {
      const line = out.split('\n').find((l) => l.startsWith('Imported')) ?? '';
      const seconds = Number(/ in ([\d.]+) s:/.exec(line)?.[1]);
      if (code !== 0 || !Number.isFinite(seconds))
        reject(new Error(`import failed (exit ${code}):\n${out}`));
      else resolve({ seconds, line });
    });
  });
}

const dir = await mkdtemp(path.join(tmpdir(), 'mb-import-'));
try {
  await ensureDatabase(adminUrl, dbName);
  const file = path.join(dir, 'listings.csv');
  await writeFile(file, csvOf(rows));
  console.log(
    `bench:import: ${rows.toLocaleString('en-US')} rows into a scratch database (${dbName})`,
  );
  for (const pass of ['create', 'update by SKU'] as const) {
    const { seconds, line } = await importOnce(file);
    const verdict = seconds <= AIM_SECONDS ? 'PASS' : 'MISS';
    console.log(
      `  ${pass.padEnd(13)} ${seconds.toFixed(1).padStart(5)} s  ${Math.round(rows / seconds)
        .toLocaleString('en-US')
        .padStart(7)} rows/s  aim <= ${AIM_SECONDS} s for 10,000: ${verdict}`,
    );
    console.log(`    ${line}`);
  }
} finally {
  await rm(dir, { recursive: true, force: true });
  await dropDatabase(adminUrl, dbName).catch(() => undefined);
  await deleteKeysWithPrefix(redisUrl, prefix).catch(() => 0);
}
