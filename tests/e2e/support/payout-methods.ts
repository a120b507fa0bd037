import { messages } from '@matchbazaar/contracts';
import { expect, type Page } from '@playwright/test';

/**
 * A seller's bank account in India in their own name, added and verified through the API with the
 * development provider's deposits (docs/product/payouts.md, "Test payout methods"): for specs
 * whose journey is not the payout method itself. The first method holds no payouts.
 */
export async function verifiedPayoutMethodThroughApi(who: {
  page: Page;
  auth: Record<string, string>;
  account: { firstName: string; lastName: string };
}): Promise<void> {
  const added = await who.page.request.post('/api/v1/payout-methods', {
    headers: who.auth,
    data: {
      kind: 'in_bank',
      holderName: `${who.account.firstName} ${who.account.lastName}`,
      accountNumber: '50100123456789',
      ifsc: 'HDFC0001234',
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  const { id } = ((await added.json()) as { data: { method: { id: string } } }).data.method;
  const confirmed = await who.page.request.post(`/api/v1/payout-methods/${id}/confirmations`, {
    headers: who.auth,
    data: { amountsMinor: [32, 45] },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  expect(((await confirmed.json()) as { message: string }).message).toBe(
    messages.orders.payoutMethods.verified,
  );
}
