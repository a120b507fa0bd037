import { expect } from '@jest/globals';
import { payoutMethodAnswerSchema, type PayoutMethod } from '@matchbazaar/contracts';
import { testPayoutMethods } from '../marketplace/ledger/payment-provider.js';
import type { ApiCall } from './catalogue-app.js';

/**
 * A seller's bank account in India, added in their name ("Ada Lovelace", signedInAccount's) and
 * verified with the development provider's deposits, through the routes as a seller would.
 */
export async function verifiedPayoutMethod(
  call: ApiCall,
  auth: Record<string, string>,
  accountNumber = '50100123456789',
): Promise<PayoutMethod> {
  const added = await call('POST', '/payout-methods', auth, {
    kind: 'in_bank',
    holderName: 'Ada Lovelace',
    accountNumber,
    ifsc: 'HDFC0001234',
  });
  expect(added.statusCode).toBe(201);
  const { id } = payoutMethodAnswerSchema.parse(added.json()).data.method;
  const confirmed = await call('POST', `/payout-methods/${id}/confirmations`, auth, {
    amountsMinor: testPayoutMethods.depositsMinor,
  });
  expect(confirmed.statusCode).toBe(200);
  return payoutMethodAnswerSchema.parse(confirmed.json()).data.method;
}
