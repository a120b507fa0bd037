// Scenario: a worker is killed (SIGKILL) while it sends mail, matches posts, alerts saved
// searches and while order timers fall due, and another is started in its place. Buyers take
// orders through their whole life the while, and every step mails the other side (one mail job
// per order event and recipient, through the workers' mail queue; the sink answers each mail
// after 300 ms, so some are in flight when the worker dies). Every step's mail must arrive
// exactly once: counted per recipient against the stored order events. Leads, alerts and timers
// (worker-killed-jobs.ts): each exactly once, none missing.
import { setTimeout as sleep } from 'node:timers/promises';
import { messages } from '@matchbazaar/contracts';
import { HttpTally } from '../http.ts';
import { eventually, type Scenario } from '../scenario.ts';
import { prepareSteadyLoad } from '../steady-load.ts';
import { ledgerSums, startTopology } from '../topology.ts';
import { prepareWorkerJobs } from './worker-killed-jobs.ts';

export const workerKilled: Scenario = {
  name: 'Worker killed (kill -9)',
  async run({ short, say }) {
    const topo = await startTopology('workerkill', { mailReplyDelayMs: 300 });
    const tally = new HttpTally();
    try {
      const orderBuyers = short ? 8 : 20;
      say(
        `  ${orderBuyers} buyers taking orders (each step mails the other side), 5 pairs writing ...`,
      );
      const load = await prepareSteadyLoad(topo, tally, {
        pairs: 5,
        intervalMs: 2_500,
        orderBuyers,
        pendingPaymentWaitMs: 5_000,
        orderEveryMs: short ? 6_000 : 12_000,
      });
      const size = short
        ? { sellers: 4, requirements: 6, searches: 4, timersPerStatus: 1 }
        : { sellers: 6, requirements: 12, searches: 6, timersPerStatus: 3 };
      say(
        `  ${size.requirements} requirements and ${size.sellers} listings posted across the kill (${size.searches} saved searches), ${size.timersPerStatus * 6} order timers falling due around it ...`,
      );
      const jobs = await prepareWorkerJobs(topo, tally, size);
      const running = load.start();
      // The posts close together just before the kill, which waits (up to 5 s) for a matching
      // job to be running, so that some on the killed worker are cut off.
      const posting = short ? jobs.post(4_700, 5_300) : jobs.post(14_000, 15_500);
      await sleep(short ? 5_000 : 15_000);
      await jobs.dueAround(-2_000, short ? 6_000 : 20_000);
      let matchingAtKill = 0;
      for (const until = Date.now() + 5_000; matchingAtKill === 0 && Date.now() < until;) {
        matchingAtKill = await jobs.matchingActive();
        if (matchingAtKill === 0) await sleep(20);
      }
      say(
        `  worker 1 killed (${matchingAtKill} matching jobs running, ${jobs.posted()} posts answered); a new worker starts 2 s later ...`,
      );
      const killedAt = performance.now();
      await topo.workers[0]!.kill('SIGKILL');
      await sleep(2_000);
      // Once more if it did not start in time (a busy machine), as a supervisor would.
      await topo.startWorker().catch(() => topo.startWorker());
      await sleep(short ? 8_000 : 30_000);
      load.stop();
      await running;
      await posting;
      const figures = await load.check(killedAt);
      // Before the mails: a timer's step mails both sides.
      const done = await jobs.check();
      await jobs.close();

      // Expected: one mail per order event to the side it is news to (both for the platform's),
      // its subject "Order #<number>: <status>" (messages.orders.mailSubject).
      const killedWall = Date.now() - (performance.now() - killedAt);
      const expected = async () => {
        const { rows } = await topo.sql.query<{ key: string; at: Date }>(
          `select u.email || '|' || o.number || '|' || e.to_status as key, e.at
             from order_event e
             join market_order o on o.id = e.order_id
             join app_user u on (e.by in ('buyer', 'system', 'admin') and u.id = o.seller_id)
                             or (e.by in ('seller', 'system', 'admin') and u.id = o.buyer_id)`,
        );
        return rows;
      };
      const statusOf = new Map<string, string>(
        Object.entries(messages.orders.statuses).map(([k, v]) => [v, k]),
      );
      // Per expected mail, each arrival's time and Message-ID. A mail sent again after the kill
      // (the SMTP server took it, the worker died before it knew) carries the same Message-ID
      // (apps/worker/src/adapters/mailer.ts), and mailboxes show it once: only two different
      // Message-IDs for one mail count as doubled.
      const mailed = new Map<string, { at: number; messageId: string }[]>();
      let wanted = await expected();
      await eventually(async () => {
        const mails = (await (await fetch(`${topo.mailUrl}/api/messages`)).json()) as {
          to: string[];
          subject: string;
          receivedAt: string;
          headers: Record<string, string>;
        }[];
        mailed.clear();
        for (const mail of mails) {
          const subject = /^Order #(\d+): (.+)$/.exec(mail.subject);
          if (!subject) continue;
          for (const to of mail.to) {
            const key = `${to}|${subject[1]}|${statusOf.get(subject[2]!) ?? subject[2]}`;
            mailed.set(key, [
              ...(mailed.get(key) ?? []),
              { at: Date.parse(mail.receivedAt), messageId: mail.headers['message-id'] ?? '' },
            ]);
          }
        }
        wanted = await expected();
        return wanted.every((r) => mailed.has(r.key));
      }, 30_000);
      const mailsSent = wanted.length;
      const mailsLost = wanted.filter((r) => !mailed.has(r.key)).length;
      const distinctIds = (key: string) =>
        new Set((mailed.get(key) ?? []).map((m) => m.messageId)).size;
      const mailsDoubled = wanted.filter((r) => distinctIds(r.key) > 1).length;
      const mailsResent = wanted.filter(
        (r) => (mailed.get(r.key)?.length ?? 0) > 1 && distinctIds(r.key) === 1,
      ).length;
      // Recovery: until the last mail of a step taken before the kill arrived.
      const before = wanted.filter((r) => r.at.getTime() <= killedWall && mailed.has(r.key));
      const recoveryMs = Math.max(0, ...before.map((r) => mailed.get(r.key)![0]!.at - killedWall));

      const problems = [...figures.problems, ...done.problems];
      for (const [currency, sum] of await ledgerSums(topo.sql))
        if (sum !== 0) problems.push(`ledger sums to ${sum} in ${currency}`);
      if (tally.forbidden.length) problems.push(...tally.forbidden.slice(0, 3));
      const kinds = [done.leads, done.alerts, done.timers];
      const sum = (key: 'expected' | 'arrived' | 'lost' | 'doubled') =>
        kinds.reduce((n, k) => n + k[key], 0);
      return {
        name: 'Worker killed',
        sent: mailsSent + sum('expected'),
        arrived: mailsSent - mailsLost + sum('arrived'),
        lost: mailsLost + figures.lost + sum('lost'),
        doubled: mailsDoubled + figures.doubled + sum('doubled'),
        worstLatencyMs: figures.worstLatencyMs,
        recoveryMs,
        problems,
        details: `${done.details}; order mails: ${mailsSent} due over ${figures.orders} orders (${figures.ordersCompleted} completed), ${mailsLost} missing, ${mailsDoubled} twice, ${mailsResent} sent again with the same Message-ID; messages ${figures.arrived} of ${figures.sent} arrived; HTTP ${tally.summary()}`,
      };
    } catch (error) {
      say(topo.logs());
      throw error;
    } finally {
      await topo.stop();
    }
  },
};
