import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { seriousViolations } from './support/axe.ts';
import { test } from './support/verified-browser.ts';
import { screenshots } from './support/screenshots.ts';
import { openShopWithOffer, postOpenRequirement } from './support/seed-posts.ts';

import { signedInContext } from './support/signed-in-context.ts';

// Matching (docs/decisions/0027-matching-in-the-worker.md): a seller with a published listing is
// on their dashboard when a buyer posts a requirement it fits; the worker matches it and the lead
// appears live with why it fits; the seller marks it Not relevant and it leaves the Open tab; the
// buyer's requirement page tells how many sellers were notified and why each listing matches.

const t = messages.matching;

test('a fitting requirement reaches the seller live as a lead with its reasons; Not relevant takes it away; the buyer sees who was notified and why', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const seller = await signedInContext(browser, baseURL!, 'matching', 'sell');
  const buyer = await signedInContext(browser, baseURL!, 'matching', 'buy');
  const run = Date.now().toString(36);

  // The seller's shop and a published listing of Lakadong turmeric, in Pune, ₹180 a kg.
  const listingTitle = `Lakadong turmeric powder, high curcumin ${run}`;
  await openShopWithOffer(seller, {
    shop: { name: `Meghalaya Spice Co ${run}`, city: 'Pune', region: 'Maharashtra' },
    photo: { name: 'turmeric.png', rgb: [214, 160, 30] },
    title: listingTitle,
    description:
      'Lakadong turmeric powder from Meghalaya, 7% curcumin, cleaned, ground and packed in 25 kg bags for wholesale buyers.',
    category: 'spices',
    price: { amountMinor: 18_000, unit: 'kg' },
    minOrder: 100,
  });

  // The seller waits on their dashboard. (The listing may already have leads: the demo
  // catalogue's open requirements it fits.)
  await seller.page.goto('/seller');
  // The dashboard's first load is slow on a busy machine.
  await expect(seller.page.getByRole('heading', { name: t.sellerDashboardTitle })).toBeVisible({
    timeout: 30_000,
  });
  await expect(seller.page.getByRole('tab', { name: new RegExp(`^${t.openTab}`) })).toBeVisible();

  // The buyer posts a requirement the listing fits (approved by the run's admin if held).
  const requirementTitle = `Lakadong turmeric powder, 500 kg ${run}`;
  const requirement = await postOpenRequirement(buyer, {
    title: requirementTitle,
    description:
      'High-curcumin Lakadong turmeric powder in 25 kg bags, delivered to our Pune unit within the month.',
    category: 'spices',
    quantity: { amount: 500, unit: 'kg' },
    // ₹80,000 – ₹1,00,000 for the lot.
    budget: { minMinor: 8_000_000, maxMinor: 10_000_000 },
    urgency: 'high',
    city: 'Pune',
    region: 'Maharashtra',
  });

  // The worker matches it and the lead arrives on the open page, without a reload.
  const lead = seller.page.getByTestId('seller-lead').filter({ hasText: requirementTitle });
  await expect(lead).toBeVisible({ timeout: 30_000 });
  await expect(lead.getByText(t.newChip, { exact: true })).toBeVisible();
  await expect(lead.getByRole('link', { name: listingTitle })).toBeVisible();
  const why = lead.getByTestId('match-reasons');
  await expect(why.getByText(t.whyLead)).toBeVisible();
  await expect(why.getByText(t.reasons.sameCategory('Spices'))).toBeVisible();
  // The listing's price against the buyer's budget.
  await expect(why.getByText(/^₹180 \/ kg, (inside|below) the buyer's budget$/)).toBeVisible();
  expect(await seriousViolations(seller.page)).toEqual([]);
  await screenshots(seller.page, testInfo, 'seller-leads');

  // Submit Proposal opens the proposal form for that requirement, right here.
  await lead.getByRole('button', { name: messages.home.submitProposal }).click();
  const form = seller.page.getByRole('dialog', { name: messages.proposals.formTitle });
  await expect(form).toBeVisible();
  await expect(form.getByLabel(new RegExp(`^${messages.proposals.quantityLabel}`))).toHaveValue(
    '500',
  );
  await form.getByRole('button', { name: messages.proposals.cancel }).click();
  await expect(form).toBeHidden();

  // Not relevant: the lead leaves the Open tab, with the catalogue's word on it.
  await lead.getByRole('button', { name: t.notRelevant }).click();
  await expect(seller.page.getByText(t.leadDismissed)).toBeVisible();
  await expect(lead).toHaveCount(0);
  // It waits under Not relevant.
  await seller.page.getByRole('tab', { name: t.dismissedTab }).click();
  await expect(
    seller.page.getByTestId('seller-lead').filter({ hasText: requirementTitle }),
  ).toBeVisible();

  // The buyer's requirement page: how many sellers were notified, and why each listing matches.
  await buyer.page.goto(`/marketplace/requirement/${requirement.id}`);
  await expect(buyer.page.getByRole('heading', { name: t.matchesTitle })).toBeVisible({
    timeout: 30_000,
  });
  await expect(buyer.page.getByTestId('sellers-notified')).toHaveText(/[1-9]\d* sellers? notified/);
  const match = buyer.page.getByTestId('requirement-match').filter({ hasText: listingTitle });
  await expect(match).toBeVisible();
  await expect(match.getByText(t.whyMatch)).toBeVisible();
  await expect(match.getByText(t.notifiedChip, { exact: true })).toBeVisible();
  await expect(match.getByText(/^\d{1,3}% match$/)).toBeVisible();
  expect(await seriousViolations(buyer.page)).toEqual([]);
  await screenshots(buyer.page, testInfo, 'requirement-matches');

  await buyer.context.close();
  await seller.context.close();
});
