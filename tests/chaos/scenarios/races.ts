// Scenario: the two BFFs race the same order step and the same payout, under a steady load of
// reads. Each step of each order (accept, pay, ship, deliver, confirm) is sent to both BFFs at
// once: one must win, the other must get 409. Each seller then pays out half their balance from
// both BFFs at once with one idempotency key (one payout), and the rest from both at once with
// two keys (one payout; the other refused). Money moves once: one payment and one release per
// order, two payouts per seller, every balance at zero, the ledger summing to zero per currency.
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { inBatches, makeAccounts, openShopWithListing } from '../../load/bench-accounts.ts';
import { call, callUntilAnswered, HttpTally, type Answer } from '../http.ts';
import type { Scenario } from '../scenario.ts';
import { ledgerSums, startTopology } from '../topology.ts';

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' };

export const races: Scenario = {
  name: 'BFFs race steps and payouts',
  async run({ short, say }) {
    // A seller changes at most 60 orders a minute: 5 orders' steps from both BFFs stay under it.
    const sellerCount = short ? 4 : 20;
    const ordersPerSeller = 5;
    const topo = await startTopology('races');
    const tally = new HttpTally();
    const [a, b] = topo.bffs.map((bff) => bff.url) as [string, string];
    const problems: string[] = [];
    let readsRunning = true;
    try {
      const orderCount = sellerCount * ordersPerSeller;
      say(
        `  ${sellerCount} sellers with a listing and a verified payout method, ${orderCount} buyers ...`,
      );
      const run = randomBytes(4).toString('hex');
      const { buyers, sellers } = await makeAccounts(topo.bffEnv, run, orderCount, sellerCount);
      const listings = await inBatches(sellers, 4, (seller, i) =>
        openShopWithListing(a, seller, i),
      );
      // A bank account's holder must carry the seller's name ("Seller 3" has no last name to match).
      await topo.sql.query(
        `update app_user set first_name = 'Ravi', last_name = 'Kumar' where id = any($1::uuid[])`,
        [sellers.map((s) => s.id)],
      );
      await inBatches(sellers, 4, async (seller) => {
        const added = await call(tally, a, 'POST', '/payout-methods', seller.token, {
          kind: 'in_bank',
          holderName: 'Ravi Kumar',
          accountNumber: '50100123456789',
          ifsc: 'HDFC0001234',
        });
        const id = (added.json as { data?: { method: { id: string } } }).data?.method.id;
        if (added.status !== 201 || !id)
          throw new Error(`payout method: ${JSON.stringify(added.json)}`);
        const confirmed = await call(
          tally,
          b,
          'POST',
          `/payout-methods/${id}/confirmations`,
          seller.token,
          {
            amountsMinor: [32, 45],
          },
        );
        if (confirmed.status !== 200)
          throw new Error(`confirmation: ${JSON.stringify(confirmed.json)}`);
      });

      // The steady load: both BFFs read orders and balances all the time.
      let reads = 0;
      const reader = (async () => {
        while (readsRunning) {
          const i = reads++;
          const who = i % 2 ? sellers[i % sellerCount]! : buyers[i % orderCount]!;
          await call(
            tally,
            i % 2 ? a : b,
            'GET',
            i % 4 < 2 ? '/orders' : '/balances',
            who.token,
          ).catch(() => undefined);
          await sleep(20);
        }
      })();

      say(`  ${orderCount} orders, each step sent to both BFFs at once ...`);
      let raced = 0;
      let wins = 0;
      let conflicts = 0;
      let settledBySweep = 0;
      let retried503 = 0;
      const race = async (
        what: string,
        send: (base: string) => Promise<Answer>,
        paid?: () => Promise<boolean>,
      ) => {
        raced++;
        // A 503 (with Retry-After) is retried as a client would: its answer is the second one's.
        const until = async (base: string) => {
          for (let attempt = 0; ; attempt++) {
            const answer = await send(base);
            if (answer.status !== 503 || attempt > 20) return answer;
            retried503++;
            await sleep(250);
          }
        };
        const answers = await Promise.all([until(a), until(b)]);
        let won = answers.filter((x) => x.status === 200 || x.status === 201).length;
        const lost = answers.filter((x) => x.status === 409).length;
        // A capture cut off half-way is settled by the intents' sweep (1-2 minutes).
        if (won === 0 && paid && (await paid())) {
          won = 1;
          settledBySweep++;
        }
        wins += won;
        conflicts += lost;
        if (won !== 1 || lost < 1)
          problems.push(
            `${what}: ${answers.map((x) => `${x.status} ${JSON.stringify(x.json).slice(0, 120)}`).join(' / ')}`,
          );
      };
      const started = performance.now();
      const orderIds = await inBatches(
        Array.from({ length: orderCount }, (_, i) => i),
        sellerCount,
        async (i) => {
          const seller = sellers[i % sellerCount]!;
          const buyer = buyers[i]!;
          const placed = await callUntilAnswered(
            tally,
            a,
            'POST',
            `/listings/${listings[i % sellerCount]}/orders`,
            buyer.token,
            // Picked up, as the steady load orders: goods always name how they reach the buyer.
            { quantity: 10, shipping: 'pickup' },
          );
          const id = (placed.json as { data?: { order: { id: string } } }).data?.order.id;
          if (placed.status !== 201 || !id)
            throw new Error(`order: ${JSON.stringify(placed.json)}`);
          const step = (who: { token: string }, name: string, body: object) =>
            race(name, (base) =>
              call(tally, base, 'POST', `/orders/${id}/${name}`, who.token, body),
            );
          await step(seller, 'accept', {});
          await race(
            'pay',
            (base) => call(tally, base, 'POST', `/orders/${id}/pay`, buyer.token, card),
            async () => {
              const deadline = Date.now() + (short ? 5_000 : 150_000);
              while (Date.now() < deadline) {
                const now = await call(tally, a, 'GET', `/orders/${id}`, buyer.token);
                if (
                  (now.json as { data?: { order: { status: string } } }).data?.order.status ===
                  'paid'
                )
                  return true;
                await sleep(2_000);
              }
              return false;
            },
          );
          await step(seller, 'ship', { tracking: 'AWB123' });
          await step(seller, 'deliver', {});
          await step(buyer, 'confirm', {});
          return id;
        },
      );
      const stepsMs = performance.now() - started;

      say(`  payouts: half with one key from both BFFs, the rest with two keys from both ...`);
      let payoutWins = 0;
      let payoutRefusals = 0;
      const paidOut = new Map<string, number>();
      await inBatches(sellers, sellerCount, async (seller) => {
        const balances = await call(tally, a, 'GET', '/balances', seller.token);
        const inr = (
          balances.json as { data: { balances: { currency: string; availableMinor: number }[] } }
        ).data.balances.find((x) => x.currency === 'INR');
        const available = inr?.availableMinor ?? 0;
        if (available <= 0) return void problems.push(`seller ${seller.id} has nothing to pay out`);
        const half = Math.floor(available / 2);
        const key = randomUUID();
        const same = await Promise.all(
          [a, b].map((base) =>
            call(tally, base, 'POST', '/payouts', seller.token, {
              currency: 'INR',
              amountMinor: half,
              idempotencyKey: key,
            }),
          ),
        );
        const ids = new Set(
          same.map((x) => (x.json as { data?: { payout: { id: string } } }).data?.payout.id),
        );
        if (same.some((x) => x.status !== 201 && x.status !== 200) || ids.size !== 1)
          problems.push(
            `same-key payout: ${same.map((x) => `${x.status} ${JSON.stringify(x.json).slice(0, 100)}`).join(' / ')}`,
          );
        const rest = available - half;
        const twoKeys = await Promise.all(
          [a, b].map((base) =>
            call(tally, base, 'POST', '/payouts', seller.token, {
              currency: 'INR',
              amountMinor: rest,
              idempotencyKey: randomUUID(),
            }),
          ),
        );
        const won = twoKeys.filter((x) => x.status === 201).length;
        // The loser meets the balance the winner took: 409 (it was 400, "too large", before).
        const refused = twoKeys.filter((x) => x.status === 409).length;
        payoutWins += won;
        payoutRefusals += refused;
        if (won !== 1 || refused !== 1)
          problems.push(
            `two-key payout: ${twoKeys.map((x) => `${x.status} ${JSON.stringify(x.json).slice(0, 100)}`).join(' / ')}`,
          );
        paidOut.set(seller.id, available);
      });
      readsRunning = false;
      await reader;

      // Money moved once.
      const movements = await topo.sql.query<{ kind: string; order_id: string | null; n: string }>(
        `select kind, order_id, count(*)::text as n from ledger_movement group by kind, order_id`,
      );
      let doubled = 0;
      let lost = 0;
      for (const id of orderIds) {
        for (const kind of ['payment', 'release']) {
          const n = Number(
            movements.rows.find((r) => r.kind === kind && r.order_id === id)?.n ?? 0,
          );
          if (n > 1) doubled += n - 1;
          if (n === 0) lost++;
        }
      }
      const payouts = await topo.sql.query<{ seller_id: string; n: string; total: string }>(
        `select seller_id, count(*)::text as n, sum(amount_minor)::text as total from payout where status = 'paid' group by seller_id`,
      );
      for (const seller of sellers) {
        const row = payouts.rows.find((r) => r.seller_id === seller.id);
        const n = Number(row?.n ?? 0);
        if (n > 2) doubled += n - 2;
        if (n < 2) lost += 2 - n;
        if (Number(row?.total ?? 0) !== paidOut.get(seller.id))
          problems.push(`seller ${seller.id} paid out ${row?.total} of ${paidOut.get(seller.id)}`);
      }
      for (const [currency, sum] of await ledgerSums(topo.sql))
        if (sum !== 0) problems.push(`ledger sums to ${sum} in ${currency}`);
      if (tally.forbidden.length) problems.push(...tally.forbidden.slice(0, 5));
      if (tally.hangs) problems.push(`${tally.hangs} requests hung`);
      return {
        name: 'BFFs race',
        sent: raced * 2 + sellerCount * 4,
        arrived: wins + conflicts + payoutWins + payoutRefusals + sellerCount * 2,
        lost,
        doubled,
        worstLatencyMs: tally.worstMs,
        recoveryMs: Number.NaN,
        problems,
        details: `${raced} step races: ${wins} won (${settledBySweep} by the payments' sweep), ${conflicts} got 409, ${retried503} 503s retried; ${sellerCount} two-key payout races: ${payoutWins} paid, ${payoutRefusals} refused; ${orderCount} orders in ${(stepsMs / 1000).toFixed(1)} s; ${reads} reads beside; HTTP ${tally.summary()}`,
      };
    } catch (error) {
      say(topo.logs());
      throw error;
    } finally {
      readsRunning = false;
      await topo.stop();
    }
  },
};
