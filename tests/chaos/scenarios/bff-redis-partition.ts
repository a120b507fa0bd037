// Scenario: one BFF cut off from Redis for 10 s, the other BFF and the workers still reaching it
// (topology.ts gives each BFF a Redis proxy of its own). The cut is a partition: the proxy holds
// the bytes both ways and the connections stay open, so nothing tells the BFF but its own probes;
// the long form then also drops that BFF's connections and refuses new ones for 10 s. Under the
// steady load of steady-load.ts (sockets on both BFFs through the balancer), with a failed
// sign-in every second sent straight to the cut BFF (its limit needs Redis) and a fresh socket
// tried on it. Checked: the cut BFF's health says degraded (503) while the other stays 200; its
// sign-ins answer 503 with Retry-After (never a 500, never a hang); it refuses new sockets and
// closes its own, whose clients reconnect through the balancer and catch up; every acknowledged
// message stored once and held by both sides; once the cut ends, the same process answers 200
// and takes sockets again, without a restart.
import { realtimeNamespace, serverEvents } from '@matchbazaar/contracts';
import { setTimeout as sleep } from 'node:timers/promises';
import { io } from 'socket.io-client';
import { call, HttpTally } from '../http.ts';
import { eventually, type Scenario } from '../scenario.ts';
import { prepareSteadyLoad } from '../steady-load.ts';
import type { TcpProxy } from '../tcp-proxy.ts';
import { startTopology } from '../topology.ts';
import { outcome } from './postgres-outage.ts';

const CUT_MS = 10_000;

export const bffRedisPartition: Scenario = {
  name: 'BFF cut off from Redis',
  async run({ short, say }) {
    const topo = await startTopology('bffpartition');
    const tally = new HttpTally();
    const side = new HttpTally();
    try {
      const pairs = short ? 15 : 50;
      say(
        `  ${pairs} pairs sending and reading through the balancer, ${short ? 2 : 6} buyers taking orders ...`,
      );
      const load = await prepareSteadyLoad(topo, tally, {
        pairs,
        intervalMs: 2_500,
        orderBuyers: short ? 2 : 6,
        pendingPaymentWaitMs: short ? 5_000 : 150_000,
        orderEveryMs: short ? 6_000 : 12_000,
      });
      const running = load.start();
      const [cut, other] = topo.bffs as [(typeof topo.bffs)[0], (typeof topo.bffs)[0]];
      const token = load.clients[0]!.token;

      // Failed sign-ins straight to the cut BFF, one a second: 401 while it reaches Redis, 503
      // with Retry-After while it does not.
      let cutOff = false;
      let probing = true;
      const signIns: { status: number; retryAfter: string | null; during: boolean }[] = [];
      const prober = (async () => {
        for (let i = 0; probing; i++) {
          const during = cutOff;
          const answer = await call(side, cut.url, 'POST', '/auth/login', null, {
            email: `nobody-${i}@example.com`,
            password: 'not the password',
          }).catch(() => null);
          if (answer)
            signIns.push({ status: answer.status, retryAfter: answer.retryAfter, during });
          await sleep(1_000);
        }
      })();

      await sleep(short ? 4_000 : 10_000);
      const faultAt = performance.now();
      const problems: string[] = [];
      const figures: string[] = [];
      const faults: [
        string,
        (p: TcpProxy) => Promise<void> | void,
        (p: TcpProxy) => Promise<void> | void,
      ][] = [['held (a partition)', (p) => p.hold(), (p) => p.heal()]];
      if (!short) faults.push(['dropped and refused', (p) => p.down(), (p) => p.up()]);
      let recoveryMs = 0;
      for (const [how, inject, mend] of faults) {
        const proxy = topo.bffRedisProxies[0]!;
        const readiesBefore = load.clients.map((c) => c.readies);
        say(`  BFF 0's Redis ${how} for ${CUT_MS / 1000} s ...`);
        const at = performance.now();
        cutOff = true;
        await inject(proxy);
        const degradedMs = await timeUntil(async () => (await health(cut.url)) === 503, CUT_MS);
        const refusedMs = await timeUntil(
          async () => (await firstSocketAnswer(cut.url, token)) === 'refused',
          CUT_MS,
        );
        const otherDuring = await health(other.url);
        await sleep(Math.max(0, CUT_MS - (performance.now() - at)));
        const moved = load.clients.filter((c, i) => c.readies > readiesBefore[i]!).length;
        await mend(proxy);
        cutOff = false;
        const mended = performance.now();
        const healthyMs = await timeUntil(async () => (await health(cut.url)) === 200, 60_000);
        const takesMs = await timeUntil(
          async () => (await firstSocketAnswer(cut.url, token)) === 'ready',
          60_000,
        );
        recoveryMs = Math.max(recoveryMs, performance.now() - mended);
        const allBack = await eventually(() => load.clients.every((c) => c.connected()), 30_000);
        if (Number.isNaN(degradedMs)) problems.push(`${how}: health did not say degraded (503)`);
        if (Number.isNaN(refusedMs)) problems.push(`${how}: new sockets were not refused`);
        if (otherDuring !== 200)
          problems.push(`${how}: the other BFF answered health ${otherDuring}`);
        if (moved === 0) problems.push(`${how}: no socket was closed and reconnected`);
        if (Number.isNaN(healthyMs)) problems.push(`${how}: health not 200 again within 60 s`);
        if (Number.isNaN(takesMs)) problems.push(`${how}: sockets not taken again within 60 s`);
        if (!allBack) problems.push(`${how}: sockets did not all reconnect within 30 s`);
        figures.push(
          `${how}: degraded after ${ms(degradedMs)}, new sockets refused after ${ms(refusedMs)}, ${moved} of ${load.clients.length} sockets moved, health 200 again ${ms(healthyMs)} and a socket taken ${ms(takesMs)} after the cut ended`,
        );
      }

      await sleep(short ? 4_000 : 10_000);
      probing = false;
      await prober;
      load.stop();
      await running;
      const result = await load.check(faultAt);

      const during = signIns.filter((s) => s.during);
      const openDuring = during.filter((s) => s.status !== 503 && s.status !== 401).length;
      if (openDuring)
        problems.push(`${openDuring} sign-ins during the cut answered neither 503 nor 401`);
      if (!during.some((s) => s.status === 503))
        problems.push('no sign-in refused 503 during the cut');
      if (signIns.some((s) => s.status === 503 && !s.retryAfter))
        problems.push('a sign-in 503 without Retry-After');
      for (const f of side.forbidden) problems.push(f);
      if (side.hangs) problems.push(`${side.hangs} sign-ins hung`);
      const outcomeResult = await outcome(
        'BFF cut off from Redis',
        topo,
        tally,
        result,
        recoveryMs,
        problems,
      );
      outcomeResult.details += `; ${figures.join('; ')}; sign-ins to the cut BFF during: ${during.filter((s) => s.status === 503).length} of ${during.length} refused 503; side HTTP ${side.summary()}`;
      return outcomeResult;
    } catch (error) {
      say(topo.logs());
      throw error;
    } finally {
      await topo.stop();
    }
  },
};

const ms = (n: number) => (Number.isNaN(n) ? 'never' : `${Math.round(n)} ms`);

async function health(base: string): Promise<number> {
  return fetch(`${base}/api/health`, { signal: AbortSignal.timeout(3_000) }).then(
    (r) => r.status,
    () => 0,
  );
}

/** A new socket straight to one BFF, without retrying: 'ready' or 'refused'. */
function firstSocketAnswer(base: string, token: string): Promise<'ready' | 'refused'> {
  const socket = io(`${base}${realtimeNamespace}`, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    auth: { token },
    timeout: 5_000,
  });
  return new Promise<'ready' | 'refused'>((resolve) => {
    socket.once(serverEvents.ready, () => resolve('ready'));
    socket.once('connect_error', () => resolve('refused'));
    socket.once('disconnect', () => resolve('refused'));
  }).finally(() => socket.disconnect());
}

async function timeUntil(probe: () => Promise<boolean>, timeoutMs: number): Promise<number> {
  const started = performance.now();
  return (await eventually(probe, timeoutMs)) ? performance.now() - started : Number.NaN;
}
