import { contentPageText, contentPages, messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { contentPageList, otherPublicPaths, waitForTheApp } from './support/public-pages.ts';
import { test } from './support/verified-browser.ts';

// The public pages (docs/product/site.md): each renders its heading; unknown paths land on /404;
// the privacy and terms tables of contents scroll smoothly and a URL hash is honoured on load.
// The system runs before launch: these tests use a browser that has passed the access gate.

const h1 = (page: Page, name?: string) => page.getByRole('heading', { level: 1, name });

for (const { path, title } of contentPageList) {
  test(`${path} renders its heading "${title}"`, async ({ page }) => {
    await page.goto(path);
    await expect(h1(page, title)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page).toHaveTitle(`${title} · MatchBazaar`);
  });
}

for (const path of otherPublicPaths) {
  test(`${path} renders a heading`, async ({ page }) => {
    await page.goto(path);
    await expect(h1(page)).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  });
}

test('unknown paths, also under content sections and the blog, land on /404', async ({ page }) => {
  for (const path of [
    '/resources/no-such-section',
    '/support/faq/no-such-page',
    '/blog/no-such-post',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/404$/);
    await expect(h1(page, messages.errors.notFoundTitle)).toBeVisible();
  }
});

test('privacy and terms are dated April 15, 2025', async ({ page }) => {
  for (const { path } of [contentPages.privacy, contentPages.terms]) {
    await page.goto(path);
    await expect(page.getByText(`${contentPageText.lastUpdated} April 15, 2025`)).toBeVisible();
  }
});

test('the privacy table of contents scrolls smoothly to its section and puts it in the URL', async ({
  page,
}) => {
  await page.goto(contentPages.privacy.path);
  await waitForTheApp(page);
  const toc = page.getByRole('navigation', { name: contentPageText.onThisPage });
  const link = toc.getByRole('link', { name: 'Children' });
  const section = page.getByRole('heading', { level: 2, name: 'Children' });
  await expect(section).not.toBeInViewport();

  // Smoothly: an instant jump would be done (thousands of pixels) before the click returns; a
  // smooth scroll has barely started then, and arrives on later frames.
  const rightAfterClick = await link.evaluate((anchor: HTMLAnchorElement) => {
    anchor.click();
    return window.scrollY;
  });
  expect(rightAfterClick).toBeLessThan(100);
  await expect(section).toBeInViewport({ timeout: 10_000 });
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

  await expect(page).toHaveURL(/\/privacy#children$/);
  await expect(section).toBeFocused();
  // The table of contents marks the section being read.
  await expect(link).toHaveAttribute('aria-current', 'location');
});

test('a URL hash on load opens the terms at that section', async ({ page }) => {
  await page.goto(`${contentPages.terms.path}#limitation-of-liability`);
  const section = page.getByRole('heading', { level: 2, name: 'Limitation of liability' });
  await expect(section).toBeInViewport();
  await expect(page.getByText('the greater of $100 or the amount you paid us')).toBeInViewport();
  await expect(
    page
      .getByRole('navigation', { name: contentPageText.onThisPage })
      .getByRole('link', { name: 'Dispute resolution' }),
  ).toHaveAttribute('href', '#dispute-resolution');
});

test('the FAQ shows its questions as accordions; a hash opens its question', async ({ page }) => {
  await page.goto(contentPages.faq.path);
  await waitForTheApp(page);
  const question = page.getByRole('button', { name: 'How does escrow protect me?' });
  await expect(question).toHaveAttribute('aria-expanded', 'false');
  await question.click();
  await expect(question).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('licensed payment partner until the buyer confirms')).toBeVisible();

  // Opened afresh from a link to one question (same-document hash changes open it too).
  await page.goto('about:blank');
  await page.goto(`${contentPages.faq.path}#what-is-matchbazaar`);
  const named = page.getByRole('button', { name: 'What is MatchBazaar?' });
  await expect(named).toHaveAttribute('aria-expanded', 'true');
  await expect(named).toBeFocused();
});

test('section pages list their pages, breadcrumbs lead back, and blog posts open', async ({
  page,
}) => {
  // Each click waits for the app: one that landed as the page hydrated once went nowhere.
  await page.goto('/resources/case-studies');
  await waitForTheApp(page);
  await page.getByRole('link', { name: /Success Stories/ }).click();
  await expect(h1(page, 'Success Stories')).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: contentPageText.breadcrumb });
  await crumbs.getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL(/\/resources$/);
  await expect(h1(page, 'Resources')).toBeVisible();

  await page.goto(contentPages.blog.path);
  await waitForTheApp(page);
  await page.getByRole('link', { name: /Escrow, explained in five minutes/ }).click();
  await expect(page).toHaveURL(/\/blog\/escrow-explained$/);
  await expect(h1(page, 'Escrow, explained in five minutes')).toBeVisible();
});

test('content pages fit a 360 px screen without scrolling sideways', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of [
    contentPages.privacy.path,
    contentPages.cookies.path,
    '/resources/templates-tools/calculators',
    '/resources/templates-tools/downloadable-templates',
    '/resources/documentation/api-reference',
  ]) {
    await page.goto(path);
    await expect(h1(page)).toBeVisible();
    // The page's own content (the site header is the layout's); wide tables scroll in their
    // own focusable region instead of widening the page.
    const tooWide = await page.evaluate(() =>
      [...document.querySelectorAll('article *')]
        .filter((el) => !el.closest('.table-scroll'))
        .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((el) => el.tagName),
    );
    expect({ path, tooWide }).toEqual({ path, tooWide: [] });
  }
});
