import AxeBuilder from '@axe-core/playwright';
import { contentPages, messages, resourcesMenu, supportMenu } from '@matchbazaar/contracts';
import { taxonomy } from '@matchbazaar/taxonomy';
import { expect, type Page } from '@playwright/test';
import { waitForTheApp } from './support/public-pages.ts';
import { test } from './support/verified-browser.ts';
import { expectNoSidewaysScroll } from './support/layout.ts';

// The public site's header and footer (docs/product/site.md): the menubar by mouse and by
// keyboard, the drawer menu at 360 px, the shadow after 10 px of scroll, the search and its
// shortcuts, the skip link, and the footer's links and year.
// The system runs before launch: these tests use a browser that has passed the access gate.

const t = messages.site;
const desktop = { width: 1280, height: 800 };

const menubar = (page: Page) => page.getByRole('menubar', { name: t.mainNavigation });
const topItem = (page: Page, name: string) =>
  menubar(page).getByRole('menuitem', { name, exact: true });

test.describe('desktop menubar', () => {
  test.use({ viewport: desktop });

  test('has the six menus of docs/product/site.md, one of them in the tab order', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForTheApp(page);
    const items = menubar(page).locator(':scope > li > [role="menuitem"]');
    await expect(items).toHaveText([
      t.menu.shopByCategory,
      t.menu.exploreLocalStores,
      t.menu.shopDeals,
      t.menu.sellItems,
      t.menu.resources,
      t.menu.support,
    ]);
    await expect(menubar(page).locator('[role="menuitem"][tabindex="0"]')).toHaveCount(1);
    await expect(topItem(page, t.menu.exploreLocalStores)).toHaveAttribute(
      'href',
      '/marketplace/stores',
    );
    await expect(topItem(page, t.menu.shopDeals)).toHaveAttribute(
      'href',
      '/marketplace/shop-deals',
    );
    await expect(topItem(page, t.menu.sellItems)).toHaveAttribute('href', '/seller/post-listing');
  });

  test('Shop by Category opens on hover: 15 groups, each showing its subgroups and categories', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForTheApp(page);
    const trigger = topItem(page, t.menu.shopByCategory);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();

    const groups = page.getByRole('menu', { name: t.menu.shopByCategory });
    await expect(groups).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(groups.getByRole('menuitem')).toHaveCount(15);
    await expect(groups.getByRole('menuitem')).toHaveText(taxonomy.map((g) => g.label));

    const realEstate = taxonomy.find((g) => g.id === 'real-estate')!;
    const group = groups.getByRole('menuitem', { name: realEstate.label });
    await group.hover();
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await expect(group).toHaveAttribute('href', '/marketplace/real-estate');

    const submenu = page.getByRole('menu', { name: realEstate.label });
    await expect(submenu).toBeVisible();
    await expect(
      submenu.getByRole('menuitem', { name: t.allInGroup(realEstate.label) }),
    ).toHaveAttribute('href', '/marketplace/real-estate');
    for (const subgroup of realEstate.subgroups) {
      await expect(
        submenu.getByRole('menuitem', { name: subgroup.label, exact: true }),
      ).toHaveAttribute('href', `/marketplace/real-estate/${subgroup.id}`);
    }
    const category = realEstate.subgroups[0]!.categories[0]!;
    await expect(
      submenu.getByRole('menuitem', { name: category.label, exact: true }),
    ).toHaveAttribute('href', `/marketplace/category/${category.id}`);

    // Leaving the navigation closes the panel.
    await page.mouse.move(640, desktop.height - 4);
    await expect(groups).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('Resources and Support list the sections and pages of docs/product/site.md', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForTheApp(page);
    for (const [name, menu] of [
      [t.menu.resources, resourcesMenu],
      [t.menu.support, supportMenu],
    ] as const) {
      await topItem(page, name).click();
      const panel = page.getByRole('menu', { name });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('menuitem', { name: menu.title, exact: true })).toHaveAttribute(
        'href',
        menu.path,
      );
      for (const section of menu.sections) {
        const group = panel.getByRole('group', { name: section.title });
        await expect(
          group.getByRole('menuitem', { name: section.title, exact: true }),
        ).toHaveAttribute('href', section.path);
        for (const child of section.pages) {
          await expect(
            group.getByRole('menuitem', { name: child.title, exact: true }),
          ).toHaveAttribute('href', child.path);
        }
      }
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
    }
  });

  test('the menubar works from the keyboard (WAI-ARIA menubar)', async ({ page }) => {
    await page.goto('/');
    await waitForTheApp(page);
    const trigger = topItem(page, t.menu.shopByCategory);
    await trigger.focus();

    // Down opens the panel on its first group; arrows move, Right enters the group's submenu.
    await page.keyboard.press('ArrowDown');
    const groups = page.getByRole('menu', { name: t.menu.shopByCategory });
    const [first, second] = taxonomy;
    await expect(groups.getByRole('menuitem', { name: first!.label })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const secondItem = groups.getByRole('menuitem', { name: second!.label });
    await expect(secondItem).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp'); // wraps to the last group
    await expect(groups.getByRole('menuitem', { name: taxonomy.at(-1)!.label })).toBeFocused();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowDown');
    await expect(secondItem).toBeFocused();

    await page.keyboard.press('ArrowRight');
    const submenu = page.getByRole('menu', { name: second!.label });
    await expect(
      submenu.getByRole('menuitem', { name: t.allInGroup(second!.label) }),
    ).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(
      submenu.getByRole('menuitem', { name: second!.subgroups[0]!.label, exact: true }),
    ).toBeFocused();

    // Escape steps back out: to the group, then closes the panel onto its trigger.
    await page.keyboard.press('Escape');
    await expect(secondItem).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(groups).toBeHidden();
    await expect(trigger).toBeFocused();

    // Along the menubar: Right, End, Enter opens Support on its first item.
    await page.keyboard.press('ArrowRight');
    await expect(topItem(page, t.menu.exploreLocalStores)).toBeFocused();
    await expect(topItem(page, t.menu.exploreLocalStores)).toHaveAttribute('tabindex', '0');
    await expect(trigger).toHaveAttribute('tabindex', '-1');
    await page.keyboard.press('End');
    await expect(topItem(page, t.menu.support)).toBeFocused();
    await page.keyboard.press('Enter');
    const support = page.getByRole('menu', { name: t.menu.support });
    await expect(support.getByRole('menuitem', { name: supportMenu.title })).toBeFocused();

    // Left at the panel's edge moves to the previous menubar item and opens its panel.
    await page.keyboard.press('ArrowLeft');
    await expect(topItem(page, t.menu.resources)).toBeFocused();
    await expect(page.getByRole('menu', { name: t.menu.resources })).toBeVisible();

    // Tab leaves the menubar and closes the panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('menu', { name: t.menu.resources })).toBeHidden();
  });

  test('the skip link is the first stop and moves focus to the main content', async ({ page }) => {
    await page.goto('/');
    await waitForTheApp(page);
    await expect(page.getByRole('banner')).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: t.skipToContent });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main-content')).toBeFocused();
    await expect(page.locator('main')).toHaveCount(1);
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);
  });

  test('signed out: Log in and Sign up', async ({ page }) => {
    await page.goto('/');
    await waitForTheApp(page);
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: t.logIn })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    await expect(banner.getByRole('link', { name: t.signUp })).toHaveAttribute(
      'href',
      '/auth/register',
    );
  });
});

test('the header gains its shadow after 10 px of scroll and loses it back at the top', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  await waitForTheApp(page);
  const header = page.getByRole('banner');
  const shadow = () => header.evaluate((el) => getComputedStyle(el).boxShadow);

  await expect(header).toHaveAttribute('data-scrolled', 'false');
  expect(await shadow()).toBe('none');

  await page.evaluate(() => window.scrollTo(0, 10));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.evaluate(() => window.scrollTo(0, 11));
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  await expect.poll(shadow).not.toBe('none');
  // Sticky: still at the top of the window.
  expect((await header.boundingBox())?.y).toBe(0);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(header).toHaveAttribute('data-scrolled', 'false');
});

test('the search box and the popular shortcuts lead to /marketplace/browse?q=', async ({
  page,
}) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  await waitForTheApp(page);
  const search = page.getByRole('banner').getByRole('search');
  // A combobox: it suggests as one types (marketplace.spec.ts walks the suggestions).
  const box = search.getByRole('combobox', { name: t.searchLabel });
  await expect(box).toHaveAttribute('placeholder', t.searchPlaceholder);
  // The same request without JavaScript: GET /marketplace/browse with q.
  await expect(search).toHaveAttribute('action', '/marketplace/browse');
  await expect(box).toHaveAttribute('name', 'q');

  const popular = page.getByRole('navigation', { name: t.popularSearchesLabel });
  for (const label of t.popular) {
    await expect(popular.getByRole('link', { name: label })).toHaveAttribute(
      'href',
      `/marketplace/browse?${new URLSearchParams({ q: label }).toString()}`,
    );
  }

  // Submitting opens the browse page with the words (nav-items.spec.ts checks the URL it builds).
  await box.fill('basmati rice');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/marketplace\/browse\?q=basmati(\+|%20)rice$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Results for “basmati rice”' }),
  ).toBeVisible();
});

test.describe('mobile menu at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('a menu button opens a drawer with the search and every menu; Escape closes it', async ({
    page,
  }) => {
    await page.goto('/');
    await waitForTheApp(page);
    await expect(menubar(page)).toBeHidden();
    // Nothing sticks out sideways at 360 px.
    await expectNoSidewaysScroll(page);

    // By label, not role: while the drawer is open, the page behind it is hidden from the
    // accessibility tree.
    const open = page.getByLabel(t.openMenu);
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await open.click();
    const drawer = page.getByRole('dialog', { name: t.mobileMenu });
    await expect(drawer).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    await expect(drawer.getByRole('combobox', { name: t.searchLabel })).toBeVisible();

    const categories = drawer.getByRole('button', { name: t.menu.shopByCategory });
    await expect(categories).toHaveAttribute('aria-expanded', 'false');
    await categories.click();
    await expect(categories).toHaveAttribute('aria-expanded', 'true');
    for (const group of taxonomy) {
      await expect(drawer.getByRole('button', { name: group.label, exact: true })).toBeVisible();
    }
    const vehicles = taxonomy.find((g) => g.id === 'vehicles')!;
    await drawer.getByRole('button', { name: vehicles.label, exact: true }).click();
    await expect(drawer.getByRole('link', { name: t.allInGroup(vehicles.label) })).toHaveAttribute(
      'href',
      '/marketplace/vehicles',
    );
    const subgroup = vehicles.subgroups[0]!;
    await expect(drawer.getByRole('link', { name: subgroup.label, exact: true })).toHaveAttribute(
      'href',
      `/marketplace/vehicles/${subgroup.id}`,
    );
    await expect(
      drawer.getByRole('link', { name: subgroup.categories[0]!.label, exact: true }),
    ).toHaveAttribute('href', `/marketplace/category/${subgroup.categories[0]!.id}`);

    await drawer.getByRole('button', { name: t.menu.support }).click();
    const tickets = supportMenu.sections.find((s) => s.id === 'tickets')!;
    await expect(
      drawer.getByRole('link', { name: tickets.pages[0]!.title, exact: true }),
    ).toHaveAttribute('href', tickets.pages[0]!.path);
    await expect(drawer.getByRole('link', { name: t.menu.sellItems })).toHaveAttribute(
      'href',
      '/seller/post-listing',
    );

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    // Following a link closes the drawer.
    await open.click();
    await page
      .getByRole('dialog', { name: t.mobileMenu })
      .getByRole('link', { name: t.menu.exploreLocalStores })
      .click();
    await expect(page.getByRole('dialog', { name: t.mobileMenu })).toBeHidden();
  });
});

test('the footer links to every page of docs/product/site.md, the social networks, and shows the year', async ({
  page,
}) => {
  await page.goto('/');
  await waitForTheApp(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: contentPages.privacy.title })).toHaveAttribute(
    'href',
    '/privacy',
  );
  const hrefs = await footer
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  for (const path of [
    '/',
    '/about',
    '/contact',
    '/privacy',
    '/terms',
    '/team',
    '/careers',
    '/blog',
    '/guides',
    '/faq',
    '/support',
    '/cookies',
    '/about/trust-and-safety',
    '/help/cookies',
    '/help/data-requests',
    '/help/security',
  ]) {
    expect(hrefs, path).toContain(path);
  }
  const s = messages.social;
  for (const name of [s.x, s.facebook, s.instagram, s.linkedin]) {
    const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }
  await expect(footer).toContainText(messages.common.copyright(new Date().getFullYear()));
});

test('pages outside the site layout have no site chrome', async ({ page }) => {
  await page.goto('/launch');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('menubar')).toHaveCount(0);
  await expect(page.locator('main')).toHaveCount(1);
});

/** axe-core on what is open now: serious and critical WCAG 2.1 A/AA violations. */
async function seriousViolations(page: Page, include: string) {
  const results = await new AxeBuilder({ page })
    .include(include)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

test('the open menus and the drawer have no serious accessibility violations', async ({ page }) => {
  await page.setViewportSize(desktop);
  await page.goto('/');
  await waitForTheApp(page);
  for (const name of [t.menu.shopByCategory, t.menu.resources]) {
    await topItem(page, name).click();
    await expect(page.getByRole('menu', { name })).toBeVisible();
    expect(await seriousViolations(page, 'header')).toEqual([]);
    await page.keyboard.press('Escape');
  }

  await page.setViewportSize({ width: 360, height: 740 });
  await page.getByLabel(t.openMenu).click();
  const drawer = page.getByRole('dialog', { name: t.mobileMenu });
  await drawer.getByRole('button', { name: t.menu.shopByCategory }).click();
  await drawer.getByRole('button', { name: taxonomy[0]!.label, exact: true }).click();
  expect(await seriousViolations(page, '[role="dialog"]')).toEqual([]);
});
