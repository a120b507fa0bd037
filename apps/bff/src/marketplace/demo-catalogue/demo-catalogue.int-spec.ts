import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  listingAnswerSchema,
  listingPageAnswerSchema,
  shopPageAnswerSchema,
} from '@matchbazaar/contracts';
import { createApp } from '../../app.js';
import { StartupTasks } from '../../platform/database/startup-tasks.js';
import { testBffEnv } from '../../testing/test-env.js';

describe('the demo catalogue seed (real PostgreSQL)', () => {
  let app: NestFastifyApplication;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const env = await testBffEnv('democat', { SITE_MODE: 'live', DEMO_CATALOGUE: 'true' });
    cleanup = env.cleanup;
    app = await createApp(env.config);
    await app.get(StartupTasks).migrateAndSeed();
  }, 300_000);

  afterAll(async () => {
    await app?.close();
    await cleanup?.();
  });

  const get = (url: string) => app.inject({ method: 'GET', url: `/api/v1${url}` });

  it('opens the shops, each with published listings that have a photo', async () => {
    const shops = shopPageAnswerSchema.parse((await get('/shops?limit=50')).json()).data;
    expect(shops.shops.length).toBe(40);
    const shop = shops.shops[0]!;
    const page = listingPageAnswerSchema.parse((await get(`/listings/seller/${shop.id}`)).json());
    expect(page.data.items.length).toBeGreaterThan(10);
    const card = page.data.items[0]!;
    expect(card.status).toBe('published');
    expect(card.image).not.toBeNull();
    const photo = await app.inject({ method: 'GET', url: card.image!.urls.card });
    expect(photo.statusCode).toBe(200);
    const detail = listingAnswerSchema.parse((await get(`/listings/${card.id}`)).json());
    expect(detail.data.listing.shopDetails.name).toBe(shop.name);
  });

  it('runs once: a second start adds nothing', async () => {
    await app.get(StartupTasks).migrateAndSeed();
    const shops = shopPageAnswerSchema.parse((await get('/shops?limit=50')).json()).data;
    expect(shops.shops.length).toBe(40);
  });
});
