// Scenario: Redis unreachable for 10 s (the proxy between the apps and Redis drops every
// connection and refuses new ones, as a restart would), under the steady load of steady-load.ts
// plus a contact message every 2 s (stored with its mail job in one transaction) and a failed
// sign-in every 2 s (its rate limit needs Redis: it fails closed). Health must say degraded (503) on
// both BFFs; every answer a success, a 4xx or a 503 with Retry-After (never a 500); sign-in 503
// while Redis is away; every socket connected again after; every acknowledged message stored and
// held by both sides; every acknowledged contact message mailed exactly once; the ledger at zero.
import { setTimeout as sleep } from 'node:timers/promises';
import { call, HttpTally } from '../http.ts';
import { eventually, type Scenario } from '../scenario.ts';
import { prepareSteadyLoad, untilBothHealth } from '../steady-load.ts';
import { startTopology } from '../topology.ts';
import { outcome } from './postgres-outage.ts';

export const redisDown: Scenario = {
  name: 'Redis down 10 s',
  async run({ short, say }) {
    const topo = await startTopology('redisdown');
    const tally = new HttpTally();
    const side = new HttpTally();
    try {
      const pairs = short ? 15 : 50;
      say(
        `  ${pairs} pairs sending and reading, ${short ? 3 : 8} buyers taking orders, contact messages and sign-ins ...`,
      );
      const load = await prepareSteadyLoad(topo, tally, {
        pairs,
        intervalMs: 2_500,
        orderBuyers: short ? 3 : 8,
        pendingPaymentWaitMs: short ? 5_000 : 150_000,
        orderEveryMs: short ? 6_000 : 12_000,
      });
      const running = load.start();
      const base = topo.balancerUrl;

      // Contact messages (stored and their mail queued in one transaction: a 201 promises the
      // mail) and failed sign-ins (their limit fails closed), one every 2 s each.
      let faulty = false;
      let probing = true;
      const contacts: { subject: string; status: number }[] = [];
      const signIns: { status: number; retryAfter: string | null; during: boolean }[] = [];
      const prober = (async () => {
        for (let i = 0; probing; i++) {
          const during = faulty;
          const subject = `Chaos probe ${i} ${topo.redisPrefix}`;
          const contact = await call(side, base, 'POST', '/contact', null, {
            name: 'Chaos Probe',
            email: 'probe@example.com',
            subject,
            message: 'Checking that an acknowledged message is mailed once.',
          }).catch(() => null);
          contacts.push({ subject, status: contact?.status ?? 0 });
          const signIn = await call(side, base, 'POST', '/auth/login', null, {
            email: `nobody-${i}@example.com`,
            password: 'not the password',
          }).catch(() => null);
          if (signIn)
            signIns.push({ status: signIn.status, retryAfter: signIn.retryAfter, during });
          await sleep(2_000);
        }
      })();

      await sleep(short ? 4_000 : 10_000);
      say('  Redis goes away for 10 s (the proxy drops and refuses every connection) ...');
      faulty = true;
      const faultAt = performance.now();
      await topo.redisProxy.down();
      const degraded = await untilBothHealth(topo, 503, 10_000);
      await sleep(10_000);
      await topo.redisProxy.up();
      faulty = false;
      const recoveryMs = await untilBothHealth(topo, 200);
      const socketsBackMs = await timeUntil(() => load.clients.every((c) => c.connected()), 30_000);
      await sleep(short ? 5_000 : 15_000);
      probing = false;
      await prober;
      load.stop();
      await running;
      const figures = await load.check(faultAt);

      // Every acknowledged contact message mailed once (the workers pick the jobs up again).
      const acknowledged = contacts.filter((c) => c.status === 200 || c.status === 201);
      const mailed = new Map<string, number>();
      await eventually(async () => {
        const res = await fetch(`${topo.mailUrl}/api/messages`);
        const mails = (await res.json()) as { subject: string }[];
        for (const c of acknowledged)
          mailed.set(c.subject, mails.filter((m) => m.subject.includes(c.subject)).length);
        return acknowledged.every((c) => mailed.get(c.subject)! >= 1);
      }, 20_000);
      const mailsLost = acknowledged.filter((c) => !mailed.get(c.subject)).length;
      const mailsDoubled = acknowledged.filter((c) => mailed.get(c.subject)! > 1).length;

      const extra: string[] = [];
      if (Number.isNaN(degraded)) extra.push('health did not say degraded (503) during the outage');
      if (Number.isNaN(socketsBackMs)) extra.push('sockets did not all reconnect within 30 s');
      const openDuring = signIns.filter((s) => s.during && s.status !== 503);
      if (openDuring.length)
        extra.push(`${openDuring.length} sign-ins not refused while Redis was away`);
      if (signIns.some((s) => s.status === 503 && !s.retryAfter))
        extra.push('a sign-in 503 without Retry-After');
      for (const f of side.forbidden) extra.push(f);
      const result = await outcome('Redis down 10 s', topo, tally, figures, recoveryMs, extra);
      result.lost += mailsLost;
      result.doubled += mailsDoubled;
      const refused = contacts.filter((c) => c.status === 503).length;
      result.details += `; contact messages: ${acknowledged.length} acknowledged and mailed ${acknowledged.length - mailsLost}, ${refused} refused 503; sign-ins during: ${signIns.filter((s) => s.during).length} refused 503; sockets reconnected ${load.clients.filter((c) => c.readies > 1).length} of ${load.clients.length}, all back ${Math.round(socketsBackMs)} ms after health; side HTTP ${side.summary()}`;
      return result;
    } catch (error) {
      say(topo.logs());
      throw error;
    } finally {
      await topo.stop();
    }
  },
};

async function timeUntil(probe: () => boolean, timeoutMs: number): Promise<number> {
  const started = performance.now();
  return (await eventually(probe, timeoutMs)) ? performance.now() - started : Number.NaN;
}
