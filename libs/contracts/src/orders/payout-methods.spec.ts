import { describe, expect, it } from '@jest/globals';
import { ordersMessages } from '../messages/orders.js';
import {
  abaRoutingValid,
  addPayoutMethodSchema,
  confirmPayoutMethodSchema,
  holderNameMatches,
  payoutMethodLabel,
} from './payout-methods.js';

const m = ordersMessages.payoutMethods;
const errorsOf = (body: unknown) => {
  const parsed = addPayoutMethodSchema.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('payout method validators (docs/product/payouts.md)', () => {
  it('takes an IFSC of 4 letters, a zero and 6 letters or digits, in any case', () => {
    const body = (ifsc: string) => ({
      kind: 'in_bank',
      holderName: 'Asha Rao',
      accountNumber: '50100123456789',
      ifsc,
    });
    expect(errorsOf(body('HDFC0001234'))).toEqual([]);
    expect(errorsOf(body(' sbin0a1b2c3 '))).toEqual([]);
    for (const bad of ['HDFC1001234', 'HDF00012345', 'HDFC000123', 'HDFC00012345', 'HDFC0-01234']) {
      expect(errorsOf(body(bad))).toEqual([m.ifscInvalid]);
    }
  });

  it('takes an Indian account number of 9 to 18 digits, spaces and hyphens aside', () => {
    const body = (accountNumber: string) => ({
      kind: 'in_bank',
      holderName: 'Asha Rao',
      accountNumber,
      ifsc: 'HDFC0001234',
    });
    expect(errorsOf(body('1234 5678 9'))).toEqual([]);
    expect(errorsOf(body('123456789012345678'))).toEqual([]);
    expect(errorsOf(body('12345678'))).toEqual([m.inAccountNumberInvalid]);
    expect(errorsOf(body('1234567890123456789'))).toEqual([m.inAccountNumberInvalid]);
    expect(errorsOf(body('12345678a'))).toEqual([m.inAccountNumberInvalid]);
  });

  it("checks an ABA routing number's district and 3-7-1 checksum", () => {
    for (const good of ['011000015', '021000021', '122105155', '026009593']) {
      expect([good, abaRoutingValid(good)]).toEqual([good, true]);
    }
    // One digit off fails the checksum; a district that does not exist fails too.
    for (const bad of ['021000022', '122105156', '990000004', '12345678', '1234567890']) {
      expect([bad, abaRoutingValid(bad)]).toEqual([bad, false]);
    }
    const body = (routingNumber: string) => ({
      kind: 'us_bank',
      holderName: 'Asha Rao',
      routingNumber,
      accountNumber: '000123456789',
      accountType: 'checking',
    });
    expect(errorsOf(body('021000021'))).toEqual([]);
    expect(errorsOf(body('021000022'))).toEqual([m.routingChecksumInvalid]);
    expect(errorsOf(body('0210000'))).toEqual([m.routingNumberInvalid]);
    expect(errorsOf({ ...body('021000021'), accountNumber: '123' })).toEqual([
      m.usAccountNumberInvalid,
    ]);
    expect(errorsOf({ ...body('021000021'), accountType: 'brokerage' })).toEqual([
      m.accountTypeInvalid,
    ]);
  });

  it('takes a UPI ID as name@provider, lower-cased', () => {
    const upi = (upiId: string) =>
      addPayoutMethodSchema.safeParse({ kind: 'upi', holderName: 'Asha Rao', upiId });
    expect(upi(' Asha.Rao@OkHDFCBank ').data).toMatchObject({ upiId: 'asha.rao@okhdfcbank' });
    expect(upi('9876543210@ybl').success).toBe(true);
    for (const bad of [
      'asha',
      '@ybl',
      'asha@',
      'asha@@ybl',
      'asha rao@ybl',
      'a@ybl',
      'asha@1bank',
      'asha@ybl.com',
    ]) {
      expect([bad, upi(bad).success]).toEqual([bad, false]);
    }
  });

  it('refuses an unknown kind and needs a holder name', () => {
    expect(errorsOf({ kind: 'iban', holderName: 'Asha Rao' })).toEqual([m.kindInvalid]);
    expect(errorsOf({ kind: 'upi', holderName: ' ', upiId: 'asha@ybl' })).toEqual([
      m.holderNameInvalid,
    ]);
  });

  it("matches the holder's name to the account's: case, spacing, punctuation, initials, surname first", () => {
    const account = 'Asha Kumari Rao';
    for (const same of [
      'Asha Kumari Rao',
      'ASHA  KUMARI   RAO',
      'asha k rao',
      'A. K. Rao',
      'A K RAO',
      'Mrs. Asha Kumari Rao',
      'Rao Asha Kumari',
      'RAO A K',
      'Āsha Kumari Rao',
    ]) {
      expect([same, holderNameMatches(same, account)]).toEqual([same, true]);
    }
    for (const other of [
      'Asha Rao',
      'Asha Kumari Rao Iyer',
      'Usha Kumari Rao',
      'Asha Kumari R',
      'A K R',
      'Kumari Asha Rao',
      '',
    ]) {
      expect([other, holderNameMatches(other, account)]).toEqual([other, false]);
    }
    expect(holderNameMatches('Dev Patel', 'Dev  patel')).toBe(true);
  });

  it('takes two deposits from 1 to 99', () => {
    expect(confirmPayoutMethodSchema.safeParse({ amountsMinor: [32, 45] }).success).toBe(true);
    for (const bad of [[32], [0, 45], [32, 100], [32.5, 45], ['32', '45'], null]) {
      expect(confirmPayoutMethodSchema.safeParse({ amountsMinor: bad }).success).toBe(false);
    }
  });

  it('labels a method by its bank and last 4 only', () => {
    expect(payoutMethodLabel({ kind: 'in_bank', bank: 'HDFC0001234', last4: '6789' })).toBe(
      'HDFC ····6789',
    );
    expect(payoutMethodLabel({ kind: 'in_bank', bank: 'ABCD0001234', last4: '6789' })).toBe(
      'ABCD ····6789',
    );
    expect(
      payoutMethodLabel({
        kind: 'us_bank',
        bank: '021000021',
        last4: '4321',
        accountType: 'savings',
      }),
    ).toBe('Savings ····4321');
    expect(payoutMethodLabel({ kind: 'upi', bank: 'ybl', last4: '3210' })).toBe('UPI ····3210@ybl');
  });
});
