import type { ConversationMessage } from './conversations.js';

/**
 * A thread's messages as a client holds them: from pages, catch-ups, send answers and socket
 * pushes, which overlap and arrive in any order. One copy per id (the client's, so a message
 * sent here and pushed back is one), ordered by seq. Shared by the web app's inbox and the
 * chaos suite's clients (tests/chaos/chat-client.ts), so both catch up by the same rule.
 */

/** seqs are bigints as text: longer is larger, equal lengths compare as text. */
export function compareSeq(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  return a < b ? -1 : a > b ? 1 : 0;
}

export function mergeMessages(
  held: readonly ConversationMessage[],
  incoming: readonly ConversationMessage[],
): ConversationMessage[] {
  if (incoming.length === 0) return held as ConversationMessage[];
  const byId = new Map(held.map((message) => [message.id, message]));
  let changed = false;
  for (const message of incoming) {
    if (byId.has(message.id)) continue;
    byId.set(message.id, message);
    changed = true;
  }
  if (!changed) return held as ConversationMessage[];
  return [...byId.values()].sort((a, b) => compareSeq(a.seq, b.seq));
}

/** The last seq held ('0' with none). */
export function lastSeq(messages: readonly ConversationMessage[]): string {
  return messages.at(-1)?.seq ?? '0';
}

/**
 * The last seq up to which the held messages leave no gap ('0' with none): what a catch-up asks
 * to be after. A conversation's seqs are consecutive (each message takes the next in the same
 * transaction), so a hole means a message was missed: a push lost with a BFF that died after
 * storing it, while a later one arrived. Asking after the last seq held would never fetch it.
 */
export function lastSeqWithoutGap(messages: readonly ConversationMessage[]): string {
  const [first, ...rest] = messages;
  if (!first) return '0';
  let last = BigInt(first.seq);
  for (const message of rest) {
    const seq = BigInt(message.seq);
    if (seq !== last + 1n) break;
    last = seq;
  }
  return last.toString();
}

/** The messages still to show as pending: the ones whose stored copy has not arrived. */
export function stillPending<T extends { id: string }>(
  outgoing: readonly T[],
  held: readonly ConversationMessage[],
): T[] {
  const ids = new Set(held.map((message) => message.id));
  return outgoing.filter((item) => !ids.has(item.id));
}
