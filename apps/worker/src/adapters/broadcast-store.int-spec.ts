import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import type { SubscriberStatus } from '@matchbazaar/contracts';
import { createMigratedTestDatabase } from '../../../../tests/integration/schema.js';
import type { TestDatabase } from '../../../../tests/integration/services.js';
import { BroadcastStore } from './broadcast-store.js';
import { createDatabase, type Database } from './database.js';

describe('BroadcastStore (real PostgreSQL, the BFF schema)', () => {
  let testDb: TestDatabase;
  let db: Database;
  let store: BroadcastStore;
  let broadcastId: number;

  beforeAll(async () => {
    testDb = await createMigratedTestDatabase('worker_broadcast_store');
    db = createDatabase(testDb.url, 2);
    store = new BroadcastStore(db);
  });

  afterAll(async () => {
    await db?.end();
    await testDb?.drop();
  });

  beforeEach(async () => {
    await db.query('truncate broadcast, broadcast_delivery, subscriber restart identity cascade');
    const { rows } = await db.query<{ id: number }>(
      `insert into broadcast (kind, status, trigger, created_at)
       values ('launch', 'enqueuing', 'admin', now()) returning id`,
    );
    broadcastId = rows[0]!.id;
  });

  let seq = 0;
  async function subscriber(
    status: SubscriberStatus = 'confirmed',
    contactType: 'email' | 'phone' = 'email',
  ): Promise<number> {
    seq++;
    const address = contactType === 'email' ? `s${seq}@example.com` : String(15550000000 + seq);
    const { rows } = await db.query<{ id: number }>(
      // Confirmed before the broadcast started (its audience), unless the test says otherwise.
      `insert into subscriber
         (contact_type, address, status, source, confirmed_at, created_at, updated_at)
       values ($1, $2, $3::text, 'launch_page',
               case when $3::text = 'confirmed' then now() - interval '1 hour' end, now(), now())
       returning id`,
      [contactType, address, status],
    );
    return rows[0]!.id;
  }

  async function delivery(subscriberId: number) {
    const { rows } = await db.query<{ status: string; attempts: number; detail: string | null }>(
      `select status, attempts, detail from broadcast_delivery
        where broadcast_id = $1 and subscriber_id = $2`,
      [broadcastId, subscriberId],
    );
    return rows[0];
  }

  async function broadcastRow() {
    const { rows } = await db.query<{ total: number; last: number }>(
      `select total, last_subscriber_id as last from broadcast where id = $1`,
      [broadcastId],
    );
    return rows[0]!;
  }

  describe('claim and settle', () => {
    it('first claim records the delivery as sending, attempt 1, with the address to send to', async () => {
      const id = await subscriber('confirmed', 'phone');
      const claim = await store.claim(broadcastId, id);
      expect(claim).toEqual({
        outcome: 'send',
        contactType: 'phone',
        address: String(15550000000 + seq),
        attempts: 1,
      });
      expect(await delivery(id)).toEqual({ status: 'sending', attempts: 1, detail: null });
    });

    it('claiming a delivery still sending (an interrupted run) counts another attempt', async () => {
      const id = await subscriber();
      await store.claim(broadcastId, id);
      expect(await store.claim(broadcastId, id)).toMatchObject({ outcome: 'send', attempts: 2 });
      expect(await store.claim(broadcastId, id)).toMatchObject({ outcome: 'send', attempts: 3 });
      expect(await delivery(id)).toMatchObject({ status: 'sending', attempts: 3 });
    });

    it('once settled, a claim answers settled with the status and changes nothing', async () => {
      const sent = await subscriber();
      const failed = await subscriber();
      await store.claim(broadcastId, sent);
      await store.claim(broadcastId, failed);
      await store.settle(broadcastId, sent, 'sent', '<1@x>');
      await store.settle(broadcastId, failed, 'failed', 'x'.repeat(600));

      expect(await store.claim(broadcastId, sent)).toEqual({ outcome: 'settled', status: 'sent' });
      expect(await store.claim(broadcastId, failed)).toEqual({
        outcome: 'settled',
        status: 'failed',
      });
      expect(await delivery(sent)).toEqual({ status: 'sent', attempts: 1, detail: '<1@x>' });
      // The detail is cut to the column's 500 characters rather than failing the update.
      expect((await delivery(failed))?.detail).toHaveLength(500);
    });

    it('an unsubscribed subscriber is not sent to and is recorded as skipped', async () => {
      const id = await subscriber('unsubscribed');
      expect(await store.claim(broadcastId, id)).toEqual({ outcome: 'not-subscribed' });
      expect(await delivery(id)).toMatchObject({ status: 'skipped', attempts: 1 });
      await store.settle(broadcastId, id, 'skipped', 'not subscribed at send time');
      expect(await store.claim(broadcastId, id)).toEqual({
        outcome: 'settled',
        status: 'skipped',
      });
    });

    it('someone who unsubscribes between two attempts is not sent to again', async () => {
      const id = await subscriber();
      await store.claim(broadcastId, id);
      await db.query(`update subscriber set status = 'unsubscribed' where id = $1`, [id]);
      expect(await store.claim(broadcastId, id)).toEqual({ outcome: 'not-subscribed' });
      await store.settle(broadcastId, id, 'skipped', 'not subscribed at send time');
      expect(await delivery(id)).toMatchObject({ status: 'skipped' });
    });

    it('a subscriber who no longer exists is not sent to', async () => {
      expect(await store.claim(broadcastId, 999_999)).toEqual({ outcome: 'not-subscribed' });
    });

    it('a notice of a broadcast that does not exist sends nothing and records nothing', async () => {
      const id = await subscriber();
      expect(await store.claim(broadcastId + 1000, id)).toEqual({ outcome: 'not-subscribed' });
      const { rows } = await db.query('select 1 from broadcast_delivery');
      expect(rows).toHaveLength(0);
    });

    it('claims made at once share a statement and each gets its own answer', async () => {
      const fresh = await subscriber('confirmed', 'phone');
      const interrupted = await subscriber();
      const settled = await subscriber();
      const unsubscribed = await subscriber('unsubscribed');
      await store.claim(broadcastId, interrupted);
      await store.claim(broadcastId, settled);
      await store.settle(broadcastId, settled, 'sent', '<s@x>');

      let statements = 0;
      const counting = new BroadcastStore({
        query: (...args: Parameters<Database['query']>) => {
          statements++;
          return db.query(...args);
        },
      } as unknown as Database);
      const claims = await Promise.all(
        [fresh, interrupted, settled, unsubscribed, 999_999].map((id) =>
          counting.claim(broadcastId, id),
        ),
      );
      expect(statements).toBe(1);
      expect(claims).toEqual([
        { outcome: 'send', contactType: 'phone', address: expect.any(String), attempts: 1 },
        { outcome: 'send', contactType: 'email', address: expect.any(String), attempts: 2 },
        { outcome: 'settled', status: 'sent' },
        { outcome: 'not-subscribed' },
        { outcome: 'not-subscribed' },
      ]);

      await Promise.all([
        store.settle(broadcastId, fresh, 'sent', '<f@x>'),
        store.settle(broadcastId, interrupted, 'failed', 'refused'),
        store.settle(broadcastId, unsubscribed, 'skipped', 'not subscribed at send time'),
      ]);
      expect(await delivery(fresh)).toMatchObject({ status: 'sent', detail: '<f@x>' });
      expect(await delivery(interrupted)).toMatchObject({ status: 'failed', attempts: 2 });
      expect(await delivery(unsubscribed)).toMatchObject({ status: 'skipped' });
    });

    it('the same delivery claimed twice at once counts two attempts, one after the other', async () => {
      const id = await subscriber();
      const [a, b] = await Promise.all([
        store.claim(broadcastId, id),
        store.claim(broadcastId, id),
      ]);
      expect([a, b]).toEqual([
        expect.objectContaining({ outcome: 'send', attempts: 1 }),
        expect.objectContaining({ outcome: 'send', attempts: 2 }),
      ]);
    });
  });

  describe('recipientsAfter', () => {
    it('pages through confirmed subscribers in id order, after the given id', async () => {
      const a = await subscriber('confirmed', 'email');
      await subscriber('pending');
      const b = await subscriber('confirmed', 'phone');
      await subscriber('unsubscribed');
      const c = await subscriber('confirmed', 'email');

      expect(await store.recipientsAfter(broadcastId, 0, 2)).toEqual([
        { id: a, contactType: 'email' },
        { id: b, contactType: 'phone' },
      ]);
      expect(await store.recipientsAfter(broadcastId, b, 2)).toEqual([
        { id: c, contactType: 'email' },
      ]);
      expect(await store.recipientsAfter(broadcastId, c, 2)).toEqual([]);
    });

    it('leaves out subscribers whose delivery is settled, and keeps those still sending', async () => {
      const [sent, failed, sending, untouched] = [
        await subscriber(),
        await subscriber(),
        await subscriber(),
        await subscriber(),
      ];
      for (const id of [sent, failed, sending]) await store.claim(broadcastId, id);
      await store.settle(broadcastId, sent, 'sent', 'ok');
      await store.settle(broadcastId, failed, 'failed', 'refused');

      const ids = (await store.recipientsAfter(broadcastId, 0, 10)).map((r) => r.id);
      expect(ids).toEqual([sending, untouched]);
    });

    it("looks only at this broadcast's deliveries", async () => {
      const id = await subscriber();
      await store.claim(broadcastId, id);
      await store.settle(broadcastId, id, 'sent', 'ok');
      const { rows } = await db.query<{ id: number }>(
        `update broadcast set kind = 'older' where id = $1 returning id`,
        [broadcastId],
      );
      const older = rows[0]!.id;
      const { rows: next } = await db.query<{ id: number }>(
        `insert into broadcast (kind, status, trigger, created_at)
         values ('launch', 'enqueuing', 'admin', now()) returning id`,
      );
      expect((await store.recipientsAfter(older, 0, 10)).map((r) => r.id)).toEqual([]);
      expect((await store.recipientsAfter(next[0]!.id, 0, 10)).map((r) => r.id)).toEqual([id]);
    });
  });

  it('leaves out subscribers who confirmed after the broadcast started', async () => {
    const before = await subscriber();
    const after = await subscriber();
    await db.query(
      `update subscriber set confirmed_at = now() + interval '1 minute' where id = $1`,
      [after],
    );
    expect((await store.recipientsAfter(broadcastId, 0, 10)).map((r) => r.id)).toEqual([before]);
  });

  describe('advance and markEnqueued', () => {
    it('counts only subscribers past the cursor and moves the cursor to the last of them', async () => {
      await store.advance(broadcastId, [1, 2, 3]);
      expect(await broadcastRow()).toEqual({ total: 3, last: 3 });

      // A re-sweep from the start: already counted ids add nothing; a new one past the cursor does.
      await store.advance(broadcastId, [2, 3, 7]);
      expect(await broadcastRow()).toEqual({ total: 4, last: 7 });
      await store.advance(broadcastId, [1, 5]);
      expect(await broadcastRow()).toEqual({ total: 4, last: 7 });
    });

    it('reads the broadcast row, and marks it enqueued once (keeping the first time)', async () => {
      expect(await store.broadcast(broadcastId)).toEqual({
        id: broadcastId,
        status: 'enqueuing',
        lastSubscriberId: 0,
      });
      expect(await store.broadcast(broadcastId + 1_000)).toBeUndefined();

      await store.markEnqueued(broadcastId);
      const first = await db.query<{ at: Date }>(
        'select enqueued_at as at from broadcast where id = $1',
        [broadcastId],
      );
      await new Promise((r) => setTimeout(r, 20));
      await store.markEnqueued(broadcastId);
      const second = await db.query<{ at: Date }>(
        'select enqueued_at as at from broadcast where id = $1',
        [broadcastId],
      );
      expect(first.rows[0]!.at).toBeInstanceOf(Date);
      expect(second.rows[0]!.at).toEqual(first.rows[0]!.at);
      expect((await store.broadcast(broadcastId))?.status).toBe('enqueued');
    });
  });
});
