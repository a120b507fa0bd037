import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  apiErrorSchema,
  messages,
  payoutAnswerSchema,
  payoutMethodAnswerSchema,
  payoutMethodsAnswerSchema,
  transactionsAnswerSchema,
} from '@matchbazaar/contracts';
import { runAsOneRequest } from '../../platform/common/request-scope.js';
import { Transactions } from '../../platform/database/transactions.js';
import { QueueRegistry } from '../../platform/queues/queue-registry.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { signedInAccount, type SignedInAccount } from '../../testing/signed-in-account.js';
import { verifiedPayoutMethod } from '../../testing/verified-payout-method.js';
import { LedgerRepository } from './ledger.repository.js';
import { testPayoutMethods } from './payment-provider.js';

const m = messages.orders;
const pm = m.payoutMethods;
const problem = (res: { json: () => unknown }) => apiErrorSchema.parse(res.json());
const HOUR = 3_600_000;
const fullNumber = '50100123456789';

/**
 * Payout methods (docs/product/payouts.md) through the routes, on real PostgreSQL and Redis:
 * adding in the seller's name, the deposits' verification, the default, removal, payouts only to
 * a verified method, the 24-hour hold after a change, the mail, and no full number in any answer.
 */
describe('payout methods', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;
  let n = 0;

  beforeAll(async () => {
    s = await startCatalogueApp('payout-methods');
  });

  afterAll(async () => {
    await s?.stop();
  });

  const trader = () => signedInAccount(s.app, { role: 'trader' });
  /** Every answer's body, to check that the full number is in none. */
  const bodies: string[] = [];
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    who: SignedInAccount,
    body?: unknown,
  ) => {
    const res = await s.call(method, url, who.auth, body);
    bodies.push(res.body);
    return res;
  };
  const add = (who: SignedInAccount, body: Record<string, unknown> = {}) =>
    call('POST', '/payout-methods', who, {
      kind: 'in_bank',
      holderName: 'Ada Lovelace',
      accountNumber: fullNumber,
      ifsc: 'HDFC0001234',
      ...body,
    });
  const methodOf = (res: { json: () => unknown }) =>
    payoutMethodAnswerSchema.parse(res.json()).data.method;
  const listOf = async (who: SignedInAccount) =>
    payoutMethodsAnswerSchema.parse((await call('GET', '/payout-methods', who)).json()).data;
  /** A seller's balance credited as a released sale would (a balanced movement). */
  const credit = (sellerId: string, amountMinor: number) =>
    runAsOneRequest(() =>
      s.app.get(Transactions).run(async () => {
        await s.app.get(LedgerRepository).book({
          kind: 'release',
          key: `test-credit:${sellerId}:${++n}`,
          currency: 'INR',
          entries: [
            {
              account: { kind: 'escrow', ownerId: null, currency: 'INR' },
              amountMinor: -amountMinor,
            },
            {
              account: { kind: 'seller_balance', ownerId: sellerId, currency: 'INR' },
              amountMinor,
            },
          ],
        });
      }),
    );
  const payout = (who: SignedInAccount, amountMinor: number, methodId?: string) =>
    call('POST', '/payouts', who, {
      currency: 'INR',
      amountMinor,
      idempotencyKey: `payout-method-${++n}-key`,
      ...(methodId && { methodId }),
    });
  const mailsTo = async (email: string) =>
    (await s.app.get(QueueRegistry).get('mail').getJobs()).filter(
      (job) => (job.data as { to?: string }).to === email,
    );
  /** Moves the seller's last changes back in time, as if `ms` had passed. */
  const aged = (sellerId: string, ms: number) =>
    s.sql(
      `update "payout_method_change" set "at" = "at" - make_interval(secs => ?) where "seller_id" = ?`,
      [ms / 1000, sellerId],
    );

  it('adds a method in the seller’s name, verifies it with the two deposits and makes it the default', async () => {
    const seller = await trader();
    expect(await listOf(seller)).toEqual({ methods: [], heldUntil: null });
    const res = await add(seller);
    expect(res.statusCode).toBe(201);
    expect(payoutMethodAnswerSchema.parse(res.json()).message).toBe(pm.added);
    const method = methodOf(res);
    expect(method).toMatchObject({
      kind: 'in_bank',
      label: 'HDFC ····6789',
      last4: '6789',
      bank: 'HDFC0001234',
      state: 'verifying',
      isDefault: false,
      triesLeft: 3,
    });
    // The first method holds nothing: there was no destination to protect.
    expect(payoutMethodAnswerSchema.parse(res.json()).data.heldUntil).toBeNull();

    const wrong = await call('POST', `/payout-methods/${method.id}/confirmations`, seller, {
      amountsMinor: [12, 45],
    });
    expect([wrong.statusCode, problem(wrong).errors]).toEqual([
      400,
      [{ path: 'amountsMinor', msg: pm.amountsWrong(2) }],
    ]);
    const right = await call('POST', `/payout-methods/${method.id}/confirmations`, seller, {
      amountsMinor: [...testPayoutMethods.depositsMinor].reverse(),
    });
    expect(right.statusCode).toBe(200);
    expect(methodOf(right)).toMatchObject({ state: 'verified', isDefault: true });
    const again = await call('POST', `/payout-methods/${method.id}/confirmations`, seller, {
      amountsMinor: [32, 45],
    });
    expect([again.statusCode, problem(again).message]).toEqual([409, pm.alreadyVerified]);

    const mails = await mailsTo(seller.email);
    expect(mails).toHaveLength(1);
    expect((mails[0]!.data as { subject: string }).subject).toBe(
      'HDFC ····6789 was added to your payout methods',
    );
    const [stored] = await s.sql<{ number_sealed: string; last4: string }>(
      `select "number_sealed", "last4" from "payout_method" where "id" = ?`,
      [method.id],
    );
    expect(stored!.number_sealed).not.toContain(fullNumber);
    expect(JSON.stringify(mails.map((job): unknown => job.data))).not.toContain(fullNumber);
  });

  it('refuses a holder who is not the seller, a bad IFSC, and fails after three wrong deposits', async () => {
    const seller = await trader();
    const stranger = await add(seller, { holderName: 'Grace Hopper' });
    expect([stranger.statusCode, problem(stranger).errors]).toEqual([
      400,
      [{ path: 'holderName', msg: pm.nameMismatch('Ada Lovelace') }],
    ]);
    expect((await add(seller, { holderName: 'LOVELACE A.' })).statusCode).toBe(201);
    const badIfsc = await add(seller, { ifsc: 'HDFC1234567' });
    expect([badIfsc.statusCode, problem(badIfsc).errors[0]?.msg]).toEqual([400, pm.ifscInvalid]);
    const unknown = await add(seller, { accountNumber: testPayoutMethods.unknownAccountNumber });
    expect([unknown.statusCode, methodOf(unknown).state]).toEqual([201, 'failed']);
    expect(payoutMethodAnswerSchema.parse(unknown.json()).message).toBe(pm.refusedByBank);

    const upi = methodOf(
      await add(seller, { kind: 'upi', holderName: 'Ada Lovelace', upiId: '9876543210@ybl' }),
    );
    expect(upi.label).toBe('UPI ····3210@ybl');
    for (const left of [2, 1]) {
      const res = await call('POST', `/payout-methods/${upi.id}/confirmations`, seller, {
        amountsMinor: [1, 2],
      });
      expect(problem(res).errors[0]?.msg).toBe(pm.amountsWrong(left));
    }
    const third = await call('POST', `/payout-methods/${upi.id}/confirmations`, seller, {
      amountsMinor: [32, 45],
    });
    // The third answer was the right one: it still counts, as the tries were not used up.
    expect(third.statusCode).toBe(200);
    const us = methodOf(
      await add(seller, {
        kind: 'us_bank',
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountType: 'savings',
      }),
    );
    for (let i = 0; i < 2; i++) {
      await call('POST', `/payout-methods/${us.id}/confirmations`, seller, {
        amountsMinor: [1, 2],
      });
    }
    const failed = await call('POST', `/payout-methods/${us.id}/confirmations`, seller, {
      amountsMinor: [1, 2],
    });
    expect(problem(failed).errors[0]?.msg).toBe(pm.verificationFailed);
    expect((await listOf(seller)).methods.find((x) => x.id === us.id)?.state).toBe('failed');
    expect((await add(seller)).statusCode).toBe(201);
    const tooMany = await add(seller);
    expect([tooMany.statusCode, problem(tooMany).message]).toEqual([409, pm.tooMany]);
  });

  it('keeps the cap when several additions arrive at once', async () => {
    const seller = await trader();
    const answers = await Promise.all(Array.from({ length: 8 }, () => add(seller)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([201, 201, 201, 201, 201, 409, 409, 409]);
    expect((await listOf(seller)).methods).toHaveLength(5);
  });

  it("answers 404 for another seller's method and 403 for a buyer", async () => {
    const owner = await trader();
    const other = await trader();
    const method = await verifiedPayoutMethod(s.call, owner.auth);
    for (const [verb, path] of [
      ['POST', `/payout-methods/${method.id}/confirmations`],
      ['POST', `/payout-methods/${method.id}/default`],
      ['POST', `/payout-methods/${method.id}/deposits`],
      ['DELETE', `/payout-methods/${method.id}`],
      ['DELETE', '/payout-methods/not-a-uuid'],
    ] as const) {
      const res = await call(
        verb,
        path,
        other,
        verb === 'POST' ? { amountsMinor: [32, 45] } : undefined,
      );
      expect([path, res.statusCode]).toEqual([path, 404]);
    }
    await credit(owner.id, 10_000);
    const theirs = await payout(other, 100, method.id);
    expect(theirs.statusCode).toBe(400);
    const buyer = await signedInAccount(s.app);
    expect((await call('GET', '/payout-methods', buyer)).statusCode).toBe(403);
    expect((await add(buyer)).statusCode).toBe(403);
  });

  it('refuses a payout without a verified method, pays to the chosen one and shows it', async () => {
    const seller = await trader();
    await credit(seller.id, 100_000);
    const none = await payout(seller, 1_000);
    expect([none.statusCode, problem(none).message]).toEqual([409, m.payoutNeedsMethod]);
    const pending = methodOf(await add(seller));
    const unverified = await payout(seller, 1_000, pending.id);
    expect([unverified.statusCode, problem(unverified).message]).toEqual([
      409,
      m.payoutMethodUnverified,
    ]);
    await call('POST', `/payout-methods/${pending.id}/confirmations`, seller, {
      amountsMinor: [32, 45],
    });
    const paid = await payout(seller, 25_000);
    expect(paid.statusCode).toBe(201);
    expect(payoutAnswerSchema.parse(paid.json()).data.payout).toMatchObject({
      status: 'paid',
      method: 'HDFC ····6789',
    });
    const lines = transactionsAnswerSchema.parse(
      (await call('GET', '/transactions', seller)).json(),
    ).data.items;
    expect(lines[0]).toMatchObject({ kind: 'payout', description: 'Payout to HDFC ····6789' });
    const [intent] = await s.sql<{ payment_ref: string }>(
      `select "payment_ref" from "payment_intent" where "seller_id" = ? and "kind" = 'payout'`,
      [seller.id],
    );
    expect(intent!.payment_ref).toMatch(/^dev_destination_/);
  });

  it('holds payouts 24 hours after a change once the seller has a verified method, and mails', async () => {
    const seller = await trader();
    await credit(seller.id, 100_000);
    await verifiedPayoutMethod(s.call, seller.auth);
    expect((await payout(seller, 1_000)).statusCode).toBe(201);

    const second = methodOf(await add(seller, { accountNumber: '60100123454321' }));
    const { heldUntil } = await listOf(seller);
    expect(Date.parse(heldUntil!) - Date.now()).toBeGreaterThan(24 * HOUR - 60_000);
    const held = await payout(seller, 1_000);
    expect(held.statusCode).toBe(409);
    expect(problem(held).message).toMatch(
      /^Payouts are on hold until \d{4}-\d\d-\d\d \d\d:\d\d UTC/,
    );
    expect(await mailsTo(seller.email)).toHaveLength(2);

    await aged(seller.id, 24 * HOUR + 1_000);
    expect((await listOf(seller)).heldUntil).toBeNull();
    expect((await payout(seller, 1_000)).statusCode).toBe(201);

    // Making another method the default is a change too.
    await call('POST', `/payout-methods/${second.id}/confirmations`, seller, {
      amountsMinor: [32, 45],
    });
    const unverifiedDefault = await call('POST', `/payout-methods/${second.id}/default`, seller);
    expect(unverifiedDefault.statusCode).toBe(200);
    expect(methodOf(unverifiedDefault)).toMatchObject({ isDefault: true, label: 'HDFC ····4321' });
    expect((await payout(seller, 1_000)).statusCode).toBe(409);
    await aged(seller.id, 24 * HOUR + 1_000);
    const toSecond = await payout(seller, 1_000);
    expect(payoutAnswerSchema.parse(toSecond.json()).data.payout.method).toBe('HDFC ····4321');

    const removed = await call('DELETE', `/payout-methods/${second.id}`, seller);
    expect(removed.statusCode).toBe(200);
    const after = await listOf(seller);
    expect(after.methods).toEqual([
      expect.objectContaining({ isDefault: true, label: 'HDFC ····6789' }),
    ]);
    expect(after.heldUntil).not.toBeNull();
    expect(await mailsTo(seller.email)).toHaveLength(4);
  });

  it('never answers the full number', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toContain(fullNumber);
      expect(body).not.toContain('60100123454321');
      expect(body).not.toContain('9876543210');
    }
  });
});
