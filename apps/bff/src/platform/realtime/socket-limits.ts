import { socketLimits } from '@matchbazaar/contracts';
import type { Socket } from 'socket.io';

/**
 * A token bucket: `capacity` at once, refilled at `perMs` tokens per millisecond. Kept in the
 * socket's own memory: a socket lives on one process, so its limits need no shared store.
 */
export class TokenBucket {
  private tokens: number;
  private at: number;

  constructor(
    private readonly capacity: number,
    private readonly perMs: number,
    now = Date.now(),
  ) {
    this.tokens = capacity;
    this.at = now;
  }

  /** Takes one token if there is one. */
  take(now = Date.now()): boolean {
    this.tokens = Math.min(this.capacity, this.tokens + (now - this.at) * this.perMs);
    this.at = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/** A map that keeps only its `capacity` most recently set or read keys. */
export class RecentMap<K, V> {
  private readonly entries = new Map<K, V>();

  constructor(private readonly capacity: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      // Map keeps insertion order: re-inserting makes the key the most recent.
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as K);
    }
  }

  get size(): number {
    return this.entries.size;
  }
}

/**
 * Every client event of the socket takes a token first (docs/product/live-marketplace.md, "Limits
 * on sockets"): past the burst the event is dropped before any handler runs, and a socket that
 * keeps sending past it is disconnected. A client that follows the app's own throttles never
 * comes near either.
 */
export function limitClientEvents(socket: Socket, onCutOff: (dropped: number) => void): void {
  const bucket = new TokenBucket(socketLimits.burst, socketLimits.perSecond / 1000);
  let dropped = 0;
  socket.use((_event, next) => {
    if (bucket.take()) {
      next();
      return;
    }
    // Not calling next() drops the event quietly (an error would be emitted on the socket).
    dropped += 1;
    if (dropped === socketLimits.dropsBeforeDisconnect) {
      onCutOff(dropped);
      socket.disconnect();
    }
  });
}
