// The steady load of the outage scenarios (PostgreSQL, Redis): pairs of users in a conversation
// with live sockets, each sending a message every few seconds (retried with its own id until
// answered, as the web app does) and reading its conversations; and buyers taking orders through
// their whole life (place, accept, pay, ship, deliver, confirm), each step retried until answered.
// At the end, `check` says what was acknowledged but not stored or not held by both sides (lost),
// stored twice or pushed twice (doubled), the worst time from a send to its arrival, and which
// orders did not complete with exactly one payment and one release.
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  inBatches,
  makeAccounts,
  openShopWithListing,
  type BenchAccount,
} from '../load/bench-accounts.ts';
import { ChatClient } from './chat-client.ts';
import { call, callUntilAnswered, type Answer, type HttpTally } from './http.ts';
import { eventually } from './scenario.ts';
import type { Topology } from './topology.ts';

interface Sent {
  id: string;
  conversationId: string;
  senderId: string;
  at: number;
  acknowledged: boolean;
  /** Requests it took (a retry after no answer or a 503 sends it again, pushed again). */
  attempts: { n: number };
}

const card = { cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' };
const steps = ['accept', 'pay', 'ship', 'deliver', 'confirm'] as const;
const after: Record<(typeof steps)[number], string> = {
  accept: 'accepted',
  pay: 'paid',
  ship: 'shipped',
  deliver: 'delivered',
  confirm: 'completed',
};

export interface SteadyLoad {
  clients: ChatClient[];
  /** Every account's address (makeAccounts'), buyers first. */
  emails: string[];
  /** Runs the load until `stop()`; resolves when every loop has finished its last request. */
  start(): Promise<void>;
  stop(): void;
  /** `faultAt` (performance.now()): times in what it reports are counted from it. */
  check(faultAt?: number): Promise<LoadFigures>;
}

export interface LoadFigures {
  sent: number;
  arrived: number;
  lost: number;
  doubled: number;
  worstLatencyMs: number;
  orders: number;
  ordersCompleted: number;
  /** Payments cut off by the fault, still pending for the sweep when the scenario ended. */
  pendingPayments: number;
  problems: string[];
}

export async function prepareSteadyLoad(
  topo: Topology,
  tally: HttpTally,
  options: {
    pairs: number;
    intervalMs: number;
    orderBuyers: number;
    /** A buyer places at most one order this often. */
    orderEveryMs: number;
    /** How long a payment cut off by the fault may stay pending (the sweep settles it in 1-2 min). */
    pendingPaymentWaitMs: number;
  },
): Promise<SteadyLoad> {
  const base = topo.balancerUrl;
  const run = randomBytes(4).toString('hex');
  const { buyers, sellers } = await makeAccounts(
    topo.bffEnv,
    run,
    options.pairs + options.orderBuyers,
    options.pairs,
  );
  const listings = await inBatches(sellers, 8, (seller, i) => openShopWithListing(base, seller, i));
  const sent: Sent[] = [];
  const conversations = await inBatches(sellers, 8, async (_, i) => {
    const id = randomUUID();
    const answer = await callUntilAnswered(
      tally,
      base,
      'POST',
      `/listings/${listings[i]}/inquiries`,
      buyers[i]!.token,
      {
        messageId: id,
        message: `Inquiry ${id}`,
        quantity: 20,
      },
    );
    const conversationId = (answer.json as { data?: { conversation: { id: string } } }).data
      ?.conversation.id;
    if (!conversationId)
      throw new Error(`inquiry: ${answer.status} ${JSON.stringify(answer.json)}`);
    sent.push({
      id,
      conversationId,
      senderId: buyers[i]!.id,
      at: performance.now(),
      acknowledged: true,
      attempts: { n: 1 },
    });
    return conversationId;
  });
  const clients: ChatClient[] = [];
  for (let i = 0; i < options.pairs; i++) {
    clients.push(
      new ChatClient(buyers[i]!.id, buyers[i]!.token, conversations[i]!, base, tally),
      new ChatClient(sellers[i]!.id, sellers[i]!.token, conversations[i]!, base, tally),
    );
  }
  await inBatches(clients, 25, (c) => c.connect());

  let running = true;
  let pendingPayments = 0;
  const orders: { id: string | null; done: boolean }[] = [];
  const problems: string[] = [];

  const userLoop = async (client: ChatClient) => {
    await sleep(Math.random() * options.intervalMs);
    let n = 0;
    while (running) {
      const at = performance.now();
      const id = randomUUID();
      const record: Sent = {
        id,
        conversationId: client.conversationId,
        senderId: client.userId,
        at,
        acknowledged: false,
        attempts: { n: 0 },
      };
      sent.push(record);
      const answer = await callUntilAnswered(
        tally,
        base,
        'POST',
        `/conversations/${client.conversationId}/messages`,
        client.token,
        { id, text: `Message ${++n}` },
        Date.now() + 120_000,
        record.attempts,
      ).catch(() => null);
      record.acknowledged = answer?.status === 200 || answer?.status === 201;
      await call(tally, base, 'GET', '/conversations?limit=5', client.token).catch(() => undefined);
      const next = at + options.intervalMs - performance.now();
      if (next > 0) await sleep(next);
    }
  };

  /** One step, retried until answered; a 409 after an attempt without an answer may mean it went through. */
  const step = async (order: string, who: BenchAccount, name: (typeof steps)[number]) => {
    const body = name === 'pay' ? card : name === 'ship' ? { tracking: 'AWB1' } : {};
    for (let attempt = 0; attempt < 200; attempt++) {
      let answer: Answer | null = null;
      try {
        answer = await call(tally, base, 'POST', `/orders/${order}/${name}`, who.token, body);
      } catch {
        // no answer: again
      }
      if (answer?.status === 200) return;
      if (answer?.status === 409 && attempt > 0) {
        // Went through with the answer lost; or, for a payment cut off half-way, its intent
        // waits for the BFFs' sweep (a minute after its last attempt, docs/decisions/0035).
        const waitMs = name === 'pay' ? options.pendingPaymentWaitMs : 0;
        const deadline = Date.now() + waitMs;
        for (;;) {
          const now = await callUntilAnswered(tally, base, 'GET', `/orders/${order}`, who.token);
          const status = (now.json as { data?: { order: { status: string } } }).data?.order.status;
          if (status && Object.values(after).indexOf(status) >= steps.indexOf(name)) return;
          if (Date.now() > deadline) break;
          await sleep(2_000);
        }
        if (name === 'pay') {
          pendingPayments++;
          throw new Error('payment pending');
        }
      }
      if (answer && answer.status !== 503) {
        problems.push(
          `order ${name}: ${answer.status} ${JSON.stringify(answer.json).slice(0, 120)}`,
        );
        throw new Error('step refused');
      }
      await sleep(answer?.retryAfter ? Math.min(Number(answer.retryAfter) * 1000, 1_000) : 250);
    }
    throw new Error(`order ${name} never answered`);
  };

  const orderLoop = async (k: number) => {
    const buyer = buyers[options.pairs + k]!;
    const seller = k % options.pairs;
    while (running) {
      // One order every `orderEveryMs` per buyer: paying is limited to 10 in 10 minutes.
      const next = performance.now() + options.orderEveryMs;
      const record = { id: null as string | null, done: false };
      orders.push(record);
      // Placing is not idempotent (no key): retried only when refused with 503, not on a lost answer.
      for (;;) {
        const placed = await call(
          tally,
          base,
          'POST',
          `/listings/${listings[seller]}/orders`,
          buyer.token,
          // Picked up: goods always name how they reach the buyer, and pick-up needs no address.
          { quantity: 10, shipping: 'pickup' },
        ).catch(() => null);
        if (placed?.status === 201) {
          record.id = (placed.json as { data: { order: { id: string } } }).data.order.id;
          break;
        }
        if (placed && placed.status !== 503) {
          problems.push(
            `order place: ${placed.status} ${JSON.stringify(placed.json).slice(0, 120)}`,
          );
          return;
        }
        if (!running) return;
        await sleep(500);
      }
      try {
        for (const name of steps)
          await step(
            record.id,
            name === 'pay' || name === 'confirm' ? buyer : sellers[seller]!,
            name,
          );
        record.done = true;
      } catch {
        return;
      }
      const wait = next - performance.now();
      if (wait > 0 && running) await sleep(wait);
    }
  };

  const emails = [
    ...buyers.map((_, i) => `user-${i + 1}-${run}@example.com`),
    ...sellers.map((_, i) => `trader-${i + 1}-${run}@example.com`),
  ];
  return {
    clients,
    emails,
    async start() {
      await Promise.all([
        ...clients.map((c) => userLoop(c)),
        ...Array.from({ length: options.orderBuyers }, (_, k) => orderLoop(k)),
      ]);
    },
    stop() {
      running = false;
    },
    async check(faultAt = 0) {
      const acknowledged = sent.filter((s) => s.acknowledged);
      const byConversation = new Map<string, Sent[]>();
      for (const s of acknowledged)
        byConversation.set(s.conversationId, [...(byConversation.get(s.conversationId) ?? []), s]);
      const holdsAll = (c: ChatClient) =>
        (byConversation.get(c.conversationId) ?? []).every((s) => c.held.has(s.id));
      await eventually(() => clients.every(holdsAll), 20_000);
      const { rows } = await topo.sql.query<{ id: string; n: string }>(
        `select id, count(*)::text as n from conversation_message where conversation_id = any($1::uuid[]) group by id`,
        [conversations],
      );
      const stored = new Map(rows.map((r) => [r.id, Number(r.n)]));
      const sentIds = new Set(sent.map((s) => s.id));
      let lost = acknowledged.filter((s) => !stored.has(s.id)).length;
      let doubled = rows.filter((r) => !sentIds.has(r.id) || Number(r.n) > 1).length;
      const sentOnce = new Set(sent.filter((s) => s.attempts.n === 1).map((s) => s.id));
      let gaps = 0;
      const missing: string[] = [];
      let arrived = 0;
      let worst = 0;
      for (const client of clients) {
        // Pushed twice to one connection though sent once: the server doubled it.
        doubled += [...client.pushedTwice].filter((id) => sentOnce.has(id)).length;
        for (const s of byConversation.get(client.conversationId) ?? []) {
          if (!client.held.has(s.id)) {
            lost++;
            if (missing.length < 3)
              missing.push(
                `${s.senderId === client.userId ? 'own' : 'counterpart'} message sent ${((s.at - faultAt) / 1000).toFixed(1)} s after the fault in ${s.attempts.n} attempts, not held (client ready ${client.readies}x, last ${((client.lastReadyAt - faultAt) / 1000).toFixed(1)} s after)`,
              );
          } else if (s.senderId !== client.userId) {
            arrived++;
            worst = Math.max(worst, client.arrivedAt.get(s.id)! - s.at);
          }
        }
        if (client.thread().some((m, i) => m.seq !== String(i + 1))) gaps++;
      }
      if (gaps) problems.push(`${gaps} of ${clients.length} threads with a gap`);
      problems.push(...missing);
      // Orders: the finished ones moved money once each way; none is half-written.
      const placed = orders.filter((o) => o.id).map((o) => o.id!);
      const movements = await topo.sql.query<{ order_id: string; kind: string; n: string }>(
        `select order_id, kind, count(*)::text as n from ledger_movement where order_id = any($1::uuid[]) group by order_id, kind`,
        [placed],
      );
      for (const o of orders.filter((x) => x.done)) {
        for (const kind of ['payment', 'release']) {
          const n = Number(
            movements.rows.find((r) => r.order_id === o.id && r.kind === kind)?.n ?? 0,
          );
          if (n === 0) lost++;
          if (n > 1) doubled += n - 1;
        }
      }
      // Paid at most once, whatever state each order reached.
      for (const id of placed) {
        const n = Number(
          movements.rows.find((r) => r.order_id === id && r.kind === 'payment')?.n ?? 0,
        );
        if (n > 1 && !orders.find((o) => o.id === id)?.done) doubled += n - 1;
      }
      const unfinished = orders.filter((o) => o.id && !o.done).length - pendingPayments;
      // The last order of each loop may be cut short by the stop; more than that is a problem.
      if (unfinished > options.orderBuyers) problems.push(`${unfinished} orders left half-way`);
      return {
        sent: acknowledged.length,
        arrived,
        lost,
        doubled,
        worstLatencyMs: worst,
        orders: placed.length,
        ordersCompleted: orders.filter((o) => o.done).length,
        pendingPayments,
        problems,
      };
    },
  };
}

/** Polls both BFFs' health every 100 ms until both answer `status`; ms taken, or NaN. */
export async function untilBothHealth(
  topo: Topology,
  status: number,
  timeoutMs = 60_000,
): Promise<number> {
  const started = performance.now();
  const ok = await eventually(async () => {
    const answers = await Promise.all(
      topo.bffs.map((b) =>
        fetch(`${b.url}/api/health`, { signal: AbortSignal.timeout(3_000) }).then(
          (r) => r.status,
          () => 0,
        ),
      ),
    );
    return answers.every((s) => s === status);
  }, timeoutMs);
  return ok ? performance.now() - started : Number.NaN;
}
