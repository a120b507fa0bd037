import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  apiErrorSchema,
  listingSearchAnswerSchema,
  listingSearchQuerySchema,
  messages,
  requirementSearchAnswerSchema,
  shopAnswerSchema,
  suggestAnswerSchema,
} from '@matchbazaar/contracts';
import { apiCaller, startCatalogueApp } from '../../testing/catalogue-app.js';
import { uploadedPhotos } from '../../testing/catalogue-fixtures.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { listingTable, PostSearchRepository } from './post-search.repository.js';
import { planSearch, toFacets } from './search-plan.js';

const m = messages.catalogue;

const place = (city: string, latitude: number, longitude: number, country = 'IN') => ({
  city,
  country,
  coordinates: { latitude, longitude },
});
const pune = place('Pune', 18.52, 73.86);
const mumbai = place('Mumbai', 19.08, 72.88);
const austin = place('Austin', 30.27, -97.74, 'US');

/** The listings every case searches (titles chosen for typos, synonyms and prefixes). */
const offers = [
  {
    title: 'Fresh red tomatoes, farm picked',
    category: 'fresh-vegetables',
    price: 40_00,
    place: pune,
  },
  {
    title: 'Organic brinjal from Nashik farms',
    category: 'fresh-vegetables',
    price: 55_00,
    place: mumbai,
  },
  {
    title: 'Apple iPhone 13, 128 GB, sealed',
    category: 'mobiles',
    price: 52_000_00,
    place: mumbai,
    condition: 'new',
  },
  {
    title: 'Refurbished iPhone 12 with warranty',
    category: 'mobiles',
    price: 31_000_00,
    place: pune,
    condition: 'refurbished',
  },
  {
    title: 'Used Tata lorry for sale, 2019',
    category: 'trucks',
    price: 1_450_000_00,
    place: pune,
    condition: 'used',
  },
  {
    title: 'Cotton saree with zari border',
    category: 'sarees',
    price: 2_400_00,
    place: mumbai,
    deal: 3_000_00,
  },
  {
    title: 'Leather cricket balls, tournament grade',
    category: 'cricket',
    price: 900_00,
    place: mumbai,
  },
  {
    title: 'Solar water pump, 2 HP',
    category: 'water-pumps',
    price: 450_00,
    currency: 'USD',
    place: austin,
  },
];

describe('catalogue search (real PostgreSQL)', () => {
  let app: NestFastifyApplication;
  let stop: () => Promise<void>;

  const call = apiCaller(() => app);
  const listings = async (query: string) => {
    const res = await call('GET', `/listings/search?${query}`);
    expect(res.statusCode).toBe(200);
    // Nothing beyond the contract (search internals such as raw rows) leaks out; a later page
    // (by cursor) has neither the count nor the facets, nor what the words were read as.
    const first = query.includes('cursor=') ? [] : ['facets', 'total', 'totalIsEstimate'];
    const worded = !query.includes('cursor=') && /(^|&)q=[^&]/.test(query);
    const counted = worded ? [...first, 'understanding'] : first;
    const keys = Object.keys(res.json<{ data: object }>().data);
    // Related posts come only with a first page of words (a few matches: see its own case).
    const related = worded ? ['related'] : [];
    expect(keys.filter((key) => !related.includes(key)).sort()).toEqual(
      ['items', 'nextCursor', ...counted].sort(),
    );
    return listingSearchAnswerSchema.parse(res.json()).data;
  };
  const titles = async (query: string) => (await listings(query)).items.map((card) => card.title);

  beforeAll(async () => {
    ({ app, stop } = await startCatalogueApp('search'));
    const seller = await signedInAccount(app, { role: 'trader', phone: '+919876543210' });
    const shop = await call('PUT', '/shops/mine', seller.auth, {
      name: 'Search Test Traders',
      place: pune,
      showContact: false,
    });
    expect(shop.statusCode).toBe(200);
    shopAnswerSchema.parse(shop.json());
    for (const offer of offers) {
      const res = await call('POST', '/listings', seller.auth, {
        title: offer.title,
        description: `${offer.title}. Good quality, dispatched within two days.`,
        category: offer.category,
        price: {
          type: 'fixed',
          amountMinor: offer.price,
          currency: offer.currency ?? 'INR',
          unit: 'piece',
        },
        minOrder: { quantity: 1, unit: 'piece' },
        condition: offer.condition ?? null,
        place: offer.place,
        imageIds: await uploadedPhotos(app, seller.id, 1),
        deal: offer.deal
          ? { compareAtMinor: offer.deal, endsAt: new Date(Date.now() + 86_400_000).toISOString() }
          : null,
        intent: 'publish',
      });
      expect(res.statusCode).toBe(201);
    }
    // A draft: never found by anyone's search.
    await call('POST', '/listings', seller.auth, {
      title: 'Secret tomatoes draft',
      description: 'A draft that nobody but its author may see.',
      category: 'fresh-vegetables',
      price: { type: 'fixed', amountMinor: 100, currency: 'INR', unit: 'kg' },
      minOrder: { quantity: 1, unit: 'kg' },
      intent: 'draft',
    });
    const buyer = await signedInAccount(app, { role: 'user' });
    for (const [title, urgency] of [
      ['Need 2 tonnes of tomatoes for our kitchens', 'high'],
      ['Looking for a used truck for deliveries', 'low'],
    ] as const) {
      const res = await call('POST', '/requirements', buyer.auth, {
        title,
        description: `${title}. Please quote with delivery to Pune.`,
        category: title.includes('truck') ? 'trucks' : 'fresh-vegetables',
        quantity: { amount: 2, unit: 'tonne' },
        budget: { minMinor: 1_000_00, maxMinor: 5_000_00, currency: 'INR' },
        urgency,
        place: pune,
        intent: 'publish',
      });
      expect(res.statusCode).toBe(201);
    }
  }, 60_000);

  afterAll(async () => {
    await stop?.();
  });

  it('finds words, prefixes as typed, and not drafts', async () => {
    expect(await titles('q=tomatoes')).toEqual(['Fresh red tomatoes, farm picked']);
    expect(await titles('q=tomat')).toEqual(['Fresh red tomatoes, farm picked']);
    expect(await titles('q=secret')).toEqual([]);
  });

  it('searches the last word as the title words it begins, whole (the prefix index serves it)', async () => {
    const search = app.get(PostSearchRepository);
    expect(await search.completions('tomat', 21)).toEqual(['tomatoes']);
    expect(await search.completions('iphone', 21)).toEqual(['iphone']);
    // LIKE's own characters are plain letters here.
    expect(await search.completions('%', 21)).toEqual([]);
    expect(await search.completions('tom_toes', 21)).toEqual([]);
    // A stem shorter than the word typed ("lorries" is lorri) is still found.
    expect(await titles('q=used+lorr')).toEqual(['Used Tata lorry for sale, 2019']);
    expect(await titles('q=lorries')).toEqual(['Used Tata lorry for sale, 2019']);
    // Two letters begin too many words to list: a prefix, as typed.
    expect(await titles('q=tata+lo')).toEqual(['Used Tata lorry for sale, 2019']);
  });

  it('forgives typos', async () => {
    // Close by trigrams, far by letters: "tournament" is no misspelling of "tomatos".
    expect(await titles('q=tomatos')).toEqual(['Fresh red tomatoes, farm picked']);
    const phones = await titles('q=iphnoe');
    expect(phones).toEqual(
      expect.arrayContaining([
        'Apple iPhone 13, 128 GB, sealed',
        'Refurbished iPhone 12 with warranty',
      ]),
    );
  });

  it('knows Indian and US words for the same thing', async () => {
    expect(await titles('q=eggplant')).toEqual(['Organic brinjal from Nashik farms']);
    expect(await titles('q=truck')).toEqual(['Used Tata lorry for sale, 2019']);
  });

  it('ends a few matches with more from their category, nearest in meaning, and only then', async () => {
    const brinjal = await listings('q=brinjal');
    expect(brinjal.items.map((card) => card.title)).toEqual(['Organic brinjal from Nashik farms']);
    // The category's other live post (never the draft), not the match again.
    expect(brinjal.related?.category).toEqual({
      id: 'fresh-vegetables',
      level: 'category',
      label: 'Fresh Vegetables',
      path: '/marketplace/category/fresh-vegetables',
    });
    expect(brinjal.related?.items.map((card) => card.title)).toEqual([
      'Fresh red tomatoes, farm picked',
    ]);
    // Another order than relevance lists exactly the matches.
    expect((await listings('q=brinjal&sort=newest')).related).toBeUndefined();
    // Without words there is nothing to be near; with no other post in the category, no section.
    expect((await listings('category=fresh-vegetables')).related).toBeUndefined();
    expect((await listings('q=iphone')).related).toBeUndefined();
    // Words that find nothing get nothing alike (should-find-nothing stays empty).
    const nothing = await listings('q=harmonium');
    expect([nothing.items, nothing.related]).toEqual([[], undefined]);
    // The sidebar's filters hold for related posts too.
    expect((await listings('q=brinjal&city=Mumbai')).related).toBeUndefined();
  });

  it('marks the hits in an escaped snippet', async () => {
    const [card] = (await listings('q=tomatoes')).items;
    expect(card?.snippet).toContain('<mark>tomatoes</mark>');
  });

  it('filters by category, price range in a currency, condition, deals, city and distance', async () => {
    expect(await titles('category=mobiles&sort=price_asc')).toEqual([
      'Refurbished iPhone 12 with warranty',
      'Apple iPhone 13, 128 GB, sealed',
    ]);
    expect(await titles('minPrice=10&maxPrice=100&currency=INR&sort=price_asc')).toEqual([
      'Fresh red tomatoes, farm picked',
      'Organic brinjal from Nashik farms',
    ]);
    expect(await titles('condition=used')).toEqual(['Used Tata lorry for sale, 2019']);
    const deals = await listings('deals=true');
    expect(deals.items.map((c) => c.title)).toEqual(['Cotton saree with zari border']);
    expect(deals.items[0]?.deal?.discountPercent).toBe(20);
    expect(await titles('city=austin')).toEqual(['Solar water pump, 2 HP']);
    const near = await listings('near=18.52,73.86&radiusKm=25&sort=distance');
    expect(near.items.length).toBe(3);
    expect(near.items.every((card) => card.place.city === 'Pune')).toBe(true);
    expect(near.items[0]?.distanceKm).toBeLessThan(1);
    // Words near a point take the area as latitude and longitude ranges: the same posts.
    expect(await titles('q=iphone&near=18.52,73.86&radiusKm=25')).toEqual([
      'Refurbished iPhone 12 with warranty',
    ]);
    expect(await titles('q=iphone&near=18.52,73.86&radiusKm=25&sort=distance')).toEqual([
      'Refurbished iPhone 12 with warranty',
    ]);
  });

  it('counts facets that match the results', async () => {
    const all = await listings('limit=50');
    expect(all.total).toBe(offers.length);
    expect(all.totalIsEstimate).toBe(false);
    const facets = all.facets!;
    expect(facets.estimated).toBe(false);
    const groups = Object.fromEntries(facets.groups.map((f) => [f.value, f.count]));
    expect(groups).toMatchObject({ 'agriculture-food': 2, electronics: 2 });
    const mobiles = facets.categories.find((f) => f.value === 'mobiles');
    expect(mobiles?.count).toBe((await listings('category=mobiles')).items.length);
    const cities = Object.fromEntries(facets.cities.map((f) => [f.value, f.count]));
    expect(cities).toMatchObject({ Pune: 3, Mumbai: 4, Austin: 1 });
    expect(facets.priceBuckets).toContainEqual({ value: '0-500', currency: 'INR', count: 2 });
    expect(facets.conditions).toEqual(
      expect.arrayContaining([
        { value: 'new', count: 1 },
        { value: 'used', count: 1 },
      ]),
    );
  });

  it('scales facet counts from a sample and says they are estimates', async () => {
    const search = app.get(PostSearchRepository);
    const plan = planSearch(listingTable, listingSearchQuerySchema.parse({}), new Map(), []);
    const exact = await search.countsOf(listingTable, plan, { totalCap: 10_001, facetSample: 100 });
    expect(exact.facetsEstimated).toBe(false);
    // Counted over the first 4 matches, each count is its share of those 4 applied to them all.
    const sampled = await search.countsOf(listingTable, plan, { totalCap: 10_001, facetSample: 4 });
    expect(sampled.matched).toBe(offers.length);
    expect(sampled.facetsEstimated).toBe(true);
    const groupTotal = sampled.facets
      .filter((row) => row.dimension === 'group')
      .reduce((sum, row) => sum + row.count, 0);
    expect(groupTotal).toBe(offers.length);
    expect(toFacets(sampled.facets, sampled.facetsEstimated).estimated).toBe(true);
  });

  it('reads only the sample of a search the planner expects far past the cap, and says so', async () => {
    const search = app.get(PostSearchRepository);
    await app.get(EntityManager).getConnection().execute('analyze "listing"');
    // What each count statement read: the planner's verdict (taken inside it) and the matches.
    const reads = jest.spyOn(
      search as unknown as {
        matchesAndFacets: (...args: unknown[]) => Promise<{ matched: number; past: boolean }>;
      },
      'matchesAndFacets',
    );
    const lastRead = () => reads.mock.results.at(-1)?.value;
    const plan = planSearch(listingTable, listingSearchQuerySchema.parse({}), new Map(), []);
    try {
      // Every live listing matches: at least 4 times a cap of 2, so a sample of 1 stands for them.
      const past = await search.countsOf(listingTable, plan, { totalCap: 2, facetSample: 1 });
      await expect(lastRead()).resolves.toMatchObject({ past: true, matched: 1 });
      expect(past.matched).toBe(2);
      expect(past.facetsEstimated).toBe(true);
      // Expected below four times the cap: counted.
      const counted = await search.countsOf(listingTable, plan, {
        totalCap: 100,
        facetSample: 1,
      });
      await expect(lastRead()).resolves.toMatchObject({ past: false, matched: offers.length });
      expect(counted.matched).toBe(offers.length);
    } finally {
      reads.mockRestore();
    }
  });

  it.each([
    ['newest first (by the publication column)', 'sort=newest', () => offers.length],
    ['by relevance (by the rank itself)', 'q=iphone', () => undefined],
    ['by a misspelt word (corrected on every page)', 'q=iphnoe', () => undefined],
  ])('pages by cursor without repeats or gaps, %s', async (_order, params, expected) => {
    const seen: string[] = [];
    let cursor: string | null = null;
    const pages: Awaited<ReturnType<typeof listings>>[] = [];
    do {
      const page: Awaited<ReturnType<typeof listings>> = await listings(
        `limit=1&${params}${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...page.items.map((c) => c.id));
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor);
    const [first, ...later] = pages;
    expect(seen).toHaveLength(expected() ?? first!.total!);
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(seen.length);
    // The count and the facets come with the first page only: later ones would repeat them.
    expect(first!.facets).toBeDefined();
    for (const page of later) expect([page.total, page.facets]).toEqual([undefined, undefined]);
  });

  it('pages by the deal end without repeats or gaps, ties to the microsecond included', async () => {
    const em = app.get(EntityManager).fork();
    const before = await em.execute<
      { id: string; deal_ends_at: Date | null; deal_compare_at_minor: string | null }[]
    >(
      `select "id", "deal_ends_at", "deal_compare_at_minor" from "listing" where "status" = 'published'`,
    );
    // Every offer ends at the same time, to the microsecond: the cursor must carry that value
    // back exactly, or the rows tied with a page's last one are skipped or repeated.
    await em.execute(
      `update "listing" set "deal_ends_at" = now() + interval '3 days 0.123456 seconds',
         "deal_compare_at_minor" = coalesce("price_minor", 0) + 100 where "status" = 'published'`,
    );
    try {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: Awaited<ReturnType<typeof listings>> = await listings(
          `limit=1&sort=ending_soon${cursor ? `&cursor=${cursor}` : ''}`,
        );
        seen.push(...page.items.map((c) => c.id));
        cursor = page.nextCursor;
      } while (cursor && seen.length <= before.length);
      expect(seen.sort()).toEqual(before.map((row) => row.id).sort());
    } finally {
      for (const row of before)
        await em.execute(
          `update "listing" set "deal_ends_at" = ?, "deal_compare_at_minor" = ? where "id" = ?`,
          [row.deal_ends_at, row.deal_compare_at_minor, row.id],
        );
    }
  });

  it('searches requirements with urgency and budget', async () => {
    const res = await call('GET', '/requirements/search?q=tomatos&urgency=high');
    expect(res.statusCode).toBe(200);
    const data = requirementSearchAnswerSchema.parse(res.json()).data;
    expect(data.items.map((r) => r.title)).toEqual(['Need 2 tonnes of tomatoes for our kitchens']);
    const lorry = requirementSearchAnswerSchema.parse(
      (await call('GET', '/requirements/search?q=lorry')).json(),
    ).data;
    expect(lorry.items.map((r) => r.title)).toEqual(['Looking for a used truck for deliveries']);
  });

  it('suggests categories and titles as the person types', async () => {
    const res = await call('GET', '/search/suggest?q=tomat');
    expect(res.statusCode).toBe(200);
    const data = suggestAnswerSchema.parse(res.json()).data;
    expect(data.titles.map((t) => t.title)).toEqual(['Fresh red tomatoes, farm picked']);
    const veg = suggestAnswerSchema.parse(
      (await call('GET', '/search/suggest?q=fresh veg')).json(),
    );
    expect(veg.data.categories[0]).toMatchObject({
      id: 'fresh-vegetables',
      level: 'category',
      path: '/marketplace/category/fresh-vegetables',
    });
  });

  it.each([
    ['category=rockets', 'category', m.searchCategoryInvalid],
    ['group=agriculture-food&subgroup=computers', 'subgroup', m.searchSubgroupInvalid],
    ['minPrice=100', 'currency', m.searchCurrencyRequired],
    ['minPrice=9&maxPrice=1&currency=INR', 'minPrice', m.searchPriceInvalid],
    // Empty text is no bound of 0 (a coerced number read it so).
    ['minPrice=&currency=INR', 'minPrice', m.searchPriceInvalid],
    ['maxPrice=1.5&currency=INR', 'maxPrice', m.searchPriceInvalid],
    ['sort=distance', 'near', m.searchDistanceNeedsNear],
    ['near=500,1', 'near', m.searchNearInvalid],
    ['radiusKm=9000&near=1,1', 'radiusKm', m.searchRadiusInvalid],
    ['deals=yes', 'deals', m.searchDealsFlagInvalid],
    ['cursor=bm90LWEtY3Vyc29y', 'cursor', m.cursorInvalid],
    ['sort=cheapest', 'sort', m.sortInvalid],
  ])('a bad filter (%s) is a 400 naming %s', async (query, field, message) => {
    const res = await call('GET', `/listings/search?${query}`);
    expect(res.statusCode).toBe(400);
    const body = apiErrorSchema.parse(res.json());
    expect(body.errors).toContainEqual({ path: field, msg: message });
  });
});
