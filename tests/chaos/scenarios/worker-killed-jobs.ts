// The worker-kill scenario's other jobs (docs/operations/chaos.md, scenario 2): beside the order
// mails, the same kill lands while the workers match posts (sellers' listings and buyers'
// requirements posted through the load), alert saved searches (buyers' instant searches that
// the new listings answer) and while order timers fall due (orders aged in the database the way
// the timers' integration tests age them, and their delayed jobs moved to the new due time, as
// if the clock had run on). What is expected is known from what was posted, not read from what
// the workers wrote: every (requirement, seller) pair one lead, every (search, listing) pair one
// alert, every aged order one timeout with its notifications and money movement.
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { bullPrefix, jobIds } from '@matchbazaar/contracts';
import { Queue } from 'bullmq';
import {
  inBatches,
  listingBody,
  makeAccounts,
  type BenchAccount,
} from '../../load/bench-accounts.ts';
import { call, type HttpTally } from '../http.ts';
import { eventually } from '../scenario.ts';
import type { Topology } from '../topology.ts';
import { testServiceUrls } from '../../integration/services.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** The order machine's timers (machines/src/order/order.machine.ts) and where each one starts. */
const timers = {
  placed: { ms: 48 * HOUR, from: 'placed_at', to: 'declined', money: null },
  quoting: { ms: 48 * HOUR, from: 'placed_at', to: 'declined', money: null },
  quoted: { ms: 72 * HOUR, from: 'quoted_at', to: 'cancelled', money: null },
  accepted: { ms: 72 * HOUR, from: 'accepted_at', to: 'cancelled', money: null },
  paid: { ms: 14 * DAY, from: 'paid_at', to: 'cancelled', money: 'refund' },
  delivered: { ms: 14 * DAY, from: 'delivered_at', to: 'completed', money: 'release' },
} as const;
type TimedStatus = keyof typeof timers;

export interface KindFigures {
  expected: number;
  arrived: number;
  lost: number;
  doubled: number;
}

export interface JobFigures {
  leads: KindFigures;
  alerts: KindFigures;
  timers: KindFigures;
  problems: string[];
  /** One part per kind for the scenario's line. */
  details: string;
}

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' };
const address = {
  country: 'IN',
  name: 'Asha Rao',
  phone: '+91 98450 12345',
  line1: '12 MG Road, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560038',
};
// A basmati listing and a requirement for it (the bodies of apps/bff's matching specs): every
// requirement fits every listing, so each of the load's requirements is a lead to each seller.
const basmatiListing = (lot: string, photoId: string) => ({
  title: `Aged basmati rice, 25kg sack, lot ${lot}`,
  description: 'Aged 1121 basmati from Karnal, sortex cleaned, packed in 25 kg sacks. Grade A.',
  category: 'basmati',
  price: { type: 'fixed', amountMinor: 9_500, currency: 'INR', unit: 'kg' },
  minOrder: { quantity: 100, unit: 'kg' },
  availability: 'in_stock',
  condition: 'new',
  imageIds: [photoId],
  tags: ['rice'],
  place: { city: 'Karnal', country: 'IN', coordinates: { latitude: 29.69, longitude: 76.99 } },
  intent: 'publish',
});
const basmatiRequirement = (lot: string) => ({
  title: `Basmati rice 25 kg bags for our shops ${lot}`,
  description: 'We need basmati rice in 25 kg bags, delivered to our Delhi warehouse monthly.',
  category: 'basmati',
  quantity: { amount: 500, unit: 'kg' },
  budget: { minMinor: 4_000_000, maxMinor: 5_500_000, currency: 'INR' },
  urgency: 'high',
  place: { city: 'Delhi', country: 'IN', coordinates: { latitude: 28.61, longitude: 77.21 } },
  intent: 'publish',
});

export interface WorkerJobsLoad {
  /**
   * Posts the listings and requirements evenly from `fromMs` to `toMs` from now: the kill falls
   * inside, so some of their matching jobs are running on the worker it kills.
   */
  post(fromMs: number, toMs: number): Promise<void>;
  /** Posts answered so far. */
  posted(): number;
  /** Matching jobs running now (on either worker). */
  matchingActive(): Promise<number>;
  /** Ages every timer order so it falls due between `fromMs` and `toMs` from now. */
  dueAround(fromMs: number, toMs: number): Promise<void>;
  check(): Promise<JobFigures>;
  close(): Promise<void>;
}

export async function prepareWorkerJobs(
  topo: Topology,
  tally: HttpTally,
  size: { sellers: number; requirements: number; searches: number; timersPerStatus: number },
): Promise<WorkerJobsLoad> {
  const base = topo.balancerUrl;
  const run = randomBytes(4).toString('hex');
  const statuses = Object.keys(timers) as TimedStatus[];
  const timerBuyers = statuses.length * size.timersPerStatus;
  const { buyers, sellers } = await makeAccounts(
    topo.bffEnv,
    `jobs${run}`,
    size.requirements + size.searches + timerBuyers,
    size.sellers + 2,
  );
  const requirers = buyers.slice(0, size.requirements);
  const searchers = buyers.slice(size.requirements, size.requirements + size.searches);
  const timerBuyerOf = buyers.slice(size.requirements + size.searches);
  const matchSellers = sellers.slice(0, size.sellers);
  const [plainSeller, quoteSeller] = sellers.slice(size.sellers) as [BenchAccount, BenchAccount];

  const must = async (
    method: string,
    route: string,
    who: BenchAccount,
    body: unknown,
    status: number,
  ) => {
    const answer = await call(tally, base, method, route, who.token, body);
    if (answer.status !== status)
      throw new Error(`${method} ${route}: ${answer.status} ${JSON.stringify(answer.json)}`);
    return (answer.json as { data: Record<string, { id: string; version?: number }> }).data;
  };

  // Every requirement a lead to every seller: no cap of sellers or leads a day, and the lowest
  // lead floor (the posts score alike, well above it).
  for (const [key, value] of [
    ['matching.sellersPerRequirement', 50],
    ['matching.dailyLeadCap', 500],
    ['matching.leadMinMatch', 35],
  ] as const) {
    await topo.sql.query(
      `insert into system_setting (key, value, updated_at) values ($1, $2::jsonb, now())
       on conflict (key) do update set value = excluded.value, updated_at = now()`,
      [key, JSON.stringify(value)],
    );
  }
  await inBatches(sellers, 8, (seller, i) =>
    must(
      'PUT',
      '/shops/mine',
      seller,
      { name: `Rice Traders ${run} ${i + 1}`, place: { city: 'Karnal', country: 'IN' } },
      200,
    ),
  );
  const searches = await inBatches(searchers, 8, async (buyer) => ({
    buyer,
    id: (
      await must(
        'POST',
        '/saved-searches',
        buyer,
        { query: { q: 'basmati', category: 'basmati' }, alert: 'instant' },
        201,
      )
    ).savedSearch!.id,
  }));

  // The timer orders, each in its waiting state (one buyer each: paying is limited per buyer).
  const plainListing = (
    await must('POST', '/listings', plainSeller, listingBody(0, plainSeller.photoId), 201)
  ).listing!.id;
  const quoteListing = (
    await must(
      'POST',
      '/listings',
      quoteSeller,
      {
        ...listingBody(1, quoteSeller.photoId),
        shipping: [{ kind: 'quote' }, { kind: 'pickup' }],
      },
      201,
    )
  ).listing!.id;
  const timerOrders = await inBatches(timerBuyerOf, 4, async (buyer, i) => {
    const status = statuses[i % statuses.length]!;
    const step = (who: BenchAccount, name: string, body: unknown = {}) =>
      must('POST', `/orders/${id}/${name}`, who, body, 200);
    let id: string;
    if (status === 'quoting' || status === 'quoted') {
      const addressId = (await must('POST', '/account/addresses', buyer, address, 201)).address!.id;
      id = (
        await must(
          'POST',
          `/listings/${quoteListing}/orders`,
          buyer,
          { quantity: 10, shipping: 'quote', addressId },
          201,
        )
      ).order!.id;
      if (status === 'quoted')
        await step(quoteSeller, 'quote', { amountMinor: 5_000, currency: 'INR' });
    } else {
      id = (
        await must(
          'POST',
          `/listings/${plainListing}/orders`,
          buyer,
          { quantity: 10, shipping: 'pickup' },
          201,
        )
      ).order!.id;
      if (status !== 'placed') await step(plainSeller, 'accept');
      if (status === 'paid' || status === 'delivered') await step(buyer, 'pay', card);
      if (status === 'delivered') {
        await step(plainSeller, 'ship', { tracking: 'AWB1' });
        await step(plainSeller, 'deliver');
      }
    }
    return { id, status };
  });

  const connection = { url: testServiceUrls().redisUrl };
  const orders = new Queue('orders', { connection, prefix: bullPrefix(topo.redisPrefix) });
  const matching = new Queue('matching', { connection, prefix: bullPrefix(topo.redisPrefix) });
  const listings: string[] = [];
  const requirements: string[] = [];
  const problems: string[] = [];

  return {
    async post(fromMs, toMs) {
      // Requirements and listings alternate, evenly over the spread.
      const postListing = (seller: BenchAccount, i: number) => async () => {
        const body = basmatiListing(`${run}-${i + 1}`, seller.photoId);
        listings.push((await must('POST', '/listings', seller, body, 201)).listing!.id);
      };
      const postRequirement = (buyer: BenchAccount, i: number) => async () => {
        const body = basmatiRequirement(`${run}-${i + 1}`);
        requirements.push((await must('POST', '/requirements', buyer, body, 201)).requirement!.id);
      };
      const posts: (() => Promise<void>)[] = [];
      for (let i = 0; i < Math.max(requirers.length, matchSellers.length); i++) {
        if (requirers[i]) posts.push(postRequirement(requirers[i]!, i));
        if (matchSellers[i]) posts.push(postListing(matchSellers[i]!, i));
      }
      const gap = (toMs - fromMs) / (posts.length - 1);
      await Promise.all(
        posts.map(async (post, i) => {
          await sleep(fromMs + i * gap);
          await post().catch((error: Error) => problems.push(error.message.slice(0, 200)));
        }),
      );
    },

    posted: () => listings.length + requirements.length,
    matchingActive: () => matching.getActiveCount(),

    async dueAround(fromMs, toMs) {
      const span = timerOrders.length > 1 ? (toMs - fromMs) / (timerOrders.length - 1) : 0;
      await Promise.all(
        timerOrders.map(async ({ id, status }, i) => {
          const dueInMs = fromMs + i * span;
          const { rows } = await topo.sql.query<{ version: number }>(
            `update market_order set "${timers[status].from}" = now() - $2::double precision * interval '1 millisecond'
              where id = $1 and status = $3 returning version`,
            [id, timers[status].ms - dueInMs, status],
          );
          const version = rows[0]?.version;
          const job =
            version === undefined
              ? undefined
              : await orders.getJob(jobIds.orderTimer({ orderId: id, status, version }));
          if (!job) {
            problems.push(`order ${id} (${status}): no timer to move`);
            return;
          }
          await job.changeDelay(Math.max(0, dueInMs));
        }),
      );
    },

    async check() {
      // Leads: one per (requirement, seller) pair, told once.
      const expectedLeads = requirements.length * matchSellers.length;
      const leadCounts = async () => {
        const { rows } = await topo.sql.query<{ user_id: string; req: string; n: number }>(
          `select user_id, data->>'requirementId' as req, count(*)::int as n from notification
            where type = 'lead.received' and data->>'requirementId' = any($1::text[])
            group by 1, 2`,
          [requirements],
        );
        return new Map(rows.map((r) => [`${r.user_id}|${r.req}`, r.n]));
      };
      const leadKeys = requirements.flatMap((req) => matchSellers.map((s) => `${s.id}|${req}`));
      let leads = await leadCounts();
      await eventually(async () => {
        leads = await leadCounts();
        return leadKeys.every((key) => leads.has(key));
      }, 30_000);
      // Alerts: one per (saved search, listing) pair.
      const alertCounts = async () => {
        const { rows } = await topo.sql.query<{ search: string; listing: string; n: number }>(
          `select data->>'savedSearchId' as search, data->>'listingId' as listing, count(*)::int as n
             from notification
            where type = 'search.alert' and data->>'savedSearchId' = any($1::text[])
            group by 1, 2`,
          [searches.map((s) => s.id)],
        );
        return new Map(rows.map((r) => [`${r.search}|${r.listing}`, r.n]));
      };
      const alertKeys = searches.flatMap((s) => listings.map((l) => `${s.id}|${l}`));
      let alerts = await alertCounts();
      await eventually(async () => {
        alerts = await alertCounts();
        return alertKeys.every((key) => alerts.has(key));
      }, 30_000);
      // Timers: each order stepped once by its timeout, told to both sides once, its money
      // (where it moves) moved once.
      const timerFacts = async () => {
        const { rows } = await topo.sql.query<{
          id: string;
          status: string;
          timeouts: number;
          told: number;
          refunds: number;
          releases: number;
        }>(
          `select o.id, o.status,
                  (select count(*)::int from order_event e where e.order_id = o.id and e.type = 'timeout') as timeouts,
                  (select count(*)::int from notification n
                    where n.data->>'orderId' = o.id::text and n.data->>'event' = 'timeout') as told,
                  (select count(*)::int from ledger_movement m where m.order_id = o.id and m.kind = 'refund') as refunds,
                  (select count(*)::int from ledger_movement m where m.order_id = o.id and m.kind = 'release') as releases
             from market_order o where o.id = any($1::uuid[])`,
          [timerOrders.map((o) => o.id)],
        );
        return new Map(rows.map((r) => [r.id, r]));
      };
      let fired = await timerFacts();
      await eventually(async () => {
        fired = await timerFacts();
        return timerOrders.every(({ id }) => (fired.get(id)?.timeouts ?? 0) > 0);
      }, 30_000);
      let timersLost = 0;
      let timersDoubled = 0;
      for (const { id, status } of timerOrders) {
        const f = fired.get(id)!;
        const money = timers[status].money;
        const moved = money === 'refund' ? f.refunds : money === 'release' ? f.releases : 0;
        const missing =
          f.timeouts === 0 ||
          f.status !== timers[status].to ||
          f.told < 2 ||
          (money !== null && moved === 0);
        const twice = f.timeouts > 1 || f.told > 2 || moved > 1;
        if (missing) timersLost++;
        if (twice) timersDoubled++;
        if (missing || twice)
          problems.push(
            `order ${id} (${status}): now ${f.status}, ${f.timeouts} timeouts, ${f.told} notifications, ${moved} ${money ?? 'movements'}`,
          );
      }
      const figures = (keys: string[], counts: Map<string, number>): KindFigures => ({
        expected: keys.length,
        arrived: keys.filter((k) => counts.has(k)).length,
        lost: keys.filter((k) => !counts.has(k)).length,
        doubled: keys.filter((k) => (counts.get(k) ?? 0) > 1).length,
      });
      const leadFigures = figures(leadKeys, leads);
      const alertFigures = figures(alertKeys, alerts);
      if (leadKeys.length !== expectedLeads) problems.push('lead pairs miscounted');
      const otherLeads = [...leads.keys()].filter((k) => !leadKeys.includes(k)).length;
      const timerFigures: KindFigures = {
        expected: timerOrders.length,
        arrived: timerOrders.length - timersLost,
        lost: timersLost,
        doubled: timersDoubled,
      };
      // The killed worker's jobs, run again elsewhere (BullMQ found them stalled).
      const again: string[] = [];
      for (const name of ['matching', 'mail']) {
        const queue = new Queue(name, { connection, prefix: bullPrefix(topo.redisPrefix) });
        const ran = await queue.getJobs(['completed', 'failed']);
        const failed = ran.filter((job) => job.failedReason);
        if (failed.length) problems.push(`${failed.length} ${name} jobs failed`);
        again.push(
          `${name} ${ran.filter((job) => job.attemptsStarted > 1 || job.stalledCounter > 0).length}`,
        );
        await queue.close();
      }
      const part = (name: string, f: KindFigures) =>
        `${name} ${f.arrived}/${f.expected} lost ${f.lost} doubled ${f.doubled}`;
      return {
        leads: leadFigures,
        alerts: alertFigures,
        timers: timerFigures,
        problems,
        details: [
          `${part('leads', leadFigures)} (${requirements.length} requirements x ${listings.length} sellers' listings${otherLeads ? `, ${otherLeads} to other sellers` : ''})`,
          `${part('saved-search alerts', alertFigures)} (${searches.length} searches x ${listings.length} listings)`,
          `${part('order timers', timerFigures)} (${statuses.map((s) => `${s}x${size.timersPerStatus}`).join(' ')})`,
          `jobs run again after the kill: ${again.join(', ')}`,
        ].join('; '),
      };
    },

    async close() {
      await Promise.all([orders.close(), matching.close()]);
    },
  };
}
