import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { apiErrorSchema, messages } from '@matchbazaar/contracts';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { encodeCursor } from './keyset-cursor.js';

/**
 * Cursors are opaque, but anyone can make one: each kind's values out of the range its column
 * holds (a negative offset, 1e300 where PostgreSQL compares a bigint, a year past 9999, a 19-digit
 * notification id past bigint) must be a 400 with the cursor's text, never a 500.
 */
describe('hand-made cursors (real PostgreSQL and Redis)', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let auth: Record<string, string>;
  const id = randomUUID();
  const cursor = (values: unknown[]) =>
    encodeCursor(values as (string | number)[]).replace(/=+$/, '');

  beforeAll(async () => {
    s = await startCatalogueApp('hand_made_cursors');
    auth = (await signedInAccount(s.app, { role: 'user' })).auth;
  });

  afterAll(async () => {
    await s?.stop();
  });

  const refusedAsCursor = async (url: string, method: 'GET' | 'POST' = 'GET', body?: unknown) => {
    const res = await s.call(method, url, auth, body);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 400 });
    return apiErrorSchema.parse(res.json()).message;
  };

  it.each([
    ['a negative offset', '/shops?cursor=', [-5]],
    ['an offset of 1e300', '/shops?cursor=', [1e300]],
    ['a fractional offset', '/shops?cursor=', [2.5]],
    ['the newest order at 1e300 µs', '/listings/search?sort=newest&cursor=', [1e300, id]],
    ['a price of 1e300', '/listings/search?sort=price_asc&cursor=', [1e300, id]],
    ['a fractional price', '/requirements/search?sort=budget_desc&cursor=', [1.5, id]],
    ['a rank with no uuid', '/listings/search?q=rice&sort=relevance&cursor=', [0.5, 'x']],
    ['a time past 9999', '/saved-listings?cursor=', ['+275760-09-13T00:00:00.000Z', id]],
    ['a time before 1970', '/saved-listings?cursor=', ['-271821-04-20T00:00:00.000Z', id]],
    ['a time that is no time', '/saved-listings?cursor=', ['yesterday', id]],
    ['a time keyset with a number', '/saved-listings?cursor=', [1e300, id]],
    ['an empty array', '/listings/search?cursor=', []],
  ])('refuses %s with a 400 naming the cursor', async (_label, url, values) => {
    const message = await refusedAsCursor(`${url}${cursor(values)}`);
    expect(message).toBe(messages.catalogue.cursorInvalid);
  });

  it.each([
    ['notifications cursor', 'GET', '/notifications?cursor=9999999999999999999', 400],
    ['notifications after', 'GET', '/notifications?after=9999999999999999999', 400],
    ['transactions before', 'GET', '/transactions?before=9999999999999999999', 400],
    // A path id that cannot be one names nothing.
    ['notification path id', 'POST', '/notifications/9999999999999999999/read', 404],
  ] as const)(
    "refuses a row id (%s) past PostgreSQL's bigint as bad input",
    async (_name, method, url, status) => {
      const res = await s.call(method, url, auth);
      expect(res.statusCode).toBe(status);
      expect(apiErrorSchema.parse(res.json()).message).toBeTruthy();
    },
  );

  it('refuses upTo past bigint in the body, and takes the largest bigint', async () => {
    const message = await refusedAsCursor('/notifications/seen', 'POST', {
      upTo: '9999999999999999999',
    });
    expect(message).toBeTruthy();
    const largest = await s.call('POST', '/notifications/seen', auth, {
      upTo: '9223372036854775807',
    });
    expect(largest.statusCode).toBeLessThan(300);
  });

  it('still takes the cursors the server hands out', async () => {
    const res = await s.call(
      'GET',
      `/listings/search?sort=newest&cursor=${cursor([Date.now() * 1000, id])}`,
      auth,
    );
    expect(res.statusCode).toBe(200);
    const shops = await s.call('GET', `/shops?cursor=${cursor([20])}`, auth);
    expect(shops.statusCode).toBe(200);
  });
});
