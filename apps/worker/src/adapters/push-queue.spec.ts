import { describe, expect, it } from '@jest/globals';
import { serverEvents, type AppNotification } from '@matchbazaar/contracts';
import { pino } from 'pino';
import { pushingPublisher } from './push-queue.js';
import type { RealtimePublisher } from './realtime-publisher.js';

const lead: AppNotification = {
  id: '91',
  type: 'lead.received',
  title: 'New lead: 40 teak chairs',
  body: null,
  link: '/dashboard/leads',
  data: {},
  createdAt: new Date(0).toISOString(),
  seenAt: null,
  readAt: null,
};

describe("the worker's publisher with Web Push", () => {
  it('queues a push for each notification it announces live, and for nothing else', () => {
    const live: string[] = [];
    const queued: string[] = [];
    const publisher: RealtimePublisher = {
      toUser: (userId: string | number, event: string, ..._payload: unknown[]) =>
        void live.push(`${userId}:${event}`),
      close: () => Promise.resolve(),
    };
    const pushing = pushingPublisher(
      publisher,
      { announce: (id) => Promise.resolve(void queued.push(id)) },
      pino({ level: 'silent' }),
    );
    pushing.toUser('seller-1', serverEvents.notification, lead);
    pushing.toUser('seller-1', serverEvents.notificationCounts, { unread: 1, unseen: 1 });
    expect(live).toEqual(['seller-1:notification', 'seller-1:notification.counts']);
    expect(queued).toEqual(['91']);
  });

  it('still announces live when the push queue is down', async () => {
    const live: string[] = [];
    const pushing = pushingPublisher(
      {
        toUser: (userId: string | number, ..._rest: unknown[]) => void live.push(String(userId)),
        close: () => Promise.resolve(),
      },
      { announce: () => Promise.reject(new Error('redis down')) },
      pino({ level: 'silent' }),
    );
    pushing.toUser('seller-2', serverEvents.notification, lead);
    await new Promise((resolve) => setImmediate(resolve));
    expect(live).toEqual(['seller-2']);
  });
});
