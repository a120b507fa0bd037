import {
  parseReceivedMessage,
  type ReceivedMessage,
  type StoredMessage,
} from './stored-message.js';

/**
 * In-memory, newest first, bounded so a runaway sender cannot exhaust the process. Messages are
 * kept as received and parsed when first read: a burst of mail (the launch broadcast) costs the
 * sink little, and messages pushed out of the window unread are never parsed at all.
 */
export class MessageStore {
  readonly #entries: Entry[] = [];

  constructor(
    private readonly maxMessages: number,
    private readonly parse: (
      received: ReceivedMessage,
    ) => Promise<StoredMessage> = parseReceivedMessage,
  ) {
    if (!Number.isInteger(maxMessages) || maxMessages < 1) {
      throw new RangeError(`maxMessages must be a positive integer, got ${maxMessages}`);
    }
  }

  add(received: ReceivedMessage): void {
    this.#entries.unshift({ received });
    if (this.#entries.length > this.maxMessages) this.#entries.length = this.maxMessages;
  }

  /** Newest first; `to` matches To, Cc and envelope recipients, case-insensitively. */
  async list(filter: { to?: string } = {}): Promise<StoredMessage[]> {
    const to = filter.to?.trim().toLowerCase();
    const messages = await Promise.all(this.#entries.map((entry) => this.#parsed(entry)));
    if (!to) return messages;
    return messages.filter((m) =>
      [...m.to, ...m.cc, ...m.envelope.to].some((address) => address.toLowerCase() === to),
    );
  }

  async get(id: string): Promise<StoredMessage | undefined> {
    const entry = this.#entries.find((e) => e.received.id === id);
    return entry && this.#parsed(entry);
  }

  clear(): void {
    this.#entries.length = 0;
  }

  get size(): number {
    return this.#entries.length;
  }

  /** Parsed once; a message that cannot be parsed still lists, with what the envelope says. */
  #parsed(entry: Entry): Promise<StoredMessage> {
    entry.parsed ??= this.parse(entry.received).catch(() => unparsable(entry.received));
    return entry.parsed;
  }
}

interface Entry {
  received: ReceivedMessage;
  parsed?: Promise<StoredMessage>;
}

function unparsable(received: ReceivedMessage): StoredMessage {
  return {
    id: received.id,
    from: received.envelope.from,
    fromName: null,
    to: [],
    cc: [],
    subject: '',
    date: received.receivedAt.toISOString(),
    receivedAt: received.receivedAt.toISOString(),
    text: received.raw.toString('utf8'),
    html: null,
    headers: {},
    envelope: received.envelope,
  };
}
