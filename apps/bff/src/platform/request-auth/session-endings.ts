import { Injectable } from '@nestjs/common';

export type SessionEndListener = (sessionIds: readonly string[]) => void;

/**
 * Says which sessions just ended (sign-out, a password reset or change, "end session", a replayed
 * refresh token), so what is held open for them elsewhere, the realtime sockets, closes at once.
 * A plain listener list: realtime/ builds on auth/, so auth/ cannot call into it directly.
 */
@Injectable()
export class SessionEndings {
  private readonly listeners = new Set<SessionEndListener>();

  /** Adds a listener; returns the function that removes it. */
  listen(listener: SessionEndListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(sessionIds: readonly string[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of this.listeners) listener(sessionIds);
  }
}
