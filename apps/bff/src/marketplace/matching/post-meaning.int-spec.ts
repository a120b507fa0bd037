import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  listingImportAnswerSchema,
  listingSearchAnswerSchema,
  requirementAnswerSchema,
} from '@matchbazaar/contracts';
import { madeUpWords } from '../../../../../libs/matching/src/testing/hostile-text.js';
import { healthWhile } from '../../testing/answer-times.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { multipartBody } from '../../testing/multipart-body.js';
import { signedInAccount } from '../../testing/signed-in-account.js';

/**
 * A post's meaning is worked out inside the request that saves it (post-meaning.ts), so text
 * that makes it slow would hold every other request of the process: one 4,990-letter word took
 * 2.2 s to save, and /api/health waited as long.
 */
describe('long words cost a save or a search little (real PostgreSQL and Redis)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;

  beforeAll(async () => {
    s = await startCatalogueApp('meaning');
  });

  afterAll(async () => {
    await s?.stop();
  });

  const requirement = (title: string, description: string) => ({
    title,
    description,
    category: 'basmati',
    quantity: { amount: 500, unit: 'kg' },
    budget: { currency: 'INR' },
    place: { city: 'Delhi', country: 'IN' },
    intent: 'draft',
  });

  it('saves a draft requirement whose description is one 5,000-letter word at once; /api/health answers meanwhile', async () => {
    const buyer = await signedInAccount(s.app);
    // Warm: the first save loads the word vectors.
    expect(
      (
        await s.call(
          'POST',
          '/requirements',
          buyer.auth,
          requirement('Basmati rice in 25 kg bags', 'Basmati rice, 25 kg bags, monthly.'),
        )
      ).statusCode,
    ).toBe(201);

    const { result, workMs, slowestHealthMs } = await healthWhile(s.app, () =>
      s.call(
        'POST',
        '/requirements',
        buyer.auth,
        requirement('Sella rice in 50 kg bags', 'q'.repeat(5_000)),
      ),
    );
    expect(result.statusCode).toBe(201);
    expect(requirementAnswerSchema.parse(result.json()).data.requirement.status).toBe('draft');
    // Generous: both take milliseconds; before the bound the save took 2.2 s and health as long.
    expect(workMs).toBeLessThan(1_000);
    expect(slowestHealthMs).toBeLessThan(1_000);
  });

  it('searches a word that folds into 1,000 letters: an empty page, not an error', async () => {
    // A title word the typo search knows, made of the same letters.
    const buyer = await signedInAccount(s.app);
    const title = `${'\u30a2\u30d1\u30fc\u30c8'.repeat(15)} for rent`;
    const saved = await s.call(
      'POST',
      '/requirements',
      buyer.auth,
      requirement(title, 'x'.repeat(40)),
    );
    expect(saved.statusCode).toBe(201);
    // "㌀" folds into "アパート": 200 of them are one word longer than PostgreSQL's typo search
    // (levenshtein) compares.
    const res = await s.call(
      'GET',
      `/listings/search?q=${encodeURIComponent('\u3300'.repeat(200))}`,
    );
    expect(res.statusCode).toBe(200);
    expect(listingSearchAnswerSchema.parse(res.json()).data.items).toEqual([]);
  });

  it('imports 1,000 rows of made-up words a slice at a time: /api/health answers meanwhile', async () => {
    const seller = await signedInAccount(s.app, { role: 'trader', phone: '+919876543210' });
    const shop = await s.call('PUT', '/shops/mine', seller.auth, {
      name: 'Made-up Words Mills',
      place: { city: 'Karnal', country: 'IN' },
    });
    expect(shop.statusCode).toBe(200);
    const rows = Array.from(
      { length: 1_000 },
      (_, n) =>
        `W-${n},"${madeUpWords(5, 23, n)}","${madeUpWords(120, 23, n + 1)}",basmati,100,INR,bag,rice,Grade=A,draft`,
    );
    const csv = [
      'sku,title,description,category,price,currency,price_unit,tags,attributes,status',
      ...rows,
    ].join('\n');
    const body = multipartBody('file', Buffer.from(csv), 'text/csv', 'listings.csv');

    const { result, slowestHealthMs } = await healthWhile(s.app, () =>
      s.app.inject({
        method: 'POST',
        url: '/api/v1/listings/import',
        headers: { ...seller.auth, 'content-type': body.contentType },
        payload: body.payload,
      }),
    );
    expect(result.statusCode).toBe(200);
    expect(listingImportAnswerSchema.parse(result.json()).data.report).toMatchObject({
      created: 1_000,
      failed: 0,
    });
    // Generous: the rows take seconds of work in all, but between slices of about 10 ms.
    expect(slowestHealthMs).toBeLessThan(1_000);
  });
});
