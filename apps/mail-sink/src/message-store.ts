import type { StoredMessage } from './stored-message.js';

/** In-memory, newest first, bounded so a runaway sender cannot exhaust the process. */
export class MessageStore {
  readonly #messages: StoredMessage[] = [];

  constructor(private readonly maxMessages: number) {
    if (!Number.isInteger(maxMessages) || maxMessages < 1) {
      throw new RangeError(`maxMessages must be a positive integer, got ${maxMessages}`);
    }
  }

  add(message: StoredMessage): void {
    this.#messages.unshift(message);
    if (this.#messages.length > this.maxMessages) this.#messages.length = this.maxMessages;
  }

  /** Newest first; `to` matches To, Cc and envelope recipients, case-insensitively. */
  list(filter: { to?: string } = {}): StoredMessage[] {
    const to = filter.to?.trim().toLowerCase();
    if (!to) return [...this.#messages];
    return this.#messages.filter((m) =>
      [...m.to, ...m.cc, ...m.envelope.to].some((address) => address.toLowerCase() === to),
    );
  }

  get(id: string): StoredMessage | undefined {
    return this.#messages.find((m) => m.id === id);
  }

  clear(): void {
    this.#messages.length = 0;
  }

  get size(): number {
    return this.#messages.length;
  }
}
