import { describe, expect, it } from '@jest/globals';
import type { AppNotification, NotificationsPage } from '@matchbazaar/contracts';
import {
  compareIds,
  mergeIntoPages,
  mergeNotifications,
  newestId,
  newUnread,
  updateInPages,
} from './notification-merge';

const note = (id: string, changes: Partial<AppNotification> = {}): AppNotification => ({
  id,
  type: 'inquiry.received',
  title: `Notification ${id}`,
  body: null,
  link: null,
  data: {},
  createdAt: '2026-11-27T00:00:00.000Z',
  seenAt: null,
  readAt: null,
  ...changes,
});

const page = (ids: string[], nextCursor: string | null = null): NotificationsPage => ({
  items: ids.map((id) => note(id)),
  nextCursor,
  more: false,
  counts: { unread: 0, unseen: 0 },
});

const ids = (items: readonly AppNotification[]) => items.map((item) => item.id);

describe('notification ids', () => {
  it('compare as integers of any length, not as text or floating numbers', () => {
    expect(compareIds('9', '10')).toBeLessThan(0);
    expect(compareIds('10', '9')).toBeGreaterThan(0);
    expect(compareIds('9007199254740993', '9007199254740992')).toBeGreaterThan(0);
    expect(compareIds('42', '42')).toBe(0);
  });

  it('the newest id of several lists, or null when there is none', () => {
    expect(newestId([note('9'), note('12')], [note('100')])).toBe('100');
    expect(newestId([], [])).toBeNull();
  });
});

describe('mergeNotifications', () => {
  it('keeps each id once, newest first, the incoming copy winning', () => {
    const held = [note('12'), note('10'), note('9')];
    const incoming = [note('10', { readAt: '2026-11-27T01:00:00.000Z' }), note('11'), note('13')];
    const merged = mergeNotifications(held, incoming);
    expect(ids(merged)).toEqual(['13', '12', '11', '10', '9']);
    expect(merged.find((n) => n.id === '10')?.readAt).not.toBeNull();
  });

  it('the same push twice (a push and the catch-up read after a reconnect) is held once', () => {
    const once = mergeNotifications([note('5')], [note('6')]);
    expect(ids(mergeNotifications(once, [note('6')]))).toEqual(['6', '5']);
  });
});

describe('mergeIntoPages', () => {
  const data = {
    pages: [page(['20', '19'], '19'), page(['18', '17'])],
    pageParams: [undefined, '19'],
  };

  it('new ones join the first page, in order; held ones are replaced where they are', () => {
    const merged = mergeIntoPages(data, [
      note('22'),
      note('17', { readAt: '2026-11-27T01:00:00.000Z' }),
      note('21'),
    ]);
    expect(merged.pages.map((p) => ids(p.items))).toEqual([
      ['22', '21', '20', '19'],
      ['18', '17'],
    ]);
    expect(merged.pages[1]!.items[1]!.readAt).not.toBeNull();
    expect(merged.pageParams).toBe(data.pageParams);
    expect(merged.pages[0]!.nextCursor).toBe('19');
  });

  it('nothing incoming, or nothing loaded: the same data', () => {
    expect(mergeIntoPages(data, [])).toBe(data);
    const empty = { pages: [], pageParams: [] };
    expect(mergeIntoPages(empty, [note('1')])).toBe(empty);
  });

  it('a list of no notifications takes the first arrivals', () => {
    const merged = mergeIntoPages({ pages: [page([])], pageParams: [undefined] }, [note('1')]);
    expect(ids(merged.pages[0]!.items)).toEqual(['1']);
  });
});

describe('updateInPages and newUnread', () => {
  it('changes only the picked items', () => {
    const data = { pages: [page(['3', '2']), page(['1'])], pageParams: [undefined, '2'] };
    const read = updateInPages(
      data,
      (n) => n.id !== '2',
      (n) => ({ ...n, readAt: 'now' }),
    );
    expect(read.pages.flatMap((p) => p.items.map((n) => n.readAt))).toEqual(['now', null, 'now']);
  });

  it('counts the unread arrivals not already held, each once', () => {
    const held = [note('2'), note('1')];
    expect(newUnread(held, [note('2'), note('3'), note('3'), note('4', { readAt: 'x' })])).toBe(1);
  });
});
