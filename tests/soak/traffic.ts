// The soak's users and their traffic: buyers and sellers made through the benches' set-up helpers
// (tests/load/bench-accounts.ts), a shop and a published listing per seller, a conversation per
// socket pair, live sockets recording every message pushed to them, and an open-loop generator
// that sends requests at a fixed rate in the mix of figures.ts (a slow answer never slows the
// arrivals, so queueing shows in the latencies instead of hiding). At the end `account` says
// what was acknowledged but not received once by each participant's socket, not stored once,
// or not in the database in the state the API last answered.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  realtimeNamespace,
  serverEvents,
  type RealtimeConversationMessage,
} from '@matchbazaar/contracts';
import { io, type Socket } from 'socket.io-client';
import {
  inBatches,
  listingBody,
  makeAccounts,
  openShopWithListing,
  type BenchAccount,
} from '../load/bench-accounts.ts';
import { call, HttpTally, type Answer } from '../chaos/http.ts';
import type { Topology } from '../chaos/topology.ts';
import { kinds, mix, type Accounting, type Kind } from './figures.ts';

export interface SoakOptions {
  buyers: number;
  sellers: number;
  /** Live sockets, half buyers and half sellers (each pair shares a conversation). */
  sockets: number;
  /** Requests a second, all kinds together. */
  rate: number;
  say: (line: string) => void;
}

/** What the traffic answered since the last `take()`. */
export interface Taken {
  answers: Record<Kind, number[]>;
  serverErrors: number;
  unanswered: number;
  skipped: number;
}

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' };
/** An order's steps after it is placed, who takes each, and the status each answers. */
const steps = [
  { name: 'accept', by: 'seller' },
  { name: 'pay', by: 'buyer', body: card },
  { name: 'ship', by: 'seller', body: { tracking: 'AWB1' } },
  { name: 'deliver', by: 'seller' },
  { name: 'confirm', by: 'buyer' },
] as const;
const paidStatuses = new Set(['paid', 'shipped', 'delivered', 'completed']);
/** More requests waiting than this and the machine is not keeping up: arrivals are skipped. */
const maxInFlight = 400;

const searchTerms = ['brass', 'thali', 'pooja thali', 'brass sets', 'wholesale thali', 'polished'];

interface Order {
  id: string;
  buyer: BenchAccount;
  seller: BenchAccount;
  /** The next step's index in `steps`. */
  next: number;
  /** The status the API last answered for it; null when a step's answer was lost. */
  status: string | null;
}

interface Due {
  kind: 'message' | 'inquiry';
  /** Users with a socket who must each receive it exactly once. */
  to: string[];
  at: number;
}

export async function prepareSoak(topo: Topology, options: SoakOptions) {
  const { say } = options;
  // Each request to the next BFF in turn, as a load balancer would; straight to the BFFs, so no
  // proxy in this process stands between (the chaos suite's balancer is left idle).
  const apis = topo.bffs.map((b) => b.url);
  let turn = 0;
  const api = () => apis[turn++ % apis.length]!;
  const tally = new HttpTally();
  const run = randomBytes(4).toString('hex');
  const pairs = Math.floor(options.sockets / 2);
  if (pairs > options.buyers || pairs > options.sellers)
    throw new Error('more sockets than users to hold them');

  let t0 = performance.now();
  const tokensIssuedAt = t0;
  const { buyers, sellers } = await makeAccounts(topo.bffEnv, run, options.buyers, options.sellers);
  say(`  ${buyers.length + sellers.length} accounts in ${seconds(t0)} s`);
  t0 = performance.now();
  const listings = await inBatches(sellers, 16, (seller, i) =>
    openShopWithListing(api(), seller, i),
  );
  say(`  ${listings.length} shops with a published listing in ${seconds(t0)} s`);
  t0 = performance.now();
  // Buyer i and seller i (i < pairs) hold sockets and talk in one conversation.
  const conversations = await inBatches(Array.from({ length: pairs }), 16, async (_, i) => {
    const answer = await call(
      tally,
      api(),
      'POST',
      `/listings/${listings[i]}/inquiries`,
      buyers[i]!.token,
      {
        messageId: randomUUID(),
        message: 'Do you ship 500 pieces to Delhi within two weeks?',
        quantity: 20,
      },
    );
    const id = (answer.json as { data?: { conversation: { id: string } } }).data?.conversation.id;
    if (!id) throw new Error(`inquiry: ${answer.status} ${JSON.stringify(answer.json)}`);
    return id;
  });
  say(`  ${conversations.length} conversations in ${seconds(t0)} s`);

  // Every conversation message pushed, by message id and receiving user: how many times, first when.
  const receipts = new Map<string, Map<string, { n: number; at: number }>>();
  const sockets: Socket[] = [];
  let disconnects = 0;
  t0 = performance.now();
  const holders = [...buyers.slice(0, pairs), ...sellers.slice(0, pairs)];
  await inBatches(holders, 50, async (user, k) => {
    // Buyer i on one BFF, seller i on the other: every conversation's pushes cross processes.
    const socket = io(
      `${apis[((k % pairs) + (k < pairs ? 0 : 1)) % apis.length]}${realtimeNamespace}`,
      {
        transports: ['websocket'],
        auth: { token: user.token },
        forceNew: true,
      },
    );
    sockets.push(socket);
    socket.on('disconnect', () => disconnects++);
    socket.on(serverEvents.conversationMessage, ({ message }: RealtimeConversationMessage) => {
      const byUser = receipts.get(message.id) ?? new Map<string, { n: number; at: number }>();
      const seen = byUser.get(user.id);
      if (seen) seen.n++;
      else byUser.set(user.id, { n: 1, at: performance.now() });
      receipts.set(message.id, byUser);
    });
    await new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('a socket was not ready in 30 s')), 30_000);
      socket.once(serverEvents.ready, () => {
        clearTimeout(timeout);
        resolve();
      });
    });
  });
  say(`  ${sockets.length} sockets ready in ${seconds(t0)} s`);
  const hasSocket = new Set(holders.map((u) => u.id));

  const due = new Map<string, Due>();
  const orders: Order[] = [];
  /** Orders waiting for their next step (none in flight). */
  const ready: Order[] = [];
  const listingIds = [...listings];
  const statuses = new Map<string, number>();
  let taken: Taken = emptyTaken();
  let running = false;
  let inFlight = 0;
  const pending = new Set<Promise<void>>();
  let counter = 0;
  const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;
  const everyone = [...buyers, ...sellers];
  let nextBuyer = 0;
  let nextSeller = 0;
  // Round robin, so the per-account limits (inquiries 20 an hour, payments 10 in 10 minutes) are
  // spread as a day's traffic spreads them.
  const aBuyer = () => buyers[nextBuyer++ % buyers.length]!;
  const aSeller = () => sellers[nextSeller++ % sellers.length]!;

  // Access tokens live 15 minutes; like the web app, each account refreshes its own in good time
  // (one refresh at a time: a refresh token is rotated, and a reused one ends the session).
  const refreshAfterMs = Number(process.env.SOAK_REFRESH_AFTER_S ?? 600) * 1000;
  const issuedAt = new Map<BenchAccount, number>();
  const refreshing = new Map<BenchAccount, Promise<void>>();
  const refresh = async (who: BenchAccount) => {
    const answer = await call(tally, api(), 'POST', '/auth/refresh-token', null, {
      refreshToken: who.refreshToken,
    }).catch(() => null);
    if (!answer) return void taken.unanswered++;
    if (answer.status >= 500) taken.serverErrors++;
    const key = `refresh POST /auth/refresh-token ${answer.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    const data = (answer.json as { data?: { accessToken?: string; refreshToken?: string } } | null)
      ?.data;
    if (answer.status !== 200 || !data?.accessToken || !data.refreshToken) return;
    who.token = data.accessToken;
    who.refreshToken = data.refreshToken;
    issuedAt.set(who, performance.now());
  };
  const fresh = (who: BenchAccount): Promise<void> | undefined => {
    if (performance.now() - (issuedAt.get(who) ?? tokensIssuedAt) < refreshAfterMs) return;
    let pending = refreshing.get(who);
    if (!pending) {
      pending = refresh(who).finally(() => refreshing.delete(who));
      refreshing.set(who, pending);
    }
    return pending;
  };

  /** One request of `kind` as `who`: its answer time is counted; a 5xx or no answer too. */
  const timed = async (
    kind: Kind,
    method: string,
    route: string,
    who: BenchAccount,
    body?: unknown,
  ): Promise<Answer | null> => {
    await fresh(who);
    try {
      const answer = await call(tally, api(), method, route, who.token, body);
      taken.answers[kind].push(answer.ms);
      if (answer.status >= 500) taken.serverErrors++;
      const key = `${kind} ${method} ${route.replace(/[0-9a-f-]{36}/g, ':id').replace(/\?.*/, '')} ${answer.status}`;
      statuses.set(key, (statuses.get(key) ?? 0) + 1);
      return answer;
    } catch {
      taken.unanswered++;
      return null;
    }
  };

  const browse = async () => {
    const user = pick(everyone);
    const roll = Math.random();
    const route =
      roll < 0.35
        ? `/listings/search?q=${encodeURIComponent(pick(searchTerms))}`
        : roll < 0.75
          ? `/listings/${pick(listingIds)}`
          : roll < 0.85
            ? '/listings'
            : roll < 0.9
              ? '/listings/categories'
              : roll < 0.95
                ? '/requirements/search?q=turmeric'
                : '/search/suggest?q=bra';
    await timed('browse/search', 'GET', route, user);
  };

  const message = async () => {
    if (Math.random() < 2 / 3) {
      const i = Math.floor(Math.random() * pairs);
      const sender = Math.random() < 0.5 ? buyers[i]! : sellers[i]!;
      const id = randomUUID();
      const at = performance.now();
      const answer = await timed(
        'messages',
        'POST',
        `/conversations/${conversations[i]}/messages`,
        sender,
        {
          id,
          text: `Message ${++counter}`,
        },
      );
      if (answer?.status === 201)
        due.set(id, { kind: 'message', to: [buyers[i]!.id, sellers[i]!.id], at });
    } else {
      const buyer = aBuyer();
      const s = Math.floor(Math.random() * sellers.length);
      const id = randomUUID();
      const at = performance.now();
      const answer = await timed('messages', 'POST', `/listings/${listings[s]}/inquiries`, buyer, {
        messageId: id,
        message: `Inquiry ${++counter}: do you ship to Delhi?`,
        quantity: 20,
      });
      if (answer?.status === 201)
        due.set(id, {
          kind: 'inquiry',
          to: [buyer.id, sellers[s]!.id].filter((u) => hasSocket.has(u)),
          at,
        });
    }
  };

  const post = async () => {
    const n = ++counter;
    if (Math.random() < 0.5) {
      const seller = aSeller();
      const answer = await timed(
        'posting',
        'POST',
        '/listings',
        seller,
        listingBody(1_000_000 + n, seller.photoId),
      );
      const id = (answer?.json as { data?: { listing?: { id: string } } } | null)?.data?.listing
        ?.id;
      if (answer?.status === 201 && id) listingIds.push(id);
    } else {
      await timed('posting', 'POST', '/requirements', aBuyer(), requirementBody(n));
    }
  };

  const order = async () => {
    // Five steps follow each placing: advance an order five times in six.
    const o = ready.length && Math.random() < 5 / 6 ? ready.shift()! : null;
    if (!o) {
      const buyer = aBuyer();
      const s = Math.floor(Math.random() * sellers.length);
      // Picked up, as the chaos suite's orders: goods always name how they reach the buyer.
      const answer = await timed('orders', 'POST', `/listings/${listings[s]}/orders`, buyer, {
        quantity: 10,
        shipping: 'pickup',
      });
      const placed = (answer?.json as { data?: { order?: { id: string; status: string } } } | null)
        ?.data?.order;
      if (answer?.status !== 201 || !placed) return;
      const record = { id: placed.id, buyer, seller: sellers[s]!, next: 0, status: placed.status };
      orders.push(record);
      if (placed.status === 'placed') ready.push(record);
      return;
    }
    const step = steps[o.next]!;
    const who = step.by === 'buyer' ? o.buyer : o.seller;
    const answer = await timed(
      'orders',
      'POST',
      `/orders/${o.id}/${step.name}`,
      who,
      'body' in step ? step.body : {},
    );
    if (!answer) return void (o.status = null);
    if (answer.status !== 200) return; // counted by status; the order keeps its last status
    o.status = (answer.json as { data: { order: { status: string } } }).data.order.status;
    o.next++;
    if (o.next < steps.length) ready.push(o);
  };

  const actions: Record<Kind, () => Promise<void>> = {
    'browse/search': browse,
    messages: message,
    posting: post,
    orders: order,
  };
  const cumulative = kinds.map(
    (k, i) => [k, kinds.slice(0, i + 1).reduce((s, x) => s + mix[x], 0)] as const,
  );
  const oneRequest = () => {
    const roll = Math.random();
    const kind = cumulative.find(([, upTo]) => roll < upTo)?.[0] ?? 'browse/search';
    if (inFlight >= maxInFlight) return void taken.skipped++;
    inFlight++;
    const done: Promise<void> = actions[kind]()
      .catch(() => void taken.unanswered++)
      .finally(() => {
        inFlight--;
        pending.delete(done);
      });
    pending.add(done);
  };

  let loop: Promise<void> = Promise.resolve();
  return {
    /** Starts the arrivals at `rate` a second until `stop()`. */
    start() {
      running = true;
      loop = (async () => {
        const started = performance.now();
        for (let i = 0; running; i++) {
          const wait = started + (i * 1000) / options.rate - performance.now();
          if (wait > 1) await new Promise((r) => setTimeout(r, wait));
          if (running) oneRequest();
        }
      })();
    },
    /** What was answered since the last call. */
    take(): Taken {
      const now = taken;
      taken = emptyTaken();
      return now;
    },
    /** Stops the arrivals; resolves once every request sent has its answer. */
    async stop() {
      running = false;
      await loop;
      while (pending.size) await Promise.allSettled([...pending]);
    },
    statuses: () => statuses,
    disconnects: () => disconnects,
    closeSockets() {
      for (const socket of sockets.splice(0)) socket.disconnect();
    },
    /** Every message and order accounted for: on the sockets, in the database. */
    async account(): Promise<Accounting & { pushMs: number[] }> {
      const examples: string[] = [];
      const note = (line: string) => examples.length < 5 && examples.push(line);
      const allArrived = () =>
        [...due].every(([id, d]) => d.to.every((u) => receipts.get(id)?.has(u)));
      const deadline = Date.now() + 15_000;
      while (!allArrived() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
      await new Promise((r) => setTimeout(r, 1_000)); // a late second copy would show now
      let receiptsDue = 0;
      let receiptsMissing = 0;
      let receiptsDoubled = 0;
      const pushMs: number[] = [];
      for (const [id, d] of due) {
        for (const user of d.to) {
          receiptsDue++;
          const receipt = receipts.get(id)?.get(user);
          const n = receipt?.n ?? 0;
          if (receipt) pushMs.push(receipt.at - d.at);
          if (n === 0) {
            receiptsMissing++;
            note(`${d.kind} ${id} never reached a participant's socket`);
          } else if (n > 1) {
            receiptsDoubled++;
            note(`${d.kind} ${id} reached a participant's socket ${n} times`);
          }
        }
      }
      const stored = await topo.sql.query<{ id: string; n: string }>(
        `select id, count(*)::text as n from conversation_message where id = any($1::uuid[]) group by id`,
        [[...due.keys()]],
      );
      const storedCount = new Map(stored.rows.map((r) => [r.id, Number(r.n)]));
      let messagesNotStoredOnce = 0;
      for (const id of due.keys()) {
        if (storedCount.get(id) !== 1) {
          messagesNotStoredOnce++;
          note(`message ${id} stored ${storedCount.get(id) ?? 0} times`);
        }
      }
      const ids = orders.map((o) => o.id);
      const rows = await topo.sql.query<{ id: string; status: string }>(
        `select id, status from market_order where id = any($1::uuid[])`,
        [ids],
      );
      const statusOf = new Map(rows.rows.map((r) => [r.id, r.status]));
      const moves = await topo.sql.query<{ order_id: string; kind: string; n: string }>(
        `select order_id, kind, count(*)::text as n from ledger_movement where order_id = any($1::uuid[]) group by order_id, kind`,
        [ids],
      );
      const moved = (id: string, kind: string) =>
        Number(moves.rows.find((r) => r.order_id === id && r.kind === kind)?.n ?? 0);
      let ordersInWrongState = 0;
      let moneyMovementsWrong = 0;
      let uncertain = 0;
      for (const o of orders) {
        if (o.status === null) {
          uncertain++;
          continue;
        }
        const inDb = statusOf.get(o.id);
        if (inDb !== o.status) {
          ordersInWrongState++;
          note(`order ${o.id} answered ${o.status}, stored ${inDb ?? 'nowhere'}`);
        }
        const payments = moved(o.id, 'payment');
        const releases = moved(o.id, 'release');
        if (payments !== (paidStatuses.has(o.status) ? 1 : 0)) {
          moneyMovementsWrong++;
          note(`order ${o.id} (${o.status}) has ${payments} payments`);
        }
        if (releases !== (o.status === 'completed' ? 1 : 0)) {
          moneyMovementsWrong++;
          note(`order ${o.id} (${o.status}) has ${releases} releases`);
        }
      }
      if (uncertain) note(`${uncertain} orders whose last step had no answer (not checked)`);
      return {
        messagesAcknowledged: due.size,
        receiptsDue,
        receiptsMissing,
        receiptsDoubled,
        messagesNotStoredOnce,
        ordersPlaced: orders.length,
        ordersInWrongState,
        moneyMovementsWrong,
        examples,
        pushMs,
      };
    },
    /** Orders by the status the API last answered. */
    orderStatuses() {
      const counts = new Map<string, number>();
      for (const o of orders)
        counts.set(o.status ?? 'unknown', (counts.get(o.status ?? 'unknown') ?? 0) + 1);
      return counts;
    },
  };
}

export type Soak = Awaited<ReturnType<typeof prepareSoak>>;

function emptyTaken(): Taken {
  return {
    answers: Object.fromEntries(kinds.map((k) => [k, [] as number[]])) as Record<Kind, number[]>,
    serverErrors: 0,
    unanswered: 0,
    skipped: 0,
  };
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(0);

/** A buyer's published requirement; `n` keeps titles apart (a repeated title is refused a day). */
const requirementBody = (n: number) => ({
  title: `Need 500 kg of turmeric powder, lot ${n}`,
  description: 'Looking for a supplier of turmeric powder, high curcumin, packed in 25 kg bags.',
  category: 'fresh-vegetables',
  quantity: { amount: 500, unit: 'kg' },
  budget: { minMinor: 100_000, maxMinor: 200_000, currency: 'INR' },
  urgency: 'medium',
  place: { city: 'Mumbai', country: 'IN' },
  intent: 'publish',
});
