import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  categoriesResponseSchema,
  feedResponseSchema,
  messages,
  siteAccessCookie,
} from '@matchbazaar/contracts';
import { findCategory, taxonomy } from '@matchbazaar/taxonomy';
import { createApp } from '../../app.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { testBffEnv } from '../../testing/test-env.js';

const CODE = 'listings-test-code-123';

describe('the home feed and the taxonomy (real PostgreSQL and Redis, site in prelaunch)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;
  let accessCookie = '';

  beforeAll(async () => {
    // The feed reads real records: the demo catalogue gives it 1,500 listings and 300 requirements.
    const env = await testBffEnv('homefeed', {
      SITE_MODE: 'prelaunch',
      SITE_ACCESS_CODE: CODE,
      DEMO_CATALOGUE: 'true',
    });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
    const verified = await app.inject({
      method: 'POST',
      url: '/api/access/verify',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ code: CODE }),
    });
    const cookie = verified.cookies.find((c) => c.name === siteAccessCookie);
    accessCookie = `${siteAccessCookie}=${cookie?.value ?? ''}`;
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const get = (url: string, cookie: string | null = accessCookie) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const listings = async (query: string) => {
    const res = await get(`/api/v1/listings${query}`);
    expect(res.statusCode).toBe(200);
    const body = feedResponseSchema.parse(res.json());
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
    }
    expect(await listings('?limit=50')).toHaveLength(50);
  });

  it('shows a seller offer as published, with its photo, place and currency', async () => {
    const [offer] = await listings('?type=seller&limit=1');
    expect(offer).toMatchObject({ type: 'seller' });
    expect(offer?.imageUrl).toMatch(/^\/api\/v1\/images\/[0-9a-f-]{36}\/card\.webp$/);
    expect(offer?.location).toMatch(/^[A-Z][\w ]+, [\w ]+$/);
    expect(['USD', 'INR']).toContain(offer?.currency);
    expect(offer).not.toHaveProperty('urgency');
    const photo = await get(offer!.imageUrl);
    expect(photo.statusCode).toBe(200);
  });

  it('shows a buyer request with its urgency, its budget as the price, and a cover drawing', async () => {
    const [request] = await listings('?type=buyer&limit=1');
    expect(['high', 'medium', 'low']).toContain(request?.urgency);
    expect(request?.price).toBeGreaterThan(0);
    expect(request?.imageUrl).toMatch(/^\/images\/listings\/[a-z-]+\.svg$/);
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
