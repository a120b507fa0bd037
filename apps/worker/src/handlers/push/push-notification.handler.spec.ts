import { describe, expect, it } from '@jest/globals';
import { pino } from 'pino';
import type { PushGate } from '../../adapters/push-gate.js';
import type { PushOutcome, PushSender } from '../../adapters/push-sender.js';
import type { PushStore, PushTarget } from '../../adapters/push-store.js';
import type { JobContext } from '../job-handler.js';
import { pushNotificationHandler } from './push-notification.handler.js';

const job = (attemptsMade = 0): JobContext => ({
  queue: 'push',
  name: 'notification',
  id: 'push-7',
  attemptsMade,
  maxAttempts: 5,
  logger: pino({ level: 'silent' }),
});

const target = (): PushTarget => ({
  userId: 'u1',
  notification: {
    id: '7',
    type: 'inquiry.received',
    title: 'New inquiry on Teak chairs',
    link: '/dashboard/inbox/c1',
    data: { conversationId: 'c1' },
    readAt: null,
  },
  devices: [
    { id: 'd1', endpoint: 'https://push.test/1', p256dh: 'B', auth: 'a' },
    { id: 'd2', endpoint: 'https://push.test/2', p256dh: 'B', auth: 'a' },
  ],
  choices: {},
  quietHours: null,
});

/** In-memory store, gate and sender: what was sent, removed and held. */
function world(answers: Record<string, () => Promise<PushOutcome>> = {}, live = false) {
  const sent: { device: string; payload: unknown; urgency: string }[] = [];
  const removed: string[] = [];
  const delivered = new Set<string>();
  let rate = 0;
  let held = 0;
  const store = {
    target: () => Promise.resolve(target()),
    removeDevice: (id: string) => Promise.resolve(void removed.push(id)),
    pushed: () => Promise.resolve(),
    failed: () => Promise.resolve(),
  } as unknown as PushStore;
  const gate: PushGate = {
    hasLiveSocket: () => Promise.resolve(live),
    takeSend: (_user, perMinute) => Promise.resolve(++rate <= perMinute),
    hold: () => Promise.resolve(void held++),
    takeHeld: () => Promise.resolve(held).finally(() => (held = 0)),
    wasSent: (n, d) => Promise.resolve(delivered.has(`${n}:${d}`)),
    recordSent: (n, d) => Promise.resolve(void delivered.add(`${n}:${d}`)),
  };
  const sender: PushSender = {
    send: (device, payload, options) => {
      const answer = answers[device.id];
      if (answer) return answer();
      sent.push({ device: device.id, payload: JSON.parse(payload), urgency: options.urgency });
      return Promise.resolve('sent');
    },
  };
  const flushes: { notificationId: string; userId: string; at: number }[] = [];
  const handler = pushNotificationHandler({
    store,
    gate,
    sender,
    perUserPerMinute: 2,
    flushHeldAt: (notificationId, userId, at) =>
      Promise.resolve(void flushes.push({ notificationId, userId, at })),
    now: () => new Date('2026-12-06T10:00:30Z'),
  });
  /** The limit's window turns over. */
  const nextMinute = () => (rate = 0);
  return { handler, sent, removed, flushes, nextMinute, held: () => held };
}

describe('push.notification handler', () => {
  it('pushes to every device with high urgency for an inquiry', async () => {
    const w = world();
    await w.handler({ notificationId: '7' }, job());
    expect(w.sent.map((s) => s.device)).toEqual(['d1', 'd2']);
    expect(w.sent[0]).toMatchObject({ urgency: 'high', payload: { tag: 'conversation-c1' } });
  });

  it('sends nothing while a tab of the user is open', async () => {
    const w = world({}, true);
    await w.handler({ notificationId: '7' }, job());
    expect(w.sent).toEqual([]);
  });

  it('removes a device answered 410 and keeps pushing to the others', async () => {
    const w = world({ d1: () => Promise.resolve('gone') });
    await w.handler({ notificationId: '7' }, job());
    expect(w.removed).toEqual(['d1']);
    expect(w.sent.map((s) => s.device)).toEqual(['d2']);
  });

  it('retries a failed device only: the one that got it is not pushed twice', async () => {
    let failing = true;
    const w = world({
      d1: () =>
        failing ? Promise.reject(new Error('503 from push service')) : Promise.resolve('sent'),
    });
    await expect(w.handler({ notificationId: '7' }, job(0))).rejects.toThrow(/1 of 2 devices/);
    failing = false;
    await w.handler({ notificationId: '7' }, job(1));
    expect(w.sent.map((s) => s.device)).toEqual(['d2']);
  });

  it('holds pushes past the per-user limit and counts them into the next one', async () => {
    const w = world();
    for (const id of ['1', '2', '3']) await w.handler({ notificationId: id }, job());
    expect(w.sent).toHaveLength(4); // two notifications to two devices
    expect(w.held()).toBe(1);
  });

  it('sends what was held when the minute is over, if no other push said so first', async () => {
    const w = world();
    for (const id of ['1', '2', '3', '4']) await w.handler({ notificationId: id }, job());
    // One delayed run per window, for the first held notification, at the next minute.
    expect(w.flushes).toEqual([
      { notificationId: '3', userId: 'u1', at: Date.parse('2026-12-06T10:01:00Z') },
      { notificationId: '4', userId: 'u1', at: Date.parse('2026-12-06T10:01:00Z') },
    ]);
    w.nextMinute();
    w.sent.length = 0;
    await w.handler({ notificationId: '3', heldFlush: true }, job());
    expect(w.sent.map((s) => s.device)).toEqual(['d1', 'd2']);
    expect((w.sent[0]!.payload as { body: string }).body).toContain('1 more notification');
    expect(w.held()).toBe(0);
    // The second flush of the same window (a no-op in BullMQ by its job id) finds nothing held.
    w.sent.length = 0;
    await w.handler({ notificationId: '4', heldFlush: true }, job());
    expect(w.sent).toEqual([]);
  });

  it('a held push summed up by the next one is not sent again by its flush', async () => {
    const w = world();
    for (const id of ['1', '2', '3']) await w.handler({ notificationId: id }, job());
    w.nextMinute();
    await w.handler({ notificationId: '5' }, job()); // says "and 1 more"
    w.sent.length = 0;
    await w.handler({ notificationId: '3', heldFlush: true }, job());
    expect(w.sent).toEqual([]);
  });
});
