import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  categoriesResponseSchema,
  listingsResponseSchema,
  messages,
  siteAccessCookie,
} from '@matchbazaar/contracts';
import { findCategory, taxonomy } from '@matchbazaar/taxonomy';
import { createApp } from '../app.js';
import { StartupTasks } from '../database/startup-tasks.js';
import { testBffEnv } from '../testing/test-env.js';
import { demoListings } from './demo-listings.js';

const CODE = 'listings-test-code-123';

describe('the listings read API (real PostgreSQL and Redis, site in prelaunch)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;
  let accessCookie = '';
  let seedWindow = { from: 0, to: 0 };

  beforeAll(async () => {
    const env = await testBffEnv('listings', { SITE_MODE: 'prelaunch', SITE_ACCESS_CODE: CODE });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    const from = Date.now();
    await app.get(StartupTasks).migrateAndSeed();
    seedWindow = { from, to: Date.now() };
    const verified = await app.inject({
      method: 'POST',
      url: '/api/access/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code: CODE }),
    });
    const cookie = verified.cookies.find((c) => c.name === siteAccessCookie);
    accessCookie = `${siteAccessCookie}=${cookie?.value ?? ''}`;
  });

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const get = (url: string, cookie: string | null = accessCookie) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const listings = async (query: string) => {
    const res = await get(`/api/v1/listings${query}`);
    expect(res.statusCode).toBe(200);
    const body = listingsResponseSchema.parse(res.json());
    expect(body.message).toBe(messages.listings.loaded);
    return body.data.listings;
  };
  const badRequest = async (query: string) => {
    const res = await get(`/api/v1/listings${query}`);
    expect(res.statusCode).toBe(400);
    return apiErrorSchema.parse(res.json());
  };

  it('stays behind the pre-launch wall for browsers that have not passed the gate', async () => {
    for (const url of ['/api/v1/listings', '/api/v1/listings/categories']) {
      const res = await get(url, null);
      expect(res.statusCode).toBe(403);
      expect(apiErrorSchema.parse(res.json()).message).toBe(messages.api.accessRequired);
    }
  });

  it('answers the whole taxonomy, with where the icons are', async () => {
    const res = await get('/api/v1/listings/categories');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, max-age=3600');
    const body = categoriesResponseSchema.parse(res.json());
    expect(body.message).toBe(messages.listings.categoriesLoaded);
    expect(body.data.groups).toEqual(JSON.parse(JSON.stringify(taxonomy)));
    expect(body.data.groups).toHaveLength(15);
    expect(body.data.groups[0]).toMatchObject({
      id: 'agriculture-food',
      label: 'Agriculture & Food',
    });
    expect(body.data).toMatchObject({
      iconBase: '/icons/categories',
      defaultIcon: '/icons/categories/default.svg',
    });
  });

  it('answers the same bytes every time, with an ETag that earns a 304', async () => {
    const first = await get('/api/v1/listings/categories');
    const again = await get('/api/v1/listings/categories');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const cached = await app.inject({
        method: 'GET',
        url: '/api/v1/listings/categories',
        headers: { cookie: accessCookie, 'if-none-match': ifNoneMatch },
      });
      expect(cached.statusCode).toBe(304);
      expect(cached.payload).toBe('');
      expect(cached.headers.etag).toBe(etag);
    }
    const stale = await app.inject({
      method: 'GET',
      url: '/api/v1/listings/categories',
      headers: { cookie: accessCookie, 'if-none-match': '"stale"' },
    });
    expect(stale.statusCode).toBe(200);
    // The wall still comes first: no pass, no 304 either.
    const walled = await app.inject({
      method: 'GET',
      url: '/api/v1/listings/categories',
      headers: { 'if-none-match': etag },
    });
    expect(walled.statusCode).toBe(403);
  });

  it('lists 10 by default, of both types, newest first, in taxonomy categories', async () => {
    const all = await listings('');
    expect(all).toHaveLength(10);
    expect(new Set(all.map((l) => l.type))).toEqual(new Set(['buyer', 'seller']));
    const times = all.map((l) => Date.parse(l.postedDate));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.filter((l) => !findCategory(l.category))).toEqual([]);
  });

  it('filters by type and limits, as the home page asks (2 per type)', async () => {
    for (const type of ['buyer', 'seller'] as const) {
      const two = await listings(`?type=${type}&limit=2`);
      expect(two).toHaveLength(2);
      expect(two.every((l) => l.type === type)).toBe(true);
      const newest = demoListings
        .filter((l) => l.type === type)
        .sort((a, b) => a.ageMinutes - b.ageMinutes)
        .slice(0, 2)
        .map((l) => l.title);
      expect(two.map((l) => l.title)).toEqual(newest);
    }
    expect(await listings('?limit=50')).toHaveLength(demoListings.length);
    expect(await listings('?limit=1&type=seller')).toHaveLength(1);
  });

  it('dates the demo listings back from when the seed ran (demo-listings.spec.ts reads them)', async () => {
    const all = await listings('?limit=50');
    for (const demo of demoListings) {
      const posted = Date.parse(all.find((l) => l.title === demo.title)?.postedDate ?? '');
      const ageMs = demo.ageMinutes * 60_000;
      expect(posted).toBeGreaterThanOrEqual(seedWindow.from - ageMs);
      expect(posted).toBeLessThanOrEqual(seedWindow.to - ageMs);
    }
  });

  it('sends prices as numbers and leaves out what a listing does not have', async () => {
    const all = await listings('?limit=50');
    const ghee = all.find((l) => l.category === 'ghee');
    expect(ghee).toMatchObject({ price: 18, type: 'seller', location: 'Jaipur, Rajasthan' });
    expect(ghee).not.toHaveProperty('urgency');
    const house = all.find((l) => l.category === 'houses');
    expect(house).toMatchObject({ price: 489000, urgency: 'high' });
    expect(house?.tags).toEqual(['for sale', '3 bed', '2 bath']);
    expect(house?.imageUrl).toBe('/images/listings/residential.svg');
  });

  it('ignores query parameters it does not know', async () => {
    expect(await listings('?type=buyer&limit=3&_=123')).toHaveLength(3);
  });

  it.each([
    ['?type=admin', messages.listings.invalidType],
    ['?type=', messages.listings.invalidType],
    ['?type=buyer&type=seller', messages.listings.invalidType],
    ['?limit=0', messages.listings.invalidLimit],
    ['?limit=51', messages.listings.invalidLimit],
    ['?limit=ten', messages.listings.invalidLimit],
    ['?limit=2.5', messages.listings.invalidLimit],
    ['?limit=-3', messages.listings.invalidLimit],
    ['?limit=1&limit=2', messages.listings.invalidLimit],
  ])('refuses %s with a 400 and its catalogue text', async (query, message) => {
    const body = await badRequest(query);
    expect(body.message).toBe(message);
    expect(body.errors[0]?.msg).toBe(message);
  });
});
