import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  defaultQuotaSettings,
  listingImportAnswerSchema,
  listingPageAnswerSchema,
  messages,
} from '@matchbazaar/contracts';
import { apiCaller, startCatalogueApp } from '../../testing/catalogue-app.js';
import { SettingsService } from '../../platform/settings/settings.service.js';
import { basmatiListingBody, uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { multipartBody, streamedMultipartBody } from '../../testing/multipart-body.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { signedInSeller } from '../../testing/signed-in-seller.js';

const m = messages.catalogue;
const header = 'sku,title,description,category,price,currency,price_unit,tags,attributes,status';
const row = (sku: string, title: string, price: string) =>
  `${sku},"${title}","${title}: sorted, cleaned and packed in 25 kg bags.",basmati,"${price}",INR,bag,rice;bulk,Grade=A,publish`;

describe('bulk import of listings (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;
  const call = apiCaller(() => app);

  beforeAll(async () => {
    ({ app, stop } = await startCatalogueApp('import'));
  });

  afterAll(async () => {
    await stop?.();
  });

  const upload = (auth: Record<string, string>, csv: string | Buffer, query = '') => {
    const body = multipartBody('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'text/csv');
    return app.inject({
      method: 'POST',
      url: `/api/v1/listings/import${query}`,
      headers: { ...auth, 'content-type': body.contentType },
      payload: body.payload,
    });
  };
  const reportOf = (res: { json: () => unknown }) =>
    listingImportAnswerSchema.parse(res.json()).data.report;

  const seller = () =>
    signedInSeller(app, call, {
      shop: {
        name: 'Import Rice Mills',
        place: { city: 'Karnal', region: 'Haryana', country: 'IN' },
      },
      phone: '+919876543210',
    });

  it('creates listings from valid rows, reports bad ones by row and column, and updates by SKU', async () => {
    const me = await seller();
    const csv = [
      header,
      row('R-1', 'Aged 1121 basmati rice', '1,850'),
      row('R-2', 'Pusa basmati rice, new crop', '1,650.50'),
      'R-3,Rice,too short,unicorns,abc,EUR,bag,,Grade,maybe',
      row('R-1', 'A second row with the same SKU', '10'),
    ].join('\n');

    const checked = await upload(me.auth, csv, '?dryRun=true');
    expect(checked.statusCode).toBe(200);
    expect(reportOf(checked)).toMatchObject({ dryRun: true, rows: 4, created: 2, failed: 2 });
    const none = listingPageAnswerSchema.parse(
      (await call('GET', '/listings/mine', me.auth)).json(),
    );
    expect(none.data.items).toEqual([]);

    const res = await upload(me.auth, csv);
    expect(res.statusCode).toBe(200);
    const report = reportOf(res);
    expect(report).toMatchObject({
      dryRun: false,
      rows: 4,
      created: 2,
      updated: 0,
      failed: 2,
      drafts: 2,
    });
    expect(listingImportAnswerSchema.parse(res.json()).message).toBe(m.importDone(2, 0, 2));
    const bad = report.errors.find((error) => error.row === 3);
    expect(bad?.sku).toBe('R-3');
    expect(bad?.errors.map((error) => error.path)).toEqual(
      expect.arrayContaining([
        'title',
        'description',
        'category',
        'price',
        'currency',
        'attributes',
        'status',
      ]),
    );
    expect(report.errors.find((error) => error.row === 4)?.errors).toEqual([
      { path: 'sku', msg: m.importSkuRepeated },
    ]);

    // Imports carry no photos: asked to publish, a new listing waits as a draft for them.
    const mine = listingPageAnswerSchema.parse(
      (await call('GET', '/listings/mine', me.auth)).json(),
    );
    expect(
      mine.data.items.map((card) => [card.title, card.status, card.price.amountMinor]).sort(),
    ).toEqual([
      ['Aged 1121 basmati rice', 'draft', 185_000],
      ['Pusa basmati rice, new crop', 'draft', 165_050],
    ]);

    // The same file again, one price changed: the SKUs match, nothing is duplicated.
    const again = await upload(
      me.auth,
      [header, row('R-1', 'Aged 1121 basmati rice', '1,900')].join('\n'),
    );
    expect(reportOf(again)).toMatchObject({ created: 0, updated: 1, failed: 0 });
    const after = listingPageAnswerSchema.parse(
      (await call('GET', '/listings/mine', me.auth)).json(),
    );
    expect(after.data.items).toHaveLength(2);
    expect(after.data.items.find((card) => card.title.startsWith('Aged'))?.price.amountMinor).toBe(
      190_000,
    );
  });

  it('refuses buyers, a file that is not CSV, a header without the needed columns, and a huge file', async () => {
    const buyer = await signedInAccount(app, {});
    expect(
      (await upload(buyer.auth, `${header}\n${row('B-1', 'Rice for nothing', '1')}`)).statusCode,
    ).toBe(403);
    const me = await seller();
    const binary = await upload(
      me.auth,
      Buffer.from([0xff, 0xd8, 0xff, 0x00, 0x22, 0x0a, 0x22, 0x22]),
    );
    expect(binary.statusCode).toBe(400);
    const columns = await upload(me.auth, 'name,price\nrice,10\n');
    expect(columns.statusCode).toBe(400);
    expect(apiErrorSchema.parse(columns.json()).message).toBe(
      m.importMissingColumns('sku, title, description, category, currency'),
    );
    const huge = await upload(me.auth, Buffer.alloc(6 * 1024 * 1024, 0x61));
    expect(huge.statusCode).toBe(413);
    expect((await upload({}, `${header}\n`)).statusCode).toBe(401);
  });

  it('a trader without a shop is refused before the file is read', async () => {
    const trader = await signedInAccount(app, { role: 'trader' });
    const body = streamedMultipartBody('file');
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/listings/import',
      headers: { ...trader.auth, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(409);
    expect(apiErrorSchema.parse(res.json()).message).toBe(m.shopRequired);
    expect(body.pulled()).toBeLessThan(512 * 1024);
  });

  it('past the shop listing quota a new row fails with the reason; updates by SKU still apply', async () => {
    const me = await seller();
    const settings = app.get(SettingsService);
    await settings.set('listings.perShopMax', 2);
    try {
      const csv = [
        header,
        row('Q-1', 'Sona masoori rice', '1,200'),
        row('Q-2', 'Kolam rice, aged', '1,300'),
        row('Q-3', 'Idli rice', '900'),
      ].join('\n');
      const first = reportOf(await upload(me.auth, csv));
      expect(first).toMatchObject({ created: 2, failed: 1 });
      expect(first.errors).toEqual([
        { row: 3, sku: 'Q-3', errors: [{ path: 'sku', msg: m.listingQuotaReached(2) }] },
      ]);
      const again = [
        header,
        row('Q-1', 'Sona masoori rice', '1,250'),
        row('Q-4', 'Red rice', '1,000'),
      ];
      const second = reportOf(await upload(me.auth, again.join('\n')));
      expect(second).toMatchObject({ created: 0, updated: 1, failed: 1 });
      // A listing posted on its own meets the same quota.
      const photos = await uploadedPhotos(app, me.id, 1);
      const single = await call(
        'POST',
        '/listings',
        me.auth,
        basmatiListingBody(photos, (lot) => `Basmati rice lot ${lot} past the quota`),
      );
      expect(single.statusCode).toBe(409);
      expect(apiErrorSchema.parse(single.json()).message).toBe(m.listingQuotaReached(2));
    } finally {
      await settings.set('listings.perShopMax', defaultQuotaSettings.listingsPerShop);
    }
  });
});
