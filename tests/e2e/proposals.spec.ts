import { messages } from '@matchbazaar/contracts';
import { expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { tinyPdf } from '../../apps/bff/src/testing/tiny-pdf.ts';
import { seriousViolations } from './support/axe.ts';
import { savedAddressThroughApi } from './support/checkout.ts';
import { postOpenRequirement } from './support/seed-posts.ts';
import { test } from './support/verified-browser.ts';
import { screenshots } from './support/screenshots.ts';
import { signedInContext } from './support/signed-in-context.ts';

// Proposals (docs/product/live-marketplace.md, "Proposals"): a seller proposes on a buyer's
// requirement with a PDF quotation (the buyer downloads it), the buyer counter-offers, the seller
// accepts the counter, which closes the deal in that step: the order is placed, and the buyer pays
// next. Two browsers, each following the other's steps on the requirement's page without a reload.

const p = messages.proposals;

test('a seller proposes, the buyer counters, the seller accepts the counter and the deal is closed: each side sees each step live', async ({
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(180_000);
  const buyer = await signedInContext(browser, baseURL!, 'proposals', 'buy');
  const seller = await signedInContext(browser, baseURL!, 'proposals', 'sell');

  // The buyer's requirement (approved by the run's admin if the policy held it) and the seller's shop.
  const requirementTitle = `Turmeric powder, 500 kg ${Date.now().toString(36)}`;
  const requirement = await postOpenRequirement(buyer, {
    title: requirementTitle,
    description: 'High-curcumin turmeric powder in 25 kg bags, delivered to our Mumbai unit.',
    category: 'fresh-vegetables',
    quantity: { amount: 500, unit: 'kg' },
    budget: { minMinor: 500_000, maxMinor: 700_000 },
    city: 'Mumbai',
  });
  // The goods go to the buyer's default address when the seller accepts their counter-offer: a
  // buyer counters on goods once they have one (docs/product/orders.md).
  await savedAddressThroughApi(buyer);
  const shop = await seller.page.request.put('/api/v1/shops/mine', {
    headers: seller.auth,
    data: {
      name: `Spice House ${Date.now().toString(36)}`,
      place: { city: 'Pune', country: 'IN' },
    },
  });
  expect(shop.status(), await shop.text()).toBe(200);
  const url = `/marketplace/requirement/${requirement.id}`;

  // The buyer's page is open before anything arrives.
  await buyer.page.goto(url);
  // A loaded machine takes a while to bring the page and its lazy proposals chunk.
  await expect(buyer.page.getByRole('heading', { name: p.compareTitle })).toBeVisible({
    timeout: 30_000,
  });
  await expect(buyer.page.getByText(p.compareEmpty)).toBeVisible();
  // Its author is not offered to report their own requirement; a seller reading it is.
  const report = messages.marketplace.report;
  await expect(buyer.page.getByRole('button', { name: report, exact: true })).toHaveCount(0);

  // The seller sends a proposal; the total follows what they type.
  await seller.page.goto(url);
  await expect(seller.page.getByRole('button', { name: p.submitCta })).toBeVisible({
    timeout: 30_000,
  });
  await expect(seller.page.getByRole('button', { name: report, exact: true })).toBeVisible();
  // Axe on the page; with the dialog open its heading is behind the modal.
  expect(await seriousViolations(seller.page)).toEqual([]);
  // A seller may also simply write to the buyer first.
  const inbox = messages.inbox;
  await seller.page.getByRole('button', { name: inbox.contactBuyer }).click();
  const note = seller.page.getByRole('dialog', { name: inbox.contactTitle });
  await note
    .getByRole('textbox', { name: inbox.messageLabel })
    .fill('Do you need it finely ground?');
  await note.getByRole('button', { name: inbox.contactSend }).click();
  await expect(note.getByText(inbox.contactSent)).toBeVisible();
  await note.getByRole('button', { name: inbox.close }).click();
  await expect(note).toBeHidden();
  await seller.page.getByRole('button', { name: p.submitCta }).click();
  const form = seller.page.getByRole('dialog', { name: p.formTitle });
  await form.getByLabel(new RegExp(`^${p.unitPriceLabel}`)).fill('12.50');
  await expect(form.getByTestId('proposal-total')).toHaveText('₹6,250');
  await form
    .getByLabel(new RegExp(`^${p.messageLabel}`))
    .fill('Fresh stock, packed in 25 kg bags.');
  // A formal quotation as a PDF, uploaded as soon as it is chosen.
  const quotation = { name: 'Quotation Q-17 for turmeric powder.pdf', bytes: tinyPdf('Q-17') };
  // Its button's name: "Download", the name and the size.
  const download = `${p.download} ${quotation.name} ${p.fileSize(quotation.bytes.length)}`;
  const chooser = seller.page.waitForEvent('filechooser');
  await form.getByRole('button', { name: p.attachPdf }).click();
  await (
    await chooser
  ).setFiles({ name: quotation.name, mimeType: 'application/pdf', buffer: quotation.bytes });
  const attached = form.getByRole('list', { name: p.documentsLabel });
  await expect(attached.getByText(quotation.name)).toBeVisible();
  await expect(
    attached.getByRole('button', { name: p.removeDocument(quotation.name) }),
  ).toBeVisible();
  await screenshots(seller.page, testInfo, 'proposal-form', { show: attached });
  await form.getByRole('button', { name: p.send }).click();
  await expect(form).toBeHidden();
  const mine = seller.page.getByTestId('seller-proposal');
  await expect(mine.getByText(p.statuses.submitted, { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: download })).toBeVisible();

  // The buyer sees it arrive, and counter-offers.
  const card = buyer.page.getByTestId('compare-card');
  await expect(card).toHaveCount(1, { timeout: 15_000 });
  // Exact: the history's line writes the total the same way now ('₹12.50 × 500 = ₹6,250').
  await expect(card.getByText('₹6,250', { exact: true })).toBeVisible();
  // The quotation downloads under its name, byte for byte, with the buyer's token.
  const downloading = buyer.page.waitForEvent('download');
  await card.getByRole('button', { name: download }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(quotation.name);
  expect((await readFile(await file.path())).equals(quotation.bytes)).toBe(true);
  await card.getByRole('button', { name: p.counter }).click();
  const counter = buyer.page.getByRole('dialog', { name: p.counterTitle });
  await counter.getByLabel(new RegExp(`^${p.unitPriceLabel}`)).fill('11');
  await counter.getByLabel(p.deliveryDaysLabel).fill('5');
  await counter.getByRole('button', { name: p.sendCounter }).click();
  await expect(counter).toBeHidden();
  await expect(card.getByText(p.statuses.countered, { exact: true })).toBeVisible();
  expect(await seriousViolations(buyer.page)).toEqual([]);

  // The seller sees the counter-offer without a reload, and accepts it.
  await expect(mine.getByRole('button', { name: p.acceptCounter })).toBeVisible({
    timeout: 15_000,
  });
  await screenshots(seller.page, testInfo, 'seller-status');

  // The seller's own list (Proposals in the dashboard) shows it waiting for their answer.
  const list = await seller.context.newPage();
  await list.goto('/dashboard/proposals');
  const row = list.getByTestId('my-proposal').filter({ hasText: requirementTitle });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText(p.statuses.countered);
  await expect(row).toContainText(p.myCounterWaiting);
  expect(await seriousViolations(list)).toEqual([]);
  await screenshots(list, testInfo, 'my-proposals');

  // Accepting the buyer's terms closes the deal: accepted, with its order, nothing left to do.
  await mine.getByRole('button', { name: p.acceptCounter }).click();
  // It places the order: asked once more, saying so.
  const confirm = seller.page.getByRole('dialog', { name: p.acceptCounter });
  await expect(confirm).toContainText(p.acceptCounterConfirm);
  await confirm.getByRole('button', { name: p.acceptCounter }).click();
  await expect(mine.getByText(p.statuses.accepted, { exact: true })).toBeVisible();
  await expect(mine.getByRole('link', { name: messages.orders.page.viewOrder })).toBeVisible();
  await expect(mine.getByRole('button', { name: p.withdraw })).toHaveCount(0);

  // The buyer sees the deal closed on their terms, without a reload, and goes to pay.
  await expect(card.getByText('₹5,500', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText(p.statuses.accepted, { exact: true })).toBeVisible();
  await expect(card.getByRole('button', { name: p.accept, exact: true })).toHaveCount(0);
  await screenshots(buyer.page, testInfo, 'compare-view');
  await card.getByRole('link', { name: messages.orders.page.viewOrder }).click();
  await expect(buyer.page).toHaveURL(/\/dashboard\/orders\//);
  await expect(
    buyer.page.getByRole('button', { name: messages.orders.actions.pay, exact: true }),
  ).toBeVisible({ timeout: 30_000 });
  // The open list follows, without a reload.
  await expect(row).toContainText(p.statuses.accepted, { timeout: 15_000 });
  await expect(row).not.toContainText(p.myCounterWaiting);

  await buyer.context.close();
  await seller.context.close();
});
