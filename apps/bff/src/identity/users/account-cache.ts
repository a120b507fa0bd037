import { Injectable } from '@nestjs/common';
import type { User as PublicUser } from '@matchbazaar/contracts';
import { ChangeNotices } from '../../platform/database/change-notices.js';

/** The channel the account triggers notify on (migration 20261208000000). */
export const ACCOUNT_CHANGE_CHANNEL = 'account_change';

/** A session that was live when read: whose it is, the account's role, when it ends for good. */
export interface LiveSession {
  userId: string;
  role: string;
  expiresAt: number;
}

interface Kept<T> {
  value: T;
  until: number;
}

/** How long an entry is trusted without any notice (a backstop; notices forget it sooner). */
const keepMs = 60_000;
/** Entries per map at most; the oldest go first. */
const maxEntries = 20_000;

/**
 * What every signed-in request reads, kept in this process: whether its session is live (with
 * the account's role) and the account's own copy (`/auth/me`). Any change to an account or a
 * session, by any process, reaches every process as a database notice and drops what is kept;
 * changes made here drop it at once as well (`forget...`), so a caller reads its own writes.
 * While notices cannot be heard nothing is kept. docs/decisions/0036-account-cache.md.
 */
@Injectable()
export class AccountCache {
  private readonly sessions = new Map<string, Kept<LiveSession>>();
  private readonly users = new Map<string, Kept<PublicUser>>();
  /** The family ids kept for each user, so an account's change drops its sessions without a scan. */
  private readonly familiesOf = new Map<string, Set<string>>();
  /** Moves on every forget: a read that started before it must not keep what it read. */
  private epoch = 0;

  constructor(private readonly notices: ChangeNotices) {
    notices.listen(ACCOUNT_CHANGE_CHANNEL, {
      notice: (payload) => {
        const [kind, id] = payload.split(':', 2);
        if (kind === 'session' && id) this.forgetSessions([id]);
        else if (kind === 'user' && id) this.forgetUser(id);
        else this.clear();
      },
      gap: () => this.clear(),
    });
  }

  /** The live session `familyId` of `userId`, from memory or `load` (null: not live). */
  async session(
    familyId: string,
    userId: string,
    now: number,
    load: () => Promise<LiveSession | null>,
  ): Promise<LiveSession | null> {
    const kept = this.keptSession(familyId, userId, now);
    if (kept) return kept;
    // Only live sessions are kept: one that is not could be one whose sign-in has not committed.
    const live = await this.through(this.sessions, familyId, now, load, (v) => v.userId === userId);
    if (live && this.sessions.get(familyId)?.value === live) {
      const families = this.familiesOf.get(userId) ?? new Set<string>();
      this.familiesOf.set(userId, families.add(familyId));
    }
    return live;
  }

  /** The live session `familyId` of `userId` when memory holds it (undefined: ask `session`). */
  keptSession(familyId: string, userId: string, now: number): LiveSession | undefined {
    const kept = this.sessions.get(familyId);
    const live =
      kept && kept.until > now && kept.value.expiresAt > now && kept.value.userId === userId;
    return live ? kept.value : undefined;
  }

  /** The account's own copy, from memory or `load` (null: no such account). */
  user(userId: string, now: number, load: () => Promise<PublicUser | null>) {
    const kept = this.users.get(userId);
    if (kept && kept.until > now) return Promise.resolve(kept.value);
    return this.through(this.users, userId, now, load, () => true);
  }

  forgetSessions(familyIds: readonly string[]): void {
    this.epoch++;
    for (const id of familyIds) {
      const userId = this.sessions.get(id)?.value.userId;
      this.sessions.delete(id);
      if (userId !== undefined) this.familiesOf.get(userId)?.delete(id);
    }
  }

  /** The account changed: its copy and its sessions' roles are stale. */
  forgetUser(userId: string): void {
    this.epoch++;
    this.users.delete(userId);
    for (const id of this.familiesOf.get(userId) ?? []) this.sessions.delete(id);
    this.familiesOf.delete(userId);
  }

  clear(): void {
    this.epoch++;
    this.sessions.clear();
    this.users.clear();
    this.familiesOf.clear();
  }

  private async through<T>(
    map: Map<string, Kept<T>>,
    key: string,
    now: number,
    load: () => Promise<T | null>,
    keepable: (value: T) => boolean,
  ): Promise<T | null> {
    const epoch = this.epoch;
    const value = await load();
    if (value !== null && keepable(value) && this.notices.live && epoch === this.epoch) {
      map.delete(key);
      if (map.size >= maxEntries) map.delete(map.keys().next().value!);
      map.set(key, { value, until: now + keepMs });
    }
    return value;
  }
}
