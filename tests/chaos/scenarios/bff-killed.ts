// Scenario: a BFF is killed (SIGKILL) during a burst of messages and inquiries between pairs of
// users whose sockets are spread over both BFFs. Every client must reconnect (through the
// balancer, to the BFF still alive), catch up from the last seq it holds, and end with every
// message of its conversation exactly once, in the order each side sent them; each side's unread
// count must be what the stored messages say.
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { inBatches, makeAccounts, openShopWithListing } from '../../load/bench-accounts.ts';
import { ChatClient } from '../chat-client.ts';
import { call, callUntilAnswered, HttpTally } from '../http.ts';
import { eventually, type Scenario, type ScenarioResult } from '../scenario.ts';
import { startTopology } from '../topology.ts';

interface Sent {
  id: string;
  conversationId: string;
  senderId: string;
  at: number;
  acknowledged: boolean;
  /** Requests it took (a retry after no answer or a 503 sends it again, pushed again). */
  attempts: { n: number };
}

export const bffKilled: Scenario = {
  name: 'BFF killed (kill -9)',
  async run({ short, say }) {
    const pairs = short ? 50 : 200;
    const burstMs = short ? 12_000 : 45_000;
    // Each user sends one every `interval` (the message limit is 30 a minute per account).
    const intervalMs = short ? 2_500 : 5_000;
    const topo = await startTopology('bffkill');
    const tally = new HttpTally();
    const clients: ChatClient[] = [];
    try {
      say(`  ${pairs} pairs: accounts, shops, listings and a first inquiry each ...`);
      const run = randomBytes(4).toString('hex');
      const { buyers, sellers } = await makeAccounts(topo.bffEnv, run, pairs, pairs);
      const base = topo.balancerUrl;
      const listings = await inBatches(sellers, 8, (seller, i) =>
        openShopWithListing(base, seller, i),
      );
      const sent: Sent[] = [];
      const inquire = async (pair: number, at: number) => {
        const id = randomUUID();
        const record: Sent = {
          id,
          conversationId: '',
          senderId: buyers[pair]!.id,
          at,
          acknowledged: false,
          attempts: { n: 0 },
        };
        const answer = await callUntilAnswered(
          tally,
          base,
          'POST',
          `/listings/${listings[pair]}/inquiries`,
          buyers[pair]!.token,
          { messageId: id, message: `Inquiry ${id}`, quantity: 20 },
          undefined,
          record.attempts,
        );
        if (answer.status === 200 || answer.status === 201) {
          record.acknowledged = true;
          record.conversationId = (
            answer.json as { data: { conversation: { id: string } } }
          ).data.conversation.id;
        }
        return record;
      };
      const first = await inBatches(
        Array.from({ length: pairs }, (_, i) => i),
        8,
        (i) => inquire(i, performance.now()),
      );
      sent.push(...first);
      const conversationOf = first.map((r) => r.conversationId);
      if (conversationOf.some((c) => !c)) throw new Error('a first inquiry was refused');

      say(`  connecting ${pairs * 2} sockets through the balancer (both BFFs) ...`);
      for (let i = 0; i < pairs; i++) {
        clients.push(
          new ChatClient(buyers[i]!.id, buyers[i]!.token, conversationOf[i]!, base, tally),
          new ChatClient(sellers[i]!.id, sellers[i]!.token, conversationOf[i]!, base, tally),
        );
      }
      await inBatches(clients, 25, (c) => c.connect());

      say(
        `  burst: every user sends every ${intervalMs / 1000} s for ${burstMs / 1000} s; BFF 1 is killed at a third ...`,
      );
      const start = performance.now();
      const end = start + burstMs;
      const userLoop = async (client: ChatClient, pair: number, isBuyer: boolean) => {
        await sleep(Math.random() * intervalMs);
        let n = 0;
        while (performance.now() < end) {
          const at = performance.now();
          n++;
          if (isBuyer && n % 3 === 0) {
            sent.push(await inquire(pair, at));
          } else {
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
              { id, text: `Message ${n} from ${isBuyer ? 'the buyer' : 'the seller'}` },
              undefined,
              record.attempts,
            );
            record.acknowledged = answer.status === 200 || answer.status === 201;
          }
          const next = at + intervalMs - performance.now();
          if (next > 0) await sleep(next);
        }
      };
      let killedAt = 0;
      const killer = (async () => {
        await sleep(burstMs / 3);
        killedAt = performance.now();
        await topo.bffs[0]!.kill('SIGKILL');
      })();
      await Promise.all([
        killer,
        ...clients.map((client, i) => userLoop(client, Math.floor(i / 2), i % 2 === 0)),
      ]);

      const acknowledged = sent.filter((s) => s.acknowledged);
      const byConversation = new Map<string, Sent[]>();
      for (const s of acknowledged) {
        const list = byConversation.get(s.conversationId) ?? [];
        list.push(s);
        byConversation.set(s.conversationId, list);
      }
      const holdsAll = (c: ChatClient) =>
        (byConversation.get(c.conversationId) ?? []).every((s) => c.held.has(s.id));
      await eventually(() => clients.every(holdsAll), 20_000);
      const moved = clients.filter((c) => c.readies > 1);
      const recoveryMs = moved.length
        ? Math.max(...moved.map((c) => c.lastReadyAt)) - killedAt
        : Number.NaN;

      // What was stored, straight from PostgreSQL.
      const { rows } = await topo.sql.query<{
        id: string;
        conversation_id: string;
        seq: string;
        sender_id: string;
      }>(
        `select id, conversation_id, seq::text, sender_id from conversation_message
          where conversation_id = any($1::uuid[]) order by conversation_id, seq`,
        [conversationOf],
      );
      const sentIds = new Set(sent.map((s) => s.id));
      const storedIds = new Set(rows.map((r) => r.id));
      const problems: string[] = [];
      let lost = acknowledged.filter((s) => !storedIds.has(s.id)).length;
      // Stored though never sent by us: a send stored twice under another id (none can be).
      let doubled = rows.filter((r) => !sentIds.has(r.id)).length;
      const sentOnce = new Set(sent.filter((s) => s.attempts.n === 1).map((s) => s.id));
      let arrived = 0;
      let worst = 0;
      let outOfOrder = 0;
      let badUnread = 0;
      for (const client of clients) {
        const mine = byConversation.get(client.conversationId) ?? [];
        const stored = rows.filter((r) => r.conversation_id === client.conversationId);
        for (const s of mine) {
          if (!client.held.has(s.id)) lost++;
          else if (s.senderId !== client.userId) {
            arrived++;
            worst = Math.max(worst, client.arrivedAt.get(s.id)! - s.at);
          }
        }
        // Pushed twice to one connection though sent once: the server doubled it.
        doubled += [...client.pushedTwice].filter((id) => sentOnce.has(id)).length;
        // Exactly once, in order: seqs 1..n with no gap, each sender's messages as sent.
        const thread = client.thread();
        if (thread.some((m, i) => m.seq !== String(i + 1))) outOfOrder++;
        for (const senderId of [...new Set(mine.map((s) => s.senderId))]) {
          const asSent = mine.filter((s) => s.senderId === senderId).map((s) => s.id);
          const asShown = thread.filter((m) => m.senderId === senderId).map((m) => m.id);
          if (asSent.join() !== asShown.join()) outOfOrder++;
        }
        // Unread: the counterpart's messages after the user's own last one (a send reads all).
        const lastOwn = Math.max(
          0,
          ...stored.filter((r) => r.sender_id === client.userId).map((r) => Number(r.seq)),
        );
        const expected = stored.filter(
          (r) => r.sender_id !== client.userId && Number(r.seq) > lastOwn,
        ).length;
        const answer = await call(tally, base, 'GET', '/conversations?limit=5', client.token);
        const item = (
          answer.json as { data?: { items: { id: string; unread: number }[] } }
        ).data?.items.find((c) => c.id === client.conversationId);
        if (item?.unread !== expected) badUnread++;
      }
      if (outOfOrder) problems.push(`${outOfOrder} threads out of order or with a gap`);
      if (badUnread) problems.push(`${badUnread} unread counts wrong`);
      if (tally.forbidden.length) problems.push(...tally.forbidden.slice(0, 5));
      if (tally.hangs) problems.push(`${tally.hangs} requests hung`);
      if (!moved.length) problems.push('no socket was on the killed BFF');
      const result: ScenarioResult = {
        name: 'BFF killed',
        sent: acknowledged.length,
        arrived,
        lost,
        doubled,
        worstLatencyMs: worst,
        recoveryMs,
        problems,
        details: `${pairs} pairs, ${moved.length} of ${clients.length} sockets moved, ${sent.length - acknowledged.length} sends refused, ${clients.reduce((n, c) => n + c.gapsSeen, 0)} pushes after a gap (caught up at once), HTTP ${tally.summary()}`,
      };
      return result;
    } catch (error) {
      say(topo.logs());
      throw error;
    } finally {
      for (const c of clients) c.close();
      await topo.stop();
    }
  },
};
