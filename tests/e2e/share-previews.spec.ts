import {
  formatMoney,
  marketplaceMessages,
  messages,
  type ListingCard,
} from '@matchbazaar/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { waitForTheApp } from './support/public-pages.ts';
import { test, verifiedBrowserState } from './support/verified-browser.ts';

// Findable and shareable (docs/product/findable-pages.md): a listing's HTML as sent carries its
// title, price, photo and schema.org data, for link-preview bots and readers without JavaScript;
// its body is server-rendered and hydrated (docs/decisions/0044-server-rendering.md).
// The run is before launch: these clients carry the access pass (as everyone will after launch),
// and one without it gets only the launch head.

const t = messages.pageHeads;
const bots = [
  'WhatsApp/2.24.6.77 A',
  'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
];

/** A demo listing with a photo and a fixed price, from the search every visitor can run. */
async function aListing(request: APIRequestContext) {
  const res = await request.get('/api/v1/listings/search?sort=newest');
  expect(res.status()).toBe(200);
  const items = ((await res.json()) as { data: { items: ListingCard[] } }).data.items;
  const listing = items.find(
    (item) => item.image !== null && item.price.type === 'fixed' && item.price.amountMinor !== null,
  );
  if (!listing) throw new Error('The demo catalogue has no listing with a photo and a price');
  const money = formatMoney({
    amountMinor: listing.price.amountMinor ?? 0,
    currency: listing.price.currency,
  });
  return { ...listing, money, priceText: t.perUnit(money, listing.price.unit) };
}

const attribute = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(
    html,
  )?.[1];
const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

test("a link-preview bot gets the listing's title, price, photo and Product data", async ({
  page,
  baseURL,
}) => {
  const listing = await aListing(page.request);
  for (const bot of bots) {
    const res = await page.request.get(`/marketplace/listing/${listing.id}`, {
      headers: { 'user-agent': bot, accept: '*/*' },
    });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers()['content-security-policy']).toContain("script-src 'self'");
    const html = await res.text();
    const title = t.title(listing.title);
    expect(unescape(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '')).toBe(title);
    expect(unescape(attribute(html, 'og:title') ?? '')).toBe(title);
    expect(unescape(attribute(html, 'og:description') ?? '')).toContain(listing.priceText);
    expect(unescape(attribute(html, 'description') ?? '')).toContain(listing.place.city);
    expect(attribute(html, 'og:type')).toBe('product');
    expect(attribute(html, 'og:image')).toMatch(
      new RegExp(`^https?://[^/]+/api/v1/images/${listing.image?.id}/share\\.jpg$`),
    );
    expect([attribute(html, 'og:image:width'), attribute(html, 'og:image:height')]).toEqual([
      '1200',
      '630',
    ]);
    expect(attribute(html, 'twitter:card')).toBe('summary_large_image');
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/marketplace\/listing\//);
    // Before launch nothing is indexed, even for those with the pass.
    expect(attribute(html, 'robots')).toBe('noindex');
    const jsonLd = [
      ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
    const product = jsonLd.find((data) => data['@type'] === 'Product');
    expect(product).toMatchObject({
      name: listing.title,
      offers: {
        '@type': 'Offer',
        price: ((listing.price.amountMinor ?? 0) / 100).toFixed(2),
        priceCurrency: listing.price.currency,
        availability: expect.stringMatching(/^https:\/\/schema\.org\//) as unknown,
      },
    });
    expect(jsonLd.some((data) => data['@type'] === 'BreadcrumbList')).toBe(true);
  }
  // The preview's picture is reachable, as a JPEG every preview bot reads.
  const image = await page.request.get(`${baseURL}/api/v1/images/${listing.image?.id}/share.jpg`);
  expect([image.status(), image.headers()['content-type']]).toEqual([200, 'image/jpeg']);
});

test('before launch a bot without the pass gets only the launch head, no sitemap and a closed robots.txt', async ({
  page,
  playwright,
  baseURL,
}) => {
  const listing = await aListing(page.request);
  // Without the pass: the test's own options would give a new request context the saved one.
  const stranger = await playwright.request.newContext({
    baseURL: baseURL ?? '',
    storageState: { cookies: [], origins: [] },
  });
  try {
    const res = await stranger.get(`/marketplace/listing/${listing.id}`, {
      headers: { 'user-agent': bots[1] ?? '', accept: '*/*' },
    });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>MatchBazaar</title>');
    expect(attribute(html, 'robots')).toBe('noindex');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain(listing.id);
    expect(html).not.toContain('application/ld+json');
    const robots = await stranger.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /\n');
    expect((await stranger.get('/sitemap.xml')).status()).toBe(404);
  } finally {
    await stranger.dispose();
  }
});

test('with JavaScript off, a listing page shows its title, price and photo', async ({
  page,
  browser,
}) => {
  const listing = await aListing(page.request);
  const context = await browser.newContext({
    javaScriptEnabled: false,
    storageState: verifiedBrowserState,
  });
  try {
    const noScript = await context.newPage();
    // Whichever variant the srcset picks for this window (the medium one at 1280 px).
    const photo = noScript.waitForResponse((res) =>
      new URL(res.url()).pathname.startsWith(`/api/v1/images/${listing.image?.id}/`),
    );
    await noScript.goto(`/marketplace/listing/${listing.id}`);
    await expect(noScript).toHaveTitle(t.title(listing.title));
    // The app's own page, rendered on the server: in #root, no <noscript> copy of it.
    const root = noScript.locator('#root');
    await expect(root.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
    // The page shows the amount and its unit apart ("$40" and "/ piece").
    await expect(root.getByText(listing.money, { exact: true }).first()).toBeVisible();
    await expect(root.getByText(listing.shop.name).first()).toBeVisible();
    await expect(noScript.locator('noscript')).toHaveCount(0);
    // The site's header and footer are in the HTML as sent too.
    await expect(noScript.getByRole('banner')).toBeVisible();
    await expect(noScript.getByRole('contentinfo')).toBeAttached();
    await expect(noScript.locator('script#server-render-data')).toHaveCount(1);
    const image = root.getByRole('img', { name: listing.title }).first();
    await expect(image).toBeVisible();
    expect((await photo).status()).toBe(200);
    const box = await image.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThan(50);
  } finally {
    await context.close();
  }
});

test('with JavaScript on, the server-rendered listing page is hydrated, not redrawn, and works', async ({
  page,
}) => {
  const listing = await aListing(page.request);
  // The heading as parsed from the HTML, before the app's scripts run: hydration keeps that very
  // element, where a fresh client render would replace it.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as { serverHeading?: Element | null }).serverHeading =
        document.querySelector('#root h1');
    });
  });
  await page.goto(`/marketplace/listing/${listing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: listing.title })).toBeVisible();
  await waitForTheApp(page);
  expect(
    await page.evaluate(() => {
      const kept = (window as { serverHeading?: Element | null }).serverHeading;
      return kept !== null && kept !== undefined && kept === document.querySelector('#root h1');
    }),
  ).toBe(true);
  await expect(page).toHaveTitle(new RegExp(listing.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // Interactive: a button of the page answers (no share sheet here, so the link is copied), and a
  // link navigates in the app. A hydration mismatch would have logged a console error, which
  // fails the test (support/console-watch.ts).
  await page.getByRole('button', { name: marketplaceMessages.share }).click();
  await expect(page.getByText(marketplaceMessages.linkCopied)).toBeVisible();
  await page
    .getByRole('link', { name: /marketplace/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/marketplace/);
});

test('a press before the app has taken the page over is kept and answered once it has', async ({
  page,
}) => {
  const listing = await aListing(page.request);
  // The chunk that takes over a server-rendered page comes 2 s late, as on a slow phone.
  await page.route('**/assets/hydrate-page-*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto(`/marketplace/listing/${listing.id}`, { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).not.toHaveAttribute('data-app', 'ready');
  await page.getByRole('button', { name: marketplaceMessages.share }).click();
  // Held meanwhile (a busy cursor), then answered by the app.
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await expect(page.getByText(marketplaceMessages.linkCopied)).toBeVisible();
});
