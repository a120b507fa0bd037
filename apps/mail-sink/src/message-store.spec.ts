import { describe, expect, it, jest } from '@jest/globals';
import { MessageStore } from './message-store.js';
import type { ReceivedMessage, StoredMessage } from './stored-message.js';

const received = (id: string, to: string, envelopeTo: string[] = [to]): ReceivedMessage => ({
  id,
  raw: Buffer.from(`To: ${to}\r\nSubject: ${id}\r\n\r\nHello ${id}\r\n`),
  envelope: { from: null, to: envelopeTo },
  receivedAt: new Date('2026-11-02T10:00:00.000Z'),
});

describe('MessageStore', () => {
  it('keeps the newest first and drops the oldest beyond its bound', async () => {
    const store = new MessageStore(2);
    store.add(received('1', 'a@x.test'));
    store.add(received('2', 'a@x.test'));
    store.add(received('3', 'a@x.test'));
    expect((await store.list()).map((m) => m.id)).toEqual(['3', '2']);
    expect(await store.get('1')).toBeUndefined();
  });

  it('parses a message when it is first read, with what it says', async () => {
    const store = new MessageStore(10);
    store.add(received('1', 'ada@x.test'));
    expect(await store.get('1')).toMatchObject({
      id: '1',
      to: ['ada@x.test'],
      subject: '1',
      text: 'Hello 1\n',
      receivedAt: '2026-11-02T10:00:00.000Z',
    });
  });

  it('parses each message once, however often it is read, and never one that was dropped unread', async () => {
    const parse = jest.fn((r: ReceivedMessage) =>
      Promise.resolve({
        id: r.id,
        to: [],
        cc: [],
        envelope: r.envelope,
      } as unknown as StoredMessage),
    );
    const store = new MessageStore(2, parse);
    store.add(received('1', 'a@x.test'));
    store.add(received('2', 'a@x.test'));
    store.add(received('3', 'a@x.test'));
    await store.list();
    await store.list();
    await store.get('3');
    expect(parse.mock.calls.map(([r]) => r.id).sort()).toEqual(['2', '3']);
  });

  it('filters by recipient, case-insensitively, including Bcc seen only in the envelope', async () => {
    const store = new MessageStore(10);
    store.add(received('1', 'Ada@X.test'));
    store.add(received('2', 'bob@x.test', ['bob@x.test', 'hidden@x.test']));
    expect((await store.list({ to: 'ada@x.test' })).map((m) => m.id)).toEqual(['1']);
    expect((await store.list({ to: 'hidden@x.test' })).map((m) => m.id)).toEqual(['2']);
  });

  it('still lists a message it cannot parse, from its envelope', async () => {
    const store = new MessageStore(10, () => Promise.reject(new Error('broken MIME')));
    store.add(received('1', 'a@x.test'));
    expect(await store.list()).toEqual([
      expect.objectContaining({ id: '1', envelope: { from: null, to: ['a@x.test'] } }),
    ]);
  });

  it('clears', () => {
    const store = new MessageStore(10);
    store.add(received('1', 'a@x.test'));
    store.clear();
    expect(store.size).toBe(0);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new MessageStore(0)).toThrow(RangeError);
  });
});
