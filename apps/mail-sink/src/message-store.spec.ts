import { describe, expect, it } from '@jest/globals';
import { MessageStore } from './message-store.js';
import type { StoredMessage } from './stored-message.js';

const message = (id: string, to: string, envelopeTo: string[] = [to]): StoredMessage => ({
  id,
  from: null,
  fromName: null,
  to: [to],
  cc: [],
  subject: id,
  date: '2026-11-02T10:00:00.000Z',
  receivedAt: '2026-11-02T10:00:00.000Z',
  text: '',
  html: null,
  headers: {},
  envelope: { from: null, to: envelopeTo },
});

describe('MessageStore', () => {
  it('keeps the newest first and drops the oldest beyond its bound', () => {
    const store = new MessageStore(2);
    store.add(message('1', 'a@x.test'));
    store.add(message('2', 'a@x.test'));
    store.add(message('3', 'a@x.test'));
    expect(store.list().map((m) => m.id)).toEqual(['3', '2']);
    expect(store.get('1')).toBeUndefined();
  });

  it('filters by recipient, case-insensitively, including Bcc seen only in the envelope', () => {
    const store = new MessageStore(10);
    store.add(message('1', 'Ada@X.test'));
    store.add(message('2', 'bob@x.test', ['bob@x.test', 'hidden@x.test']));
    expect(store.list({ to: 'ada@x.test' }).map((m) => m.id)).toEqual(['1']);
    expect(store.list({ to: 'hidden@x.test' }).map((m) => m.id)).toEqual(['2']);
  });

  it('clears', () => {
    const store = new MessageStore(10);
    store.add(message('1', 'a@x.test'));
    store.clear();
    expect(store.size).toBe(0);
  });

  it('refuses a bound that is not a positive integer', () => {
    expect(() => new MessageStore(0)).toThrow(RangeError);
  });
});
