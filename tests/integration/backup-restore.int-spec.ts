import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { listingAnswerSchema, orderAnswerSchema } from '@matchbazaar/contracts';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BFF_CONFIG, type BffConfig } from '../../apps/bff/src/platform/config/bff-config.js';
import { startCatalogueApp } from '../../apps/bff/src/testing/catalogue-app.js';
import {
  basmatiListingBody,
  uploadedPhotos,
} from '../../apps/bff/src/testing/catalogue-fixtures.js';
import { multipartBody } from '../../apps/bff/src/testing/multipart-body.js';
import { tinyImages } from '../../apps/bff/src/identity/users/testing/tiny-images.js';
import { populatedPair } from '../../apps/bff/src/testing/populated-account.js';
import { signedInAccount } from '../../apps/bff/src/testing/signed-in-account.js';
import { signedInSeller } from '../../apps/bff/src/testing/signed-in-seller.js';
import { dropDatabase, withDatabase } from '../../scripts/system/postgres.js';

const root = path.resolve(import.meta.dirname, '../..');

/** What a restore must bring back, read straight from a database. */
async function contents(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const rows = async (sql: string) => (await client.query(sql)).rows as unknown[];
  try {
    return {
      accounts: await rows(`select "id", "email", "role" from "app_user" order by "id"`),
      listings: await rows(`select "id", "title", "status" from "listing" order by "id"`),
      requirements: await rows(`select "id", "title", "status" from "requirement" order by "id"`),
      orders: await rows(
        `select "id", "status", "currency", "total_minor" from "market_order" order by "id"`,
      ),
      // Per currency and kind of account: the sum over every kind is zero by construction.
      ledger: await rows(
        `select a."kind", e."currency", sum(e."amount_minor")::text as "total", count(*)::int as "entries"
         from "ledger_entry" e join "ledger_account" a on a."id" = e."account_id"
         group by a."kind", e."currency" order by a."kind", e."currency"`,
      ),
      profileImages: await rows(
        `select "user_id", md5("bytes") as "md5" from "profile_image" order by "user_id"`,
      ),
      imageVariants: await rows(
        `select "image_id", "variant", md5("bytes") as "md5" from "image_variant" order by "image_id", "variant"`,
      ),
    };
  } finally {
    await client.end();
  }
}

/** One of the scripts as an operator runs it (npm run db:backup / db:restore). */
function script(name: 'backup' | 'restore', args: string[], databaseUrl: string) {
  const result = spawnSync(
    process.execPath,
    [path.join(root, `scripts/database/${name}.ts`), ...args],
    { cwd: root, encoding: 'utf8', env: { ...process.env, DATABASE_URL: databaseUrl } },
  );
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

/**
 * docs/operations/backups.md: a seeded database (accounts with their photos, posts, a paid order
 * and its ledger entries) backed up by `npm run db:backup` and restored by `npm run db:restore`
 * into a new database holds the same.
 */
describe('db:backup and db:restore (real PostgreSQL, the scripts as processes)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let sourceUrl: string;
  const folder = mkdtempSync(path.join(os.tmpdir(), 'mb-backups-'));
  const restoredName = `mb_test_restored_${process.pid}_${Date.now() % 100_000}`;

  beforeAll(async () => {
    s = await startCatalogueApp('backup');
    sourceUrl = s.app.get<BffConfig>(BFF_CONFIG).DATABASE_URL;
    await populatedPair(s.app);
    // A paid order: its payment is in the ledger (buyer payments, escrow).
    const trader = await signedInSeller(s.app, s.call, {
      shop: { name: 'Karnal Rice Backup', place: { city: 'Karnal', country: 'IN' } },
    });
    // A photo uploaded as a seller does: its WebP variants' bytes live in PostgreSQL.
    const photo = multipartBody('file', tinyImages.png, 'image/png');
    const uploaded = await s.app.inject({
      method: 'POST',
      url: '/api/v1/images',
      headers: { ...trader.auth, 'content-type': photo.contentType },
      payload: photo.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const photos = await uploadedPhotos(s.app, trader.id, 1);
    const listing = await s.call(
      'POST',
      '/listings',
      trader.auth,
      basmatiListingBody(photos, (lot) => `Basmati rice lot ${lot} for the backup`, {
        shipping: [{ kind: 'pickup' }],
      }),
    );
    expect(listing.statusCode).toBe(201);
    const listingId = listingAnswerSchema.parse(listing.json()).data.listing.id;
    const buyer = await signedInAccount(s.app);
    const placed = await s.call('POST', `/listings/${listingId}/orders`, buyer.auth, {
      quantity: 100,
      shipping: 'pickup',
    });
    expect(placed.statusCode).toBe(201);
    const { id } = orderAnswerSchema.parse(placed.json()).data.order;
    expect((await s.call('POST', `/orders/${id}/accept`, trader.auth, {})).statusCode).toBe(200);
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };
    expect((await s.call('POST', `/orders/${id}/pay`, buyer.auth, card)).statusCode).toBe(200);
  }, 120_000);

  afterAll(async () => {
    if (sourceUrl) await dropDatabase(withDatabase(sourceUrl, 'postgres'), restoredName);
    await s?.stop();
    rmSync(folder, { recursive: true, force: true });
  });

  it('restores the same accounts, posts, orders, ledger totals and image bytes', async () => {
    const before = await contents(sourceUrl);
    expect(before.accounts.length).toBeGreaterThanOrEqual(4);
    expect(before.listings.length).toBeGreaterThanOrEqual(3);
    expect(before.requirements.length).toBeGreaterThanOrEqual(2);
    expect(before.orders).toHaveLength(1);
    expect(before.ledger.length).toBeGreaterThanOrEqual(2);
    expect(before.profileImages.length).toBeGreaterThanOrEqual(2);
    expect(before.imageVariants.length).toBeGreaterThanOrEqual(1);

    const backup = script('backup', ['--out', folder], sourceUrl);
    expect(backup).toMatchObject({ code: 0 });
    const files = readdirSync(folder);
    expect(files).toEqual([expect.stringMatching(/^mb_test_bff_backup_\w+-\d{8}T\d{6}Z\.dump$/)]);

    const file = path.join(folder, files[0]!);
    const restore = script('restore', [file, '--into', restoredName], sourceUrl);
    expect(restore).toMatchObject({ code: 0 });
    expect(await contents(withDatabase(sourceUrl, restoredName))).toEqual(before);
  }, 120_000);

  it('refuses to restore over a database that holds tables, unless --force', () => {
    const [file] = readdirSync(folder);
    const again = script('restore', [path.join(folder, file!), '--into', restoredName], sourceUrl);
    expect(again.code).toBe(1);
    expect(again.output).toMatch(/already holds tables.*--force/s);
  });

  it('keeps the newest N backups with --keep', () => {
    for (let i = 0; i < 2; i++) {
      // Backups are named by the second.
      spawnSync('sleep', ['1.1']);
      expect(script('backup', ['--out', folder, '--keep', '2'], sourceUrl)).toMatchObject({
        code: 0,
      });
    }
    expect(readdirSync(folder)).toHaveLength(2);
  }, 60_000);
});
