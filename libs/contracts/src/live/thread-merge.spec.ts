import { describe, expect, it } from '@jest/globals';
import type { ConversationMessage } from './conversations.js';
import {
  compareSeq,
  lastSeq,
  lastSeqWithoutGap,
  mergeMessages,
  stillPending,
} from './thread-merge.js';

const message = (id: string, seq: string): ConversationMessage => ({
  id,
  conversationId: 'c',
  seq,
  senderId: 'u',
  kind: 'text',
  text: id,
  attachments: [],
  inquiry: null,
  data: {},
  createdAt: '2026-11-27T00:00:00.000Z',
});

const ids = (list: ConversationMessage[]) => list.map((m) => m.id);

describe('thread merge', () => {
  it('a catch-up asks after the last seq without a gap, so a missed message is fetched', () => {
    expect(lastSeqWithoutGap([])).toBe('0');
    expect(lastSeqWithoutGap([message('a', '5'), message('b', '6'), message('c', '7')])).toBe('7');
    // 8 never arrived (its push was lost with a BFF), 9 did: the catch-up must ask after 7.
    const held = [message('a', '5'), message('b', '6'), message('c', '7'), message('e', '9')];
    expect([lastSeqWithoutGap(held), lastSeq(held)]).toEqual(['7', '9']);
    expect(lastSeqWithoutGap(mergeMessages(held, [message('d', '8')]))).toBe('9');
    expect(lastSeqWithoutGap([message('a', '99'), message('b', '100')])).toBe('100');
  });

  it('orders seqs as numbers, not as text', () => {
    expect(compareSeq('9', '10')).toBeLessThan(0);
    expect(compareSeq('10', '9')).toBeGreaterThan(0);
    expect(compareSeq('12', '12')).toBe(0);
    expect(compareSeq('123456789012345678', '123456789012345679')).toBeLessThan(0);
  });

  it('keeps one copy per id: a push and the send answer of the same message', () => {
    const held = [message('a', '1'), message('b', '2')];
    const merged = mergeMessages(held, [message('b', '2'), message('c', '3')]);
    expect(ids(merged)).toEqual(['a', 'b', 'c']);
  });

  it('puts messages arriving out of order in seq order (catch-up after pushes)', () => {
    const pushed = mergeMessages([message('a', '1')], [message('d', '10')]);
    const caughtUp = mergeMessages(pushed, [
      message('b', '2'),
      message('c', '9'),
      message('d', '10'),
    ]);
    expect(ids(caughtUp)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('answers the same list when nothing is new (no re-render)', () => {
    const held = [message('a', '1')];
    expect(mergeMessages(held, [message('a', '1')])).toBe(held);
    expect(mergeMessages(held, [])).toBe(held);
  });

  it('catches up after the last seq held', () => {
    expect(lastSeq([])).toBe('0');
    expect(lastSeq([message('a', '1'), message('b', '7')])).toBe('7');
  });

  it('shows as pending only what has not come back stored', () => {
    const outgoing = [{ id: 'a' }, { id: 'x' }];
    expect(stillPending(outgoing, [message('a', '1')])).toEqual([{ id: 'x' }]);
  });
});
