// Scenarios: PostgreSQL unreachable for 10 s (the proxy between the apps and PostgreSQL drops
// every connection and refuses new ones, as a restart would), and PostgreSQL slow (a lock held for
// 5 s on the conversations and orders tables of the scenario's own database), under the steady
// load of steady-load.ts. Every answer must be a success or a 503 with Retry-After (never a 500,
// never a hang); the pools must recover without a restart; nothing acknowledged may be lost; no
// order, payment or ledger movement half-written (the ledger sums to zero per currency).
import pg from 'pg';
import { setTimeout as sleep } from 'node:timers/promises';
import { HttpTally } from '../http.ts';
import type { Scenario, ScenarioResult } from '../scenario.ts';
import { prepareSteadyLoad, untilBothHealth } from '../steady-load.ts';
import { ledgerSums, startTopology } from '../topology.ts';

export const postgresDown: Scenario = {
  name: 'PostgreSQL down 10 s',
  async run({ short, say }) {
    const topo = await startTopology('pgdown');
    const tally = new HttpTally();
    try {
      const pairs = short ? 15 : 50;
      say(`  ${pairs} pairs sending and reading, ${short ? 3 : 8} buyers taking orders ...`);
      const load = await prepareSteadyLoad(topo, tally, {
        pairs,
        intervalMs: 2_500,
        orderBuyers: short ? 3 : 8,
        pendingPaymentWaitMs: short ? 5_000 : 150_000,
        orderEveryMs: short ? 6_000 : 12_000,
      });
      const running = load.start();
      await sleep(short ? 4_000 : 10_000);
      say('  PostgreSQL goes away for 10 s (the proxy drops and refuses every connection) ...');
      const faultAt = performance.now();
      await topo.postgresProxy.down();
      const during = await untilBothHealth(topo, 503, 10_000);
      await sleep(10_000);
      await topo.postgresProxy.up();
      const recoveryMs = await untilBothHealth(topo, 200);
      await sleep(short ? 4_000 : 15_000);
      load.stop();
      await running;
      const figures = await load.check(faultAt);
      return outcome('PostgreSQL down 10 s', topo, tally, figures, recoveryMs, [
        ...(Number.isNaN(during) ? ['health did not say 503 during the outage'] : []),
      ]);
    } catch (error) {
      say(topo.logs());
      throw error;
    } finally {
      await topo.stop();
    }
  },
};

export const postgresSlow: Scenario = {
  name: 'PostgreSQL slow (lock 5 s)',
  async run({ short, say }) {
    const topo = await startTopology('pgslow');
    const tally = new HttpTally();
    try {
      const pairs = short ? 15 : 50;
      say(`  ${pairs} pairs sending and reading, ${short ? 3 : 8} buyers taking orders ...`);
      const load = await prepareSteadyLoad(topo, tally, {
        pairs,
        intervalMs: 2_500,
        orderBuyers: short ? 3 : 8,
        pendingPaymentWaitMs: short ? 5_000 : 150_000,
        orderEveryMs: short ? 6_000 : 12_000,
      });
      const running = load.start();
      await sleep(short ? 4_000 : 10_000);
      say('  a transaction holds the conversation and order tables locked for 5 s ...');
      const locker = new pg.Client({ connectionString: topo.database.url });
      await locker.connect();
      const faultAt = performance.now();
      await locker.query('begin');
      await locker.query('lock table "conversation", "market_order" in access exclusive mode');
      await sleep(5_000);
      await locker.query('rollback');
      await locker.end();
      const released = performance.now();
      // Recovered: a message sent now answers at once again.
      const recoveryMs = await untilBothHealth(topo, 200);
      await sleep(short ? 4_000 : 15_000);
      load.stop();
      await running;
      const figures = await load.check(faultAt);
      // The lock is met, not waited out: past the BFFs' lock timeout (DATABASE_LOCK_TIMEOUT_MS,
      // 2 s) a request answers 503 with Retry-After (the slowest answer is in the details).
      const slow: string[] = [];
      if (tally.unavailable === 0)
        slow.push('no 503 with Retry-After while the tables were locked');
      const result = await outcome('PostgreSQL slow', topo, tally, figures, recoveryMs, slow);
      result.details += `; lock released ${((performance.now() - released) / 1000).toFixed(0)} s before the end`;
      return result;
    } catch (error) {
      say(topo.logs());
      throw error;
    } finally {
      await topo.stop();
    }
  },
};

export async function outcome(
  name: string,
  topo: Awaited<ReturnType<typeof startTopology>>,
  tally: HttpTally,
  figures: Awaited<ReturnType<Awaited<ReturnType<typeof prepareSteadyLoad>>['check']>>,
  recoveryMs: number,
  extra: string[],
): Promise<ScenarioResult> {
  const problems = [...figures.problems, ...extra];
  for (const [currency, sum] of await ledgerSums(topo.sql))
    if (sum !== 0) problems.push(`ledger sums to ${sum} in ${currency}`);
  if (tally.forbidden.length)
    problems.push(
      `${tally.forbidden.length} forbidden 5xx, e.g. ${tally.forbidden.slice(0, 3).join(' | ')}`,
    );
  if (tally.hangs)
    problems.push(`${tally.hangs} requests hung (no answer in ${tally.hangMs / 1000} s)`);
  if (Number.isNaN(recoveryMs)) problems.push('the BFFs did not recover within 60 s');
  for (const [i, bff] of topo.bffs.entries())
    if (bff.child.exitCode !== null || bff.child.signalCode !== null)
      problems.push(`BFF ${i} exited`);
  for (const [i, worker] of topo.workers.entries())
    if (worker.child.exitCode !== null || worker.child.signalCode !== null)
      problems.push(`worker ${i} exited`);
  return {
    name,
    sent: figures.sent,
    arrived: figures.arrived,
    lost: figures.lost,
    doubled: figures.doubled,
    worstLatencyMs: figures.worstLatencyMs,
    recoveryMs,
    problems,
    details: `${figures.ordersCompleted} of ${figures.orders} orders completed${figures.pendingPayments ? `, ${figures.pendingPayments} payments cut off pending for the sweep` : ''}; slowest answer ${(tally.worstMs / 1000).toFixed(1)} s; HTTP ${tally.summary()}`,
  };
}
