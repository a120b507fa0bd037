import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  listingAnswerSchema,
  messages,
  reportAnswerSchema,
  reportQueueAnswerSchema,
  shopAnswerSchema,
} from '@matchbazaar/contracts';
import { AuditLog } from '../../platform/audit/audit-log.service.js';
import { apiCaller, startCatalogueApp } from '../../testing/catalogue-app.js';
import { uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { signedInAccount } from '../../testing/signed-in-account.js';

const m = messages.catalogue;

describe('reports of posts and shops (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;
  let listingId = '';
  let draftId = '';
  let shopId = '';
  let sellerId = '';

  const call = apiCaller(() => app);

  beforeAll(async () => {
    ({ app, stop } = await startCatalogueApp('reports'));
    const seller = await signedInAccount(app, { role: 'trader', phone: '+919876543210' });
    sellerId = seller.id;
    const shop = await call('PUT', '/shops/mine', seller.auth, {
      name: 'Reported Goods',
      place: { city: 'Pune', country: 'IN' },
    });
    shopId = shopAnswerSchema.parse(shop.json()).data.shop.id;
    const [photo] = await uploadedPhotos(app, seller.id, 1);
    const body = (intent: string, title: string) => ({
      title,
      description: 'Genuine leather wallets, hand stitched, in brown and black.',
      category: 'handbags',
      price: { type: 'fixed', amountMinor: 90_000, currency: 'INR', unit: 'piece' },
      minOrder: { quantity: 1, unit: 'piece' },
      imageIds: intent === 'publish' ? [photo] : [],
      intent,
    });
    listingId = listingAnswerSchema.parse(
      (await call('POST', '/listings', seller.auth, body('publish', 'Leather wallets'))).json(),
    ).data.listing.id;
    draftId = listingAnswerSchema.parse(
      (await call('POST', '/listings', seller.auth, body('draft', 'Draft wallets'))).json(),
    ).data.listing.id;
  });

  afterAll(async () => {
    await stop?.();
  });

  it('files a report once per person and target, and staff see it with its title and reporter', async () => {
    const buyer = await signedInAccount(app, { lastName: 'Reporter' });
    const report = { targetKind: 'listing', targetId: listingId, reason: 'counterfeit' };
    const first = await call('POST', '/reports', buyer.auth, report);
    expect(first.statusCode).toBe(201);
    const filed = reportAnswerSchema.parse(first.json());
    expect(filed.message).toBe(m.reportReceived);
    const again = reportAnswerSchema.parse(
      (await call('POST', '/reports', buyer.auth, report)).json(),
    );
    expect(again.data.report.id).toBe(filed.data.report.id);

    const support = await signedInAccount(app, { role: 'support' });
    const queue = reportQueueAnswerSchema.parse(
      (await call('GET', '/reports', support.auth)).json(),
    );
    expect(queue.data.reports).toContainEqual(
      expect.objectContaining({
        targetId: listingId,
        targetTitle: 'Leather wallets',
        reason: 'counterfeit',
        reporter: { id: buyer.id, name: 'Ada Reporter' },
        author: { id: sellerId, name: expect.any(String) },
      }),
    );
    // Two at once (a double click on two tabs) file one report.
    const twice = await Promise.all([
      call('POST', '/reports', buyer.auth, { ...report, targetKind: 'shop', targetId: shopId }),
      call('POST', '/reports', buyer.auth, { ...report, targetKind: 'shop', targetId: shopId }),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(twice.map((r) => reportAnswerSchema.parse(r.json()).data.report.id)).size).toBe(
      1,
    );
    // Messages are reported through their conversation, not here.
    expect(
      (
        await call('POST', '/reports', buyer.auth, {
          ...report,
          targetKind: 'message',
          targetId: listingId,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', '/reports', buyer.auth)).statusCode).toBe(403);

    // A moderator closes it once; the queue no longer lists it.
    const id = filed.data.report.id;
    expect(
      (await call('POST', `/reports/${id}/decision`, buyer.auth, { outcome: 'dismissed' }))
        .statusCode,
    ).toBe(403);
    const decided = await call('POST', `/reports/${id}/decision`, support.auth, {
      outcome: 'resolved',
    });
    expect(decided.statusCode).toBe(200);
    expect(reportAnswerSchema.parse(decided.json()).data.report.status).toBe('resolved');
    expect(await app.get(AuditLog).about({ kind: 'report', id })).toEqual([
      expect.objectContaining({
        action: 'report.decided',
        actor: expect.objectContaining({ id: support.id, role: 'support' }),
        before: { status: 'open' },
        after: { status: 'resolved' },
      }),
    ]);
    expect(
      (await call('POST', `/reports/${id}/decision`, support.auth, { outcome: 'dismissed' }))
        .statusCode,
    ).toBe(409);
    const open = reportQueueAnswerSchema.parse(
      (await call('GET', '/reports', support.auth)).json(),
    );
    expect(open.data.reports.map((r) => r.id)).not.toContain(id);
    const resolved = reportQueueAnswerSchema.parse(
      (await call('GET', '/reports?status=resolved', support.auth)).json(),
    );
    expect(resolved.data.reports.map((r) => r.id)).toContain(id);
  });

  it('a shop can be reported; a draft or a missing post cannot', async () => {
    const buyer = await signedInAccount(app, {});
    const shop = await call('POST', '/reports', buyer.auth, {
      targetKind: 'shop',
      targetId: shopId,
      reason: 'fraud',
    });
    expect(shop.statusCode).toBe(201);
    for (const targetId of [draftId, '00000000-0000-4000-8000-000000000000']) {
      const res = await call('POST', '/reports', buyer.auth, {
        targetKind: 'listing',
        targetId,
        reason: 'fraud',
      });
      expect(res.statusCode).toBe(404);
      expect(apiErrorSchema.parse(res.json()).message).toBe(m.reportTargetMissing);
    }
  });

  it('needs an account, a known reason and details for "other"', async () => {
    expect(
      (
        await call(
          'POST',
          '/reports',
          {},
          { targetKind: 'shop', targetId: shopId, reason: 'fraud' },
        )
      ).statusCode,
    ).toBe(401);
    const buyer = await signedInAccount(app, {});
    const other = await call('POST', '/reports', buyer.auth, {
      targetKind: 'shop',
      targetId: shopId,
      reason: 'other',
    });
    expect(other.statusCode).toBe(400);
    expect(apiErrorSchema.parse(other.json()).errors).toContainEqual({
      path: 'details',
      msg: m.reportDetailsRequired,
    });
    const bad = await call('POST', '/reports', buyer.auth, {
      targetKind: 'order',
      targetId: shopId,
      reason: 'meh',
    });
    expect(bad.statusCode).toBe(400);
  });
});
