import { describe, expect, it } from '@jest/globals';
import type { ContactType, LaunchNotice } from '@matchbazaar/contracts';
import { pino } from 'pino';
import type { BroadcastRow, BroadcastStore, Recipient } from '../../adapters/broadcast-store.js';
import type { NoticeQueues } from '../../adapters/notice-queues.js';
import type { JobContext } from '../job-handler.js';
import { fanOutHandler } from './fan-out.handler.js';

const job: JobContext = {
  queue: 'launch',
  name: 'fan-out',
  id: 'broadcast-1-fan-out',
  attemptsMade: 0,
  maxAttempts: 10,
  logger: pino({ level: 'silent' }),
};

/**
 * The store's rules in memory: confirmed subscribers in id order, minus those with a settled
 * delivery; `advance` moves the cursor and counts only ids past it.
 */
class FakeBroadcastStore {
  readonly pages: { afterId: number; limit: number }[] = [];
  readonly advanced: number[][] = [];
  settled = new Set<number>();

  constructor(
    public row: BroadcastRow & { total: number },
    private readonly subscribers: Recipient[],
  ) {}

  broadcast(id: number): Promise<BroadcastRow | undefined> {
    return Promise.resolve(id === this.row.id ? { ...this.row } : undefined);
  }

  recipientsAfter(_broadcastId: number, afterId: number, limit: number): Promise<Recipient[]> {
    this.pages.push({ afterId, limit });
    return Promise.resolve(
      this.subscribers
        .filter((s) => s.id > afterId && !this.settled.has(s.id))
        .sort((a, b) => a.id - b.id)
        .slice(0, limit),
    );
  }

  advance(_broadcastId: number, ids: number[]): Promise<void> {
    this.advanced.push(ids);
    this.row.total += ids.filter((id) => id > this.row.lastSubscriberId).length;
    this.row.lastSubscriberId = Math.max(this.row.lastSubscriberId, ...ids);
    return Promise.resolve();
  }

  markEnqueued(): Promise<void> {
    this.row.status = 'enqueued';
    return Promise.resolve();
  }
}

class FakeNoticeQueues implements NoticeQueues {
  readonly calls: { contactType: ContactType; notices: LaunchNotice[] }[] = [];

  add(contactType: ContactType, notices: LaunchNotice[]): Promise<void> {
    this.calls.push({ contactType, notices });
    return Promise.resolve();
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  /** Subscriber ids added to one channel, in order (empty chunks included as nothing). */
  ids(contactType: ContactType): number[] {
    return this.calls
      .filter((c) => c.contactType === contactType)
      .flatMap((c) => c.notices.map((n) => n.subscriberId));
  }
}

/** Subscribers 1..n: every third one by phone. */
const subscribers = (n: number): Recipient[] =>
  Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    contactType: (i + 1) % 3 === 0 ? 'phone' : 'email',
  }));

function setup(row: Partial<BroadcastRow> & { total?: number }, people: Recipient[]) {
  const store = new FakeBroadcastStore(
    { id: 1, status: 'enqueuing', lastSubscriberId: 0, total: 0, ...row },
    people,
  );
  const queues = new FakeNoticeQueues();
  const handler = fanOutHandler({
    store: store as unknown as BroadcastStore,
    queues,
    chunkSize: 4,
  });
  return { store, queues, run: () => handler({ broadcastId: 1 }, job) };
}

describe('launch fan-out handler', () => {
  it('enqueues one notice per confirmed subscriber, split by channel, in chunks of chunkSize', async () => {
    const { queues, run } = setup({}, subscribers(10));
    await run();

    expect(queues.ids('email')).toEqual([1, 2, 4, 5, 7, 8, 10]);
    expect(queues.ids('phone')).toEqual([3, 6, 9]);
    // One add per channel and chunk, never more than chunkSize notices at once.
    expect(queues.calls).toHaveLength(6);
    expect(queues.calls.every((c) => c.notices.length <= 4)).toBe(true);
    expect(queues.calls[0]).toEqual({
      contactType: 'email',
      notices: [
        { broadcastId: 1, subscriberId: 1 },
        { broadcastId: 1, subscriberId: 2 },
        { broadcastId: 1, subscriberId: 4 },
      ],
    });
  });

  it('advances the cursor after every chunk and asks for the next page after it', async () => {
    const { store, run } = setup({}, subscribers(10));
    await run();

    expect(store.pages).toEqual([
      { afterId: 0, limit: 4 },
      { afterId: 4, limit: 4 },
      { afterId: 8, limit: 4 },
      { afterId: 10, limit: 4 },
    ]);
    expect(store.advanced).toEqual([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10],
    ]);
    expect(store.row).toMatchObject({ status: 'enqueued', lastSubscriberId: 10, total: 10 });
  });

  it('resumes an interrupted first sweep after the saved cursor', async () => {
    const { store, queues, run } = setup({ lastSubscriberId: 6, total: 6 }, subscribers(10));
    await run();

    expect(store.pages[0]).toEqual({ afterId: 6, limit: 4 });
    expect([...queues.ids('email'), ...queues.ids('phone')].sort((a, b) => a - b)).toEqual([
      7, 8, 9, 10,
    ]);
    expect(store.row).toMatchObject({ status: 'enqueued', total: 10 });
  });

  it('sweeps again from the start once enqueued, adding only those without a settled delivery', async () => {
    const { store, queues, run } = setup(
      { status: 'enqueued', lastSubscriberId: 10, total: 10 },
      subscribers(10),
    );
    store.settled = new Set([1, 2, 3, 5, 6, 7, 8, 10]);
    await run();

    expect(store.pages[0]).toEqual({ afterId: 0, limit: 4 });
    expect(queues.ids('email')).toEqual([4]);
    expect(queues.ids('phone')).toEqual([9]);
    // Nobody past the cursor: the total stays.
    expect(store.row).toMatchObject({ status: 'enqueued', total: 10 });
  });

  it('marks a broadcast without subscribers enqueued, adding nothing', async () => {
    const { store, queues, run } = setup({}, []);
    await run();
    expect(queues.calls).toEqual([]);
    expect(store.advanced).toEqual([]);
    expect(store.row.status).toBe('enqueued');
  });

  it('does nothing for an unknown broadcast', async () => {
    const { store, queues } = setup({}, subscribers(3));
    const handler = fanOutHandler({
      store: store as unknown as BroadcastStore,
      queues,
      chunkSize: 4,
    });
    await handler({ broadcastId: 99 }, job);
    expect(store.pages).toEqual([]);
    expect(queues.calls).toEqual([]);
    expect(store.row.status).toBe('enqueuing');
  });
});
