import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';
import { test } from './support/verified-browser.ts';

// The preview server sends the Content Security Policy (apps/web/server/security-headers.ts):
// the pages a visitor meets first must run under it without the browser refusing anything.

/** Records every refusal the page's policy makes (the browser fires securitypolicyviolation). */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

test('home and sign-in run under the Content Security Policy with nothing refused', async ({
  page,
}) => {
  const violations = await recordViolations(page);
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(response?.headers()['x-content-type-options']).toBe('nosniff');

  // The lazily loaded sections (emotion's styles, the listings' images) and the footer.
  await page.keyboard.press('End');
  await expect(page.getByTestId('recent-opportunities').getByTestId('listing-card')).toHaveCount(2);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/auth/login');
  await expect(
    page.getByRole('button', { name: messages.auth.login.submit, exact: true }),
  ).toBeVisible();
  expect(await violations()).toEqual([]);
});
