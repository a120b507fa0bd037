import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  accountExportDocumentSchema,
  apiErrorSchema,
  messageResponseSchema,
  messages,
} from '@matchbazaar/contracts';
import { accountExportSections, notExported } from '@matchbazaar/db-schema';
import {
  startMailSink,
  type MailSink,
  type StoredMessage,
} from '../../apps/mail-sink/src/index.js';
import {
  buildWorker,
  startWorkerProcess,
  type WorkerProcess,
} from '../../scripts/system/worker-process.ts';
import { createApp } from '../../apps/bff/src/app.js';
import { BFF_CONFIG, type BffConfig } from '../../apps/bff/src/platform/config/bff-config.js';
import { columnsPointingAtAccounts } from '../../apps/bff/src/testing/account-foreign-keys.js';
import { startCatalogueApp, type ApiCall } from '../../apps/bff/src/testing/catalogue-app.js';
import {
  populatedPair,
  type PopulatedAccount,
} from '../../apps/bff/src/testing/populated-account.js';
import { AccountExportSweeper } from '../../apps/bff/src/identity/account-export/account-export-sweeper.js';

const m = messages.accountData;
const PUBLIC_URL = 'https://matchbazaar.test';

/**
 * "Download my data" end to end on the real parts: the BFF's API, PostgreSQL, Redis, the worker
 * as its own process and an SMTP server.
 */
describe('data exports (BFF, worker process, SMTP sink, real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let config: BffConfig;
  let stop: () => Promise<void>;
  let call: ApiCall;
  let sink: MailSink;
  let worker: WorkerProcess;
  let owner: PopulatedAccount;
  let other: PopulatedAccount;
  /** The owner's mailed download link's token. */
  let token = '';

  beforeAll(async () => {
    buildWorker();
    ({ app, stop, call } = await startCatalogueApp('account_export', { env: { PUBLIC_URL } }));
    config = app.get<BffConfig>(BFF_CONFIG);
    sink = await startMailSink({ smtpPort: 0, httpPort: 0 });
    worker = await startWorkerProcess({
      REDIS_URL: config.REDIS_URL,
      REDIS_PREFIX: config.REDIS_PREFIX,
      DATABASE_URL: config.DATABASE_URL,
      SMTP_URL: sink.smtpUrl,
      SUBSCRIPTION_LINK_SECRET: config.SUBSCRIPTION_LINK_SECRET,
      PUBLIC_URL,
    });
    ({ owner, other } = await populatedPair(app));
  }, 120_000);

  afterAll(async () => {
    await worker?.kill('SIGTERM');
    await sink?.close();
    await stop?.();
  });

  const sql = <T>(query: string, params: unknown[] = []) =>
    app.get(EntityManager).fork().execute<T[]>(query, params);
  const download = (target: NestFastifyApplication, linkToken: string) =>
    target.inject({ method: 'GET', url: `/api/v1/data-exports/${linkToken}` });

  async function mailTo(to: string): Promise<StoredMessage> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      const response = await fetch(`${sink.httpUrl}/api/messages?to=${encodeURIComponent(to)}`);
      const found = ((await response.json()) as StoredMessage[]).find(
        (message) => message.subject === 'Your MatchBazaar data is ready',
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no export mail to ${to}:\n${worker.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }

  it('queues the export once an hour; the worker stores the file and mails a 24-hour link', async () => {
    const res = await call('POST', '/users/me/export', owner.auth);
    expect(res.statusCode).toBe(202);
    expect(messageResponseSchema.parse(res.json())).toEqual({
      success: true,
      message: m.exportRequested,
    });
    const again = await call('POST', '/users/me/export', owner.auth);
    expect(again.statusCode).toBe(429);
    expect(apiErrorSchema.parse(again.json()).message).toBe(m.exportTooSoon);
    expect(Number(again.headers['retry-after'])).toBeGreaterThan(3_000);

    const mail = await mailTo(owner.email);
    const link = new RegExp(`${PUBLIC_URL}/account/data-export/([A-Za-z0-9_-]{43})`).exec(
      mail.text,
    );
    expect(link).not.toBeNull();
    token = link![1]!;
    expect(mail.text).toContain('works for 24 hours');
    // Stored as its hash, never as itself.
    const [row] = await sql<{ token_hash: string; status: string; byte_size: number }>(
      `select "token_hash", "status", "byte_size" from "account_export" where "user_id" = ?`,
      [owner.id],
    );
    expect(row).toMatchObject({ status: 'ready' });
    expect(row!.token_hash).not.toContain(token);
    expect(row!.byte_size).toBeGreaterThan(1_000);
  });

  it("downloads JSON holding the account's records, nobody else's, and no secrets; every BFF serves the same bytes", async () => {
    const res = await download(app, token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="matchbazaar-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.body;
    const document = accountExportDocumentSchema.parse(JSON.parse(text));
    expect(document.accountId).toBe(owner.id);
    const s = document.sections;
    const ids = (section: string, key = 'id') =>
      (s[section] as Record<string, unknown>[]).map((row) => row[key]);

    expect(s.profile).toMatchObject({
      id: owner.id,
      email: owner.email,
      firstName: owner.firstName,
      lastName: owner.lastName,
      phone: owner.phone,
      role: 'trader',
    });
    expect(s.profilePhoto).toMatchObject({ userId: owner.id, contentType: 'image/png' });
    expect(s.shop).toMatchObject({ id: owner.shopId, ownerId: owner.id });
    expect(ids('listings')).toEqual(
      expect.arrayContaining([owner.listingId, owner.draftListingId]),
    );
    expect(ids('listingPhotos', 'imageId')).toEqual(expect.arrayContaining(owner.imageIds));
    expect(ids('requirements')).toEqual(
      expect.arrayContaining([owner.requirementId, owner.draftRequirementId]),
    );
    expect(ids('photos')).toEqual(expect.arrayContaining(owner.imageIds));
    expect(ids('savedListings', 'listingId')).toEqual([other.listingId]);
    expect(ids('recentViews', 'listingId')).toEqual([other.listingId]);
    expect(ids('reportsFiled')).toEqual([owner.reportId]);
    expect(ids('supportTickets')).toEqual([owner.ticketId]);
    expect(ids('contactMessages', 'email')).toEqual([owner.email]);
    expect(ids('subscriptions', 'address').sort()).toEqual([owner.email, owner.phone].sort());
    expect((s.sessions as unknown[]).length).toBeGreaterThan(0);
    expect((s.verificationAndResetLinks as unknown[]).length).toBe(1);
    expect((s.activity as unknown[]).length).toBeGreaterThan(0);
    // The export being made lists itself, without its token's hash or its file.
    expect(ids('dataExports', 'status')).toEqual(['pending']);
    // Every section the file promises is there.
    expect(Object.keys(s)).toEqual(accountExportSections.map((section) => section.name));

    // Nothing of the other account beyond the ids of what this one saved, viewed or reported.
    for (const theirs of [other.email, other.phone, other.firstName, other.lastName, other.id])
      expect(text).not.toContain(theirs);
    // No secret: no password hash, no token or its hash, no stored bytes.
    for (const secret of ['passwordHash', '$argon2', 'tokenHash', 'searchVector', '"bytes"', token])
      expect(text).not.toContain(secret);
    const [hashes] = await sql<{ hashes: string[] }>(
      `select array_agg("token_hash") as "hashes" from "refresh_token" where "user_id" = ?`,
      [owner.id],
    );
    for (const hash of hashes!.hashes) expect(text).not.toContain(hash);

    const second = await createApp(config);
    try {
      const there = await download(second, token);
      expect(there.statusCode).toBe(200);
      expect(there.rawPayload.equals(res.rawPayload)).toBe(true);
    } finally {
      await second.close();
    }
  });

  it('answers 404 for an unknown link, 410 for an expired one; the sweep drops the file, then the row', async () => {
    for (const unknown of ['A'.repeat(43), 'not-a-token', 'x'.repeat(90)]) {
      const res = await download(app, unknown);
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe(m.downloadNotFound);
    }
    await sql(
      `update "account_export" set "expires_at" = now() - interval '1 minute' where "user_id" = ?`,
      [owner.id],
    );
    const expired = await download(app, token);
    expect(expired.statusCode).toBe(410);
    expect(apiErrorSchema.parse(expired.json()).message).toBe(m.downloadExpired);

    const sweeper = app.get(AccountExportSweeper);
    expect(await sweeper.sweep()).toEqual({ files: 1, rows: 0 });
    const [kept] = await sql<{ document: Buffer | null }>(
      `select "document" from "account_export" where "user_id" = ?`,
      [owner.id],
    );
    expect(kept).toEqual({ document: null });
    expect((await download(app, token)).statusCode).toBe(410);
    expect(await sweeper.sweep(Date.now() + 8 * 24 * 60 * 60_000)).toEqual({ files: 0, rows: 1 });
    expect((await download(app, token)).statusCode).toBe(404);
  });

  it('needs a signed-in caller to ask', async () => {
    expect((await call('POST', '/users/me/export')).statusCode).toBe(401);
  });

  it('exports every column that points at an account, or says why not (a new table adds a section)', async () => {
    const handled = [
      ...accountExportSections.flatMap((section) => section.covers),
      ...Object.keys(notExported),
    ];
    expect(handled.sort()).toEqual(await columnsPointingAtAccounts(app));
  });
});
