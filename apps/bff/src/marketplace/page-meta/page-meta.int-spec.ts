import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorCodes,
  apiErrorSchema,
  listingAnswerSchema,
  pageMetaAnswerSchema,
  requirementAnswerSchema,
  siteAccessCookie,
  type PageMeta,
} from '@matchbazaar/contracts';
import { SiteModeService } from '../../platform/site/site-mode.service.js';
import { startCatalogueApp, type ApiCall } from '../../testing/catalogue-app.js';
import { onionRequirementBody } from '../../testing/catalogue-fixtures.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { signedInSeller, type SignedInSeller } from '../../testing/signed-in-seller.js';

const base = 'https://mb.test';
const CODE = 'page-meta-code-123';
/** Files of 2 URLs, so a handful of posts spans several files. */
const perFile = 2;

let lots = 0;
const listingBody = (imageIds: string[], extra: Record<string, unknown> = {}) => ({
  title: `Organic basmati rice, lot ${++lots} <2% broken`,
  description:
    'Aged basmati rice from the Himalayan foothills, packed in 25 kg bags. Broken < 2% & moisture < 12%.',
  category: 'rice',
  price: { type: 'fixed', amountMinor: 9_500, currency: 'INR', unit: 'kg' },
  minOrder: { quantity: 100, unit: 'kg' },
  availability: 'in_stock',
  condition: 'new',
  imageIds,
  tags: ['basmati'],
  place: { city: 'Pune', country: 'IN' },
  intent: 'publish',
  ...extra,
});

/** Schema.org's required fields for a Product with an Offer (what rich results need). */
function expectValidProduct(data: Record<string, unknown>) {
  expect(data['@context']).toBe('https://schema.org');
  expect(data['@type']).toBe('Product');
  expect(typeof data.name).toBe('string');
  const offers = data.offers as Record<string, unknown>;
  expect(offers['@type']).toBe('Offer');
  expect(offers.price).toMatch(/^\d+\.\d{2}$/);
  expect(offers.priceCurrency).toMatch(/^[A-Z]{3}$/);
  expect(offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|OutOfStock|MadeToOrder)$/);
}

describe('public page heads, robots.txt and the sitemap (real PostgreSQL and Redis)', () => {
  let app: NestFastifyApplication;
  let call: ApiCall;
  let stop: () => Promise<void>;
  let seller: SignedInSeller;
  const published: string[] = [];
  let paused: string;
  let closed: string;
  let hidden: string;
  let pending: string;
  let requirement: string;
  let closedRequirement: string;

  beforeAll(async () => {
    ({ app, call, stop } = await startCatalogueApp('page_meta', {
      env: { PUBLIC_URL: base, SITEMAP_URLS_PER_FILE: String(perFile), SITE_ACCESS_CODE: CODE },
    }));
    seller = await signedInSeller(app, call, {
      shop: { name: 'Green Valley Farms', place: { city: 'Pune', country: 'in' } },
      phone: '+919876543210',
      photos: 2,
    });
    const post = async (extra: Record<string, unknown> = {}) => {
      const res = await call('POST', '/listings', seller.auth, listingBody(seller.images, extra));
      expect({ status: res.statusCode, body: res.statusCode === 201 ? '' : res.body }).toEqual({
        status: 201,
        body: '',
      });
      return listingAnswerSchema.parse(res.json()).data.listing.id;
    };
    for (let i = 0; i < 5; i++) published.push(await post());
    paused = await post();
    closed = await post();
    hidden = await post();
    pending = await post();
    const em = app.get(EntityManager).fork();
    // As the lifecycle leaves them (a hidden post keeps the status it goes back to).
    const setStatus = (id: string, status: string, table = 'listing') =>
      em
        .getConnection()
        .execute(`update "${table}" set "status" = ?, "hidden_status" = ? where "id" = ?`, [
          status,
          status === 'hidden' ? 'published' : null,
          id,
        ]);
    await setStatus(paused, 'paused');
    await setStatus(closed, 'closed');
    await setStatus(hidden, 'hidden');
    await setStatus(pending, 'pending_review');
    const buyer = await signedInAccount(app, { role: 'user' });
    const postRequirement = async (title: string) => {
      const res = await call('POST', '/requirements', buyer.auth, onionRequirementBody({ title }));
      expect(res.statusCode).toBe(201);
      return requirementAnswerSchema.parse(res.json()).data.requirement.id;
    };
    requirement = await postRequirement('Need 2 tonnes of red onions');
    closedRequirement = await postRequirement('Need 5 tonnes of potatoes');
    await setStatus(closedRequirement, 'closed', 'requirement');
  });

  afterAll(async () => {
    await stop?.();
  });

  const meta = async (path: string, cookie?: string) => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/v1/public/page-meta?path=${encodeURIComponent(path)}`,
      headers: cookie ? { cookie } : {},
    });
    expect(res.statusCode).toBe(200);
    return pageMetaAnswerSchema.parse(res.json()).data;
  };
  const ofType = (page: PageMeta, type: string) =>
    page.jsonLd.find((item) => item['@type'] === type);
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('gives a listing its own title, description with price and place, canonical, photo and Product data', async () => {
    const id = published[0]!;
    const page = await meta(`/marketplace/listing/${id}`);
    expect(page.status).toBe(200);
    expect(page.robots).toBe('index');
    expect(page.title).toMatch(/^Organic basmati rice, lot \d+ <2% broken · MatchBazaar$/);
    expect(page.description).toContain('₹95 / kg');
    expect(page.description).toContain('Pune, IN');
    expect(page.canonicalUrl).toBe(`${base}/marketplace/listing/${id}`);
    expect(page.ogType).toBe('product');
    // The preview is a 1200 x 630 JPEG card of the first photo, which every preview bot reads.
    expect(page.image).toMatchObject({
      url: `${base}/api/v1/images/${seller.images[0]}/share.jpg`,
      width: 1200,
      height: 630,
    });
    const product = ofType(page, 'Product')!;
    expect(product.image).toEqual([`${base}/api/v1/images/${seller.images[0]}/large.webp`]);
    expectValidProduct(product);
    expect(product).toMatchObject({
      offers: {
        price: '95.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        seller: { name: 'Green Valley Farms' },
      },
    });
    const crumbs = ofType(page, 'BreadcrumbList')!;
    const items = crumbs.itemListElement as { name: string; position: number }[];
    expect(items.map((item) => item.position)).toEqual(items.map((_, i) => i + 1));
    expect(items[0]?.name).toBe('Home');
    expect(items.at(-1)?.name).toBe(page.title.replace(' · MatchBazaar', ''));
    expect(page.body?.lines).toContain('₹95 / kg');
    expect(page.body?.image?.url).toBe(`${base}/api/v1/images/${seller.images[0]}/large.webp`);
    // The first photo, which the page server preloads in the size the gallery will take.
    const photo = `/api/v1/images/${seller.images[0]}`;
    expect(page.leadPhoto?.url).toBe(`${photo}/large.webp`);
    expect(page.leadPhoto?.srcset).toMatch(
      new RegExp(`^${photo}/thumb\\.webp \\d+w, ${photo}/card\\.webp \\d+w`),
    );
  });

  it('shows a paused listing, saying so, and answers 410 for a closed one and 404 for hidden and pending ones', async () => {
    const shown = await meta(`/marketplace/listing/${paused}`);
    expect(shown.status).toBe(200);
    expect(shown.description).toMatch(/Paused/);
    expect(shown.body?.lines.some((line) => line.startsWith('Paused'))).toBe(true);
    expectValidProduct(ofType(shown, 'Product')!);
    expect(ofType(shown, 'Product')).toMatchObject({
      offers: { availability: 'https://schema.org/OutOfStock' },
    });
    for (const [id, status] of [
      [closed, 410],
      [hidden, 404],
      [pending, 404],
      ['00000000-0000-4000-8000-000000000000', 404],
      ['not-an-id', 404],
    ] as const) {
      const page = await meta(`/marketplace/listing/${id}`);
      expect({ id, status: page.status, robots: page.robots }).toEqual({
        id,
        status,
        robots: 'noindex',
      });
      expect(page.jsonLd).toEqual([]);
      expect(page.body).toBeNull();
      expect(page.title).not.toMatch(/basmati/);
    }
    expect((await meta(`/marketplace/requirement/${closedRequirement}`)).status).toBe(410);
  });

  it('gives home Organization and WebSite with a SearchAction, and a category its breadcrumbs and ItemList', async () => {
    const home = await meta('/');
    expect(home.canonicalUrl).toBe(`${base}/`);
    expect(ofType(home, 'Organization')).toMatchObject({ name: 'MatchBazaar', url: `${base}/` });
    expect(ofType(home, 'WebSite')).toMatchObject({
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: `${base}/marketplace/browse?q={search_term_string}` },
      },
    });
    const rice = await meta('/marketplace/category/rice');
    expect(rice.title).toBe('Rice · MatchBazaar');
    expect(rice.canonicalUrl).toBe(`${base}/marketplace/category/rice`);
    expect(rice.description).toContain('5 listings');
    const list = ofType(rice, 'ItemList')!;
    const listed = (list.itemListElement as { url: string }[]).map((item) => item.url);
    expect(listed.sort()).toEqual(
      published.map((id) => `${base}/marketplace/listing/${id}`).sort(),
    );
    expect(ofType(rice, 'BreadcrumbList')).toBeDefined();
    const group = await meta('/marketplace/agriculture-food');
    expect(group.status).toBe(200);
    expect(ofType(group, 'ItemList')).toBeDefined();
    expect((await meta('/marketplace/no-such-group')).status).toBe(404);
    expect((await meta('/marketplace/category/no-such-category')).status).toBe(404);
  });

  it('gives shops, requirements and content pages their heads, and private pages none of their own', async () => {
    const shop = await meta(`/marketplace/shop/${seller.shopSlug}`);
    expect(shop.title).toBe('Green Valley Farms · MatchBazaar');
    expect(shop.canonicalUrl).toBe(`${base}/marketplace/shop/${seller.shopSlug}`);
    const byId = await meta(`/marketplace/shop/${seller.shopId}`);
    expect(byId.canonicalUrl).toBe(shop.canonicalUrl);
    const need = await meta(`/marketplace/requirement/${requirement}`);
    expect(need.title).toBe('Need 2 tonnes of red onions · MatchBazaar');
    expect(need.description).toContain('Mumbai');
    expect((await meta('/about')).title).toBe('About MatchBazaar · MatchBazaar');
    expect((await meta('/contact')).canonicalUrl).toBe(`${base}/contact`);
    for (const path of ['/dashboard', '/marketplace/saved', '/login']) {
      const page = await meta(path);
      expect({ path, robots: page.robots, canonical: page.canonicalUrl }).toEqual({
        path,
        robots: 'noindex',
        canonical: null,
      });
    }
    const bad = await app.inject({ method: 'GET', url: '/api/v1/public/page-meta?path=nope' });
    expect(bad.statusCode).toBe(400);
  });

  it('lists exactly the published listings, open requirements, shops and pages in files of at most SITEMAP_URLS_PER_FILE', async () => {
    const robots = await get('/api/v1/public/robots.txt');
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain(`Sitemap: ${base}/sitemap.xml`);
    expect(robots.body).not.toMatch(/^Disallow: \/$/m);
    const index = await get('/api/v1/public/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(index.headers['cache-control']).toMatch(/max-age=\d+/);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    const listingFiles = files.filter((f) => f.includes('/sitemaps/listings-'));
    expect(listingFiles).toHaveLength(Math.ceil(published.length / perFile));
    const urls: string[] = [];
    const lastmods: string[] = [];
    for (const file of files) {
      expect(file.startsWith(`${base}/sitemaps/`)).toBe(true);
      const res = await get(`/api/v1/public/sitemaps/${file.slice(`${base}/sitemaps/`.length)}`);
      expect(res.statusCode).toBe(200);
      const locs = [
        ...res.body.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g),
      ];
      expect(locs.length).toBeGreaterThan(0);
      expect(locs.length).toBeLessThanOrEqual(perFile);
      for (const loc of locs) {
        urls.push(loc[1] ?? '');
        if (!file.includes('/pages-')) lastmods.push(loc[2] ?? '');
      }
    }
    const listed = (prefix: string) =>
      urls
        .filter((url) => url.startsWith(`${base}${prefix}`))
        .map((url) => url.slice(`${base}${prefix}`.length));
    expect(listed('/marketplace/listing/').sort()).toEqual([...published].sort());
    expect(listed('/marketplace/requirement/')).toEqual([requirement]);
    expect(listed('/marketplace/shop/')).toEqual([seller.shopSlug]);
    expect(urls).toContain(`${base}/`);
    expect(urls).toContain(`${base}/marketplace/category/rice`);
    expect(urls).toContain(`${base}/about`);
    expect(new Set(urls).size).toBe(urls.length);
    for (const lastmod of lastmods) expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    expect((await get('/api/v1/public/sitemaps/listings-nope.xml')).statusCode).toBe(404);
    expect(
      (await get('/api/v1/public/sitemaps/listings-ffffffff-ffff-4fff-bfff-ffffffffffff.xml'))
        .statusCode,
    ).toBe(404);
  });

  it('before launch hides heads from anyone without the pass, serves no sitemap and shuts robots out', async () => {
    await app.get(SiteModeService).set('prelaunch');
    try {
      const walled = await app.inject({
        method: 'GET',
        url: `/api/v1/public/page-meta?path=${encodeURIComponent(`/marketplace/listing/${published[0]}`)}`,
      });
      expect(walled.statusCode).toBe(403);
      expect(apiErrorSchema.parse(walled.json()).code).toBe(apiErrorCodes.siteAccessRequired);
      expect(walled.body).not.toContain('basmati');
      const robots = await get('/api/v1/public/robots.txt');
      expect(robots.statusCode).toBe(200);
      expect(robots.body).toBe('User-agent: *\nDisallow: /\n');
      const index = await get('/api/v1/public/sitemap.xml');
      expect(index.statusCode).toBe(404);
      expect(index.body).not.toContain('listing');
      const file = await get(`/api/v1/public/sitemaps/listings-${[...published].sort()[0]}.xml`);
      expect(file.statusCode).toBe(404);
      // Someone who passed the gate sees the page's head, never indexed.
      const verified = await app.inject({
        method: 'POST',
        url: '/api/access/verify',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ code: CODE }),
      });
      const cookie = verified.cookies.find((c) => c.name === siteAccessCookie);
      const page = await meta(
        `/marketplace/listing/${published[0]}`,
        `${siteAccessCookie}=${cookie?.value}`,
      );
      expect(page.status).toBe(200);
      expect(page.robots).toBe('noindex');
    } finally {
      await app.get(SiteModeService).set('live');
    }
  });
});
