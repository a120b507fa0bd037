// One signed-in user of the chaos suite, holding one conversation the way the web app's inbox
// does (apps/web/src/features/inbox/thread-cache.ts), by the same rules (libs/contracts
// live/thread-merge.ts): pushed messages are merged in by id and kept in seq order; each time
// the socket is ready again (a reconnect, to whichever BFF the balancer picks) it fetches what
// came after the last seq it holds without a gap, and a push that leaves a gap behind it (the
// one before it was lost) makes it fetch at once. It records when each message first reached
// it, and any message one socket connection was pushed twice.
import {
  compareSeq,
  lastSeq,
  lastSeqWithoutGap,
  realtimeNamespace,
  serverEvents,
  type ConversationMessage,
  type RealtimeConversationMessage,
} from '@matchbazaar/contracts';
import { io, type Socket } from 'socket.io-client';
import { call, type HttpTally } from './http.ts';

export class ChatClient {
  /** The conversation's messages held, by id. */
  readonly held = new Map<string, ConversationMessage>();
  /** When each message first reached this client (performance.now()). */
  readonly arrivedAt = new Map<string, number>();
  /** Messages pushed twice to one socket connection (a retried send is pushed again, by design). */
  readonly pushedTwice = new Set<string>();
  /** Pushes that left a gap behind them (each made the client catch up at once). */
  gapsSeen = 0;
  /** Times the socket was ready (1 = never reconnected). */
  readies = 0;
  lastReadyAt = 0;
  disconnectedAt: number | null = null;
  private socket: Socket | null = null;
  private closed = false;
  private catchingUp: Promise<void> = Promise.resolve();

  readonly userId: string;
  readonly token: string;
  readonly conversationId: string;
  private readonly base: string;
  private readonly tally: HttpTally;

  constructor(
    userId: string,
    token: string,
    conversationId: string,
    base: string,
    tally: HttpTally,
  ) {
    this.userId = userId;
    this.token = token;
    this.conversationId = conversationId;
    this.base = base;
    this.tally = tally;
  }

  /** Connects through the balancer; resolves once the server said ready and the thread is held. */
  async connect(): Promise<void> {
    const socket = io(`${this.base}${realtimeNamespace}`, {
      transports: ['websocket'],
      auth: { token: this.token },
      reconnectionDelay: 500,
      reconnectionDelayMax: 2_000,
      forceNew: true,
    });
    this.socket = socket;
    let pushedHere = new Set<string>();
    socket.on('connect', () => (pushedHere = new Set()));
    socket.on('disconnect', (reason) => {
      this.disconnectedAt ??= performance.now();
      // Sent away by the server: the web app's machine connects again, and so does this client.
      if (reason === 'io server disconnect' && !this.closed)
        setTimeout(() => this.closed || socket.connect(), 1_000);
    });
    // Refused by the server (a BFF without Redis): socket.io does not retry that by itself; the
    // web app's connection machine tries again, and so does this client.
    socket.on('connect_error', () => {
      if (!socket.active && !this.closed) setTimeout(() => this.closed || socket.connect(), 1_000);
    });
    socket.on(serverEvents.conversationMessage, (payload: RealtimeConversationMessage) => {
      const { conversationId, message } = payload;
      if (conversationId !== this.conversationId) return;
      if (pushedHere.has(message.id)) this.pushedTwice.add(message.id);
      pushedHere.add(message.id);
      const wasHeld = this.held.size > 0;
      this.merge([message]);
      // A hole behind it: a message whose push was lost (a BFF that died after storing it).
      const thread = this.thread();
      if (wasHeld && lastSeqWithoutGap(thread) !== lastSeq(thread)) {
        this.gapsSeen++;
        void this.catchUp().catch(() => undefined);
      }
    });
    const ready = new Promise<void>((resolve, reject) => {
      const timeout = setTimeout(() => reject(new Error('a socket was not ready in 30 s')), 30_000);
      socket.on(serverEvents.ready, () => {
        clearTimeout(timeout);
        this.readies++;
        this.disconnectedAt = null;
        this.catchUp().then(() => {
          this.lastReadyAt = performance.now();
          resolve();
        }, reject);
      });
    });
    await ready;
  }

  /**
   * What came after the last seq held without a gap (or the latest page when nothing is held),
   * page by page, as the web app's thread does.
   */
  catchUp(): Promise<void> {
    this.catchingUp = this.catchingUp.then(async () => {
      for (let attempt = 0; ; attempt++) {
        const thread = this.thread();
        const query = thread.length
          ? `?after=${lastSeqWithoutGap(thread)}&limit=100`
          : '?limit=100';
        try {
          const answer = await call(
            this.tally,
            this.base,
            'GET',
            `/conversations/${this.conversationId}/messages${query}`,
            this.token,
          );
          if (answer.status === 200) {
            const page = (answer.json as { data: { items: ConversationMessage[]; more: boolean } })
              .data;
            const before = this.held.size;
            this.merge(page.items);
            // Nothing new (a hole the server cannot fill) ends it as surely as the last page.
            const added = this.held.size > before;
            if (!thread.length || !page.more || page.items.length === 0 || !added) return;
            continue;
          }
        } catch {
          // The BFF went away mid-request: again, through the balancer.
        }
        if (attempt > 100) throw new Error('catching up failed 100 times');
        await new Promise((r) => setTimeout(r, 300));
      }
    });
    return this.catchingUp;
  }

  /** The thread as shown: oldest first. */
  thread(): ConversationMessage[] {
    return [...this.held.values()].sort((a, b) => compareSeq(a.seq, b.seq));
  }

  connected(): boolean {
    return this.socket?.connected ?? false;
  }

  close(): void {
    this.closed = true;
    this.socket?.removeAllListeners();
    this.socket?.disconnect();
  }

  private merge(messages: ConversationMessage[]): void {
    const now = performance.now();
    for (const message of messages) {
      if (!this.arrivedAt.has(message.id)) this.arrivedAt.set(message.id, now);
      this.held.set(message.id, message);
    }
  }
}
