import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';
import { PreparedSql } from '../../platform/database/prepared-sql.js';
import { AccountCache } from '../users/account-cache.js';
import { RefreshToken } from './refresh-token.entity.js';

export interface SessionRow {
  familyId: string;
  device: string;
  /** Where it was last used from (the newest token's address), if known. */
  ip: string | null;
  startedAt: Date;
  lastUsedAt: Date;
}

export interface NewRefreshToken {
  familyId: string;
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  familyExpiresAt: Date;
  device: string;
  ip: string | null;
}

const ms = (value: unknown) => new Date(Number(value));

/** A token row as issued: unused, live. */
const newRow = (token: NewRefreshToken, id: string, now: Date) => ({
  ...token,
  id,
  createdAt: now,
  lastUsedAt: now,
  usedAt: null,
  replacedBy: null,
  replayedAt: null,
  revokedAt: null,
});

/** refresh_token rows: one family per signed-in device. Writes that race are single statements. */
@Injectable()
export class SessionsRepository {
  constructor(
    private readonly em: EntityManager,
    private readonly sql: PreparedSql,
    private readonly cache: AccountCache,
  ) {}

  /** A sign-in's first token. */
  async insert(token: NewRefreshToken, now: Date): Promise<void> {
    const em = this.em.fork();
    em.create(RefreshToken, newRow(token, randomUUID(), now));
    await em.flush();
  }

  findByHash(tokenHash: string): Promise<RefreshToken | null> {
    return this.em.fork().findOne(RefreshToken, { tokenHash });
  }

  /**
   * Marks the token `usedId` used and inserts `next` in its place, in one transaction, if nobody
   * used it yet; returns whether this call did. Two tabs refreshing at once both read it unused
   * and only one wins here. The other's update waits for this commit, so by the time it learns
   * it lost, the successor it will be handed is there to be read.
   */
  async exchange(usedId: string, next: NewRefreshToken, now: Date): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const nextId = randomUUID();
      const marked = await em.nativeUpdate(
        RefreshToken,
        { id: usedId, usedAt: null, revokedAt: null },
        { usedAt: now, replacedBy: nextId, lastUsedAt: now },
      );
      if (marked !== 1) return false;
      em.create(RefreshToken, newRow(next, nextId, now));
      return true;
    });
  }

  /** Records the one replay a used token is allowed; false when it had it already. */
  async markReplayed(id: string, now: Date): Promise<boolean> {
    const updated = await this.em
      .fork()
      .nativeUpdate(RefreshToken, { id, replayedAt: null }, { replayedAt: now });
    return updated === 1;
  }

  async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.em
      .fork()
      .nativeUpdate(RefreshToken, { familyId, revokedAt: null }, { revokedAt: now });
  }

  /** Ends every session of the user, or every one but `exceptFamily`. Returns those it ended. */
  async revokeUser(userId: string, now: Date, exceptFamily?: string): Promise<string[]> {
    const rows = await this.em.execute<{ family_id: string }[]>(
      `update "refresh_token" set "revoked_at" = ?
       where "user_id" = ? and "revoked_at" is null ${exceptFamily ? 'and "family_id" <> ?' : ''}
       returning "family_id"`,
      exceptFamily ? [now, userId, exceptFamily] : [now, userId],
    );
    return [...new Set(rows.map((r) => r.family_id))];
  }

  /** liveRole's answer when this process holds it in memory (undefined: ask liveRole). */
  keptRole(familyId: string, userId: string, nowMs: number): string | undefined {
    return this.cache.keptSession(familyId, userId, nowMs)?.role;
  }

  /**
   * The role the account holds now, if the session still runs (not revoked, within its absolute
   * lifetime) and the account is not suspended; null otherwise. An access token's role claim can
   * be 15 minutes old, and a demoted admin must not keep an admin's rights until it expires.
   * Every signed-in request asks, so the answer is kept in memory until a change notice drops it.
   */
  async liveRole(familyId: string, userId: string, now: Date): Promise<string | null> {
    const live = await this.cache.session(familyId, userId, now.getTime(), async () => {
      // Prepared: every signed-in request and socket runs it when the cache has no answer.
      const rows = await this.sql.query<{ role: string; expires_ms: string }>(
        `select u."role", (extract(epoch from t."family_expires_at") * 1000)::bigint as "expires_ms"
           from "refresh_token" t join "app_user" u on u."id" = t."user_id"
         where t."family_id" = ? and t."user_id" = ? and t."revoked_at" is null
           and t."family_expires_at" > ? and u."suspended_at" is null
         limit 1`,
        [familyId, userId, now],
      );
      const row = rows[0];
      return row ? { userId, role: row.role, expiresAt: Number(row.expires_ms) } : null;
    });
    return live?.role ?? null;
  }

  /** Whether a session still runs (not revoked, within its absolute lifetime). */
  async isLive(familyId: string, userId: string, now: Date): Promise<boolean> {
    const rows = await this.em.execute<{ one: number }[]>(
      `select 1 as "one" from "refresh_token"
       where "family_id" = ? and "user_id" = ? and "revoked_at" is null and "family_expires_at" > ?
       limit 1`,
      [familyId, userId, now],
    );
    return rows.length > 0;
  }

  /** The user's live sessions, most recently used first. */
  async list(userId: string, now: Date): Promise<SessionRow[]> {
    const rows = await this.em.execute<
      {
        family_id: string;
        device: string;
        ip: string | null;
        started_ms: string;
        last_used_ms: string;
      }[]
    >(
      `select "family_id", max("device") as "device",
         (array_agg("ip" order by "created_at" desc))[1] as "ip",
         (extract(epoch from min("created_at")) * 1000)::float8 as "started_ms",
         (extract(epoch from max("last_used_at")) * 1000)::float8 as "last_used_ms"
       from "refresh_token"
       where "user_id" = ? and "family_id" in (
         select "family_id" from "refresh_token"
         where "user_id" = ? and "revoked_at" is null and "used_at" is null
           and "expires_at" > ? and "family_expires_at" > ?)
       group by "family_id"
       order by "last_used_ms" desc`,
      [userId, userId, now, now],
    );
    return rows.map((r) => ({
      familyId: r.family_id,
      device: r.device,
      ip: r.ip,
      startedAt: ms(r.started_ms),
      lastUsedAt: ms(r.last_used_ms),
    }));
  }

  /** Revokes one session of this user; false when it is not theirs or already ended. */
  async revokeOwn(userId: string, familyId: string, now: Date): Promise<boolean> {
    const updated = await this.em
      .fork()
      .nativeUpdate(RefreshToken, { userId, familyId, revokedAt: null }, { revokedAt: now });
    return updated > 0;
  }
}
