import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { secretSealer } from '@matchbazaar/messaging';
import { TEST_SUBSCRIPTION_LINK_SECRET } from '../../testing/test-env.js';
import { startCatalogueApp } from '../../testing/catalogue-app.js';
import { signedInAccount } from '../../testing/signed-in-account.js';
import { PayoutNumberResealSweep } from './payout-number-reseal-sweep.js';

const NEW_SECRET = 'the-new-subscription-link-secret-after-rotation-01';
const CONTEXT = 'payout-method:number';

/**
 * A rotation of SUBSCRIPTION_LINK_SECRET (docs/operations/secrets.md): with the old secret in
 * SUBSCRIPTION_LINK_SECRET_PREVIOUS, payout numbers it sealed still open, and the sweep seals
 * them again under the new one, so the old can go.
 */
describe('payout numbers across a secret rotation', () => {
  let s: Awaited<ReturnType<typeof startCatalogueApp>>;

  beforeAll(async () => {
    s = await startCatalogueApp('payout-reseal', {
      env: {
        SUBSCRIPTION_LINK_SECRET: NEW_SECRET,
        SUBSCRIPTION_LINK_SECRET_PREVIOUS: TEST_SUBSCRIPTION_LINK_SECRET,
      },
    });
  });

  afterAll(async () => {
    await s?.stop();
  });

  it('re-seals what the previous secret sealed, and counts what no secret opens', async () => {
    const seller = await signedInAccount(s.app, { role: 'trader' });
    const numbers = ['50100123456789', '50100987654321', '50100111122223'];
    for (const accountNumber of numbers) {
      const res = await s.call('POST', '/payout-methods', seller.auth, {
        kind: 'in_bank',
        holderName: 'Ada Lovelace',
        accountNumber,
        ifsc: 'HDFC0001234',
      });
      expect(res.statusCode).toBe(201);
    }
    const rows = await s.sql<{ id: string; last4: string }>(
      `select "id", "last4" from "payout_method" where "seller_id" = ? order by "last4"`,
      [seller.id],
    );
    // Two sealed before the rotation, one by a secret nobody configured.
    const old = secretSealer(TEST_SUBSCRIPTION_LINK_SECRET);
    const stranger = secretSealer('a-secret-this-deployment-never-had-0123456789');
    const byLast4 = new Map(rows.map((r) => [r.last4, r.id]));
    await s.sql(`update "payout_method" set "number_sealed" = ? where "id" = ?`, [
      old.seal('50100123456789', CONTEXT),
      byLast4.get('6789'),
    ]);
    await s.sql(`update "payout_method" set "number_sealed" = ? where "id" = ?`, [
      old.seal('50100987654321', CONTEXT),
      byLast4.get('4321'),
    ]);
    await s.sql(`update "payout_method" set "number_sealed" = ? where "id" = ?`, [
      stranger.seal('50100111122223', CONTEXT),
      byLast4.get('2223'),
    ]);

    const sweep = s.app.get(PayoutNumberResealSweep);
    expect(await sweep.sweep()).toEqual({ resealed: 2, unopenable: 1 });
    // A second run finds nothing left to do.
    expect(await sweep.sweep()).toEqual({ resealed: 0, unopenable: 1 });

    const current = secretSealer(NEW_SECRET);
    const stored = await s.sql<{ last4: string; number_sealed: string }>(
      `select "last4", "number_sealed" from "payout_method" where "seller_id" = ? and "last4" <> '2223'`,
      [seller.id],
    );
    expect(
      stored.map((row) => [row.last4, current.open(row.number_sealed, CONTEXT)]).sort(),
    ).toEqual([
      ['4321', '50100987654321'],
      ['6789', '50100123456789'],
    ]);
  });
});
