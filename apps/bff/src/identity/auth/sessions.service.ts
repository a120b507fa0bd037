import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { messages, type AccountSession, type AdminSession } from '@matchbazaar/contracts';
import { createHmac, hkdfSync, randomUUID } from 'node:crypto';
import { ApiException } from '../../platform/common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { SessionEndings } from '../../platform/request-auth/session-endings.js';
import { SessionsRepository, type NewRefreshToken } from './sessions.repository.js';
import type { RefreshToken } from './refresh-token.entity.js';
import { newSecret, secretHash } from './token-secrets.js';

const DAY_MS = 24 * 60 * 60_000;

export interface ClientInfo {
  device: string;
  ip: string | null;
}

export interface IssuedRefresh {
  userId: string;
  familyId: string;
  refreshToken: string;
  /** Seconds the new token may live (idle lifetime, capped by the family's absolute end). */
  maxAgeSeconds: number;
}

const sessionEnded = () =>
  new ApiException(HttpStatus.UNAUTHORIZED, messages.accounts.sessionExpired);

/**
 * Sessions as refresh-token families (docs/decisions/0003-tokens-and-sessions.md). Every refresh
 * rotates the token. A used token shown once more within the grace window (two tabs refreshing at
 * once) gets the successor already issued; shown again, or later, it is a stolen token replayed
 * and the whole family is revoked (RFC 9700, 4.14.2). Lifetimes: idle REFRESH_IDLE_DAYS (7),
 * absolute REFRESH_MAX_DAYS (30).
 */
@Injectable()
export class SessionsService {
  /** Derives a token's successor (successorOf); HKDF keeps it apart from the JWT signing key. */
  private readonly successorKey: Buffer;

  constructor(
    private readonly sessions: SessionsRepository,
    private readonly endings: SessionEndings,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {
    this.successorKey = Buffer.from(
      hkdfSync('sha256', config.JWT_SECRET, Buffer.alloc(0), 'matchbazaar refresh successor', 32),
    );
  }

  /** A new family for a sign-in. */
  async start(userId: string, client: ClientInfo, now = new Date()): Promise<IssuedRefresh> {
    const familyExpiresAt = new Date(now.getTime() + this.config.REFRESH_MAX_DAYS * DAY_MS);
    const first = this.tokenOf(userId, randomUUID(), familyExpiresAt, client, now, newSecret());
    await this.sessions.insert(first.row, now);
    return first.issued;
  }

  /** Exchanges a refresh token for the next one of its family; 401 when it cannot be used. */
  async rotate(refreshToken: string, client: ClientInfo, now = new Date()): Promise<IssuedRefresh> {
    const row = await this.sessions.findByHash(secretHash(refreshToken));
    if (!row || row.revokedAt) throw sessionEnded();
    if (row.familyExpiresAt <= now) {
      await this.revokeFamily(row.familyId, now);
      throw sessionEnded();
    }
    let used = row;
    if (!row.usedAt) {
      if (row.expiresAt <= now) throw sessionEnded();
      const { userId, familyId, familyExpiresAt } = row;
      const successor = this.successorOf(refreshToken);
      const next = this.tokenOf(userId, familyId, familyExpiresAt, client, now, successor);
      if (await this.sessions.exchange(row.id, next.row, now)) return next.issued;
      // Another request used it a moment ago: re-read it, then treat this one as the late tab.
      const fresh = await this.sessions.findByHash(row.tokenHash);
      if (!fresh?.usedAt || fresh.revokedAt) throw sessionEnded();
      used = fresh;
    }
    // Shown again after its exchange: once within the grace window, that tab gets the token the
    // first one got; any other time someone replayed it, and the session ends everywhere.
    const inGrace =
      now.getTime() - used.usedAt!.getTime() <= this.config.REFRESH_GRACE_SECONDS * 1000;
    if (inGrace && (await this.sessions.markReplayed(used.id, now))) {
      const successor = await this.successorIssued(used, refreshToken, now);
      if (successor) return successor;
    }
    await this.revokeFamily(row.familyId, now);
    throw sessionEnded();
  }

  /**
   * The token that replaces `token`, derived from it under a server key: the grace window can
   * hand the same one back although only hashes are stored, and nobody without the key can
   * work it out from the used token.
   */
  private successorOf(token: string): string {
    return createHmac('sha256', this.successorKey).update(token).digest('base64url');
  }

  /** The successor `used` was exchanged for, if it is still the live one issued then. */
  private async successorIssued(
    used: RefreshToken,
    token: string,
    now: Date,
  ): Promise<IssuedRefresh | null> {
    const refreshToken = this.successorOf(token);
    const next = await this.sessions.findByHash(secretHash(refreshToken));
    if (!next || next.id !== used.replacedBy || next.revokedAt || next.expiresAt <= now)
      return null;
    return {
      userId: next.userId,
      familyId: next.familyId,
      refreshToken,
      maxAgeSeconds: (next.expiresAt.getTime() - now.getTime()) / 1000,
    };
  }

  /** Whose refresh token this is (used or not), or null for an unknown one. */
  async ownerOf(refreshToken: string): Promise<string | null> {
    return (await this.sessions.findByHash(secretHash(refreshToken)))?.userId ?? null;
  }

  /** Ends the session of a refresh token; returns its user, or null for an unknown token. */
  async endByToken(refreshToken: string, now = new Date()): Promise<string | null> {
    const row = await this.sessions.findByHash(secretHash(refreshToken));
    if (!row) return null;
    await this.revokeFamily(row.familyId, now);
    return row.userId;
  }

  async end(familyId: string, now = new Date()): Promise<void> {
    await this.revokeFamily(familyId, now);
  }

  /** Ends every session of the user (password reset), or every other one (password change). */
  async endAll(userId: string, exceptFamily?: string, now = new Date()): Promise<number> {
    const ended = await this.sessions.revokeUser(userId, now, exceptFamily);
    this.endings.announce(ended);
    return ended.length;
  }

  isLive(familyId: string, userId: string, now = new Date()): Promise<boolean> {
    return this.sessions.isLive(familyId, userId, now);
  }

  async list(userId: string, currentFamily: string | undefined): Promise<AccountSession[]> {
    const rows = await this.sessions.list(userId, new Date());
    return rows.map((r) => ({
      id: r.familyId,
      device: r.device,
      createdAt: r.startedAt.toISOString(),
      lastUsedAt: r.lastUsedAt.toISOString(),
      current: r.familyId === currentFamily,
    }));
  }

  /** The account's live sessions as an admin sees them, with where each was last used from. */
  async listForAdmin(userId: string): Promise<AdminSession[]> {
    const rows = await this.sessions.list(userId, new Date());
    return rows.map((r) => ({
      id: r.familyId,
      device: r.device,
      ip: r.ip,
      createdAt: r.startedAt.toISOString(),
      lastUsedAt: r.lastUsedAt.toISOString(),
    }));
  }

  /** Ends one of the user's own sessions; 404 for someone else's or an ended one. */
  async endOwn(userId: string, familyId: string): Promise<void> {
    if (!(await this.sessions.revokeOwn(userId, familyId, new Date()))) {
      throw new ApiException(HttpStatus.NOT_FOUND, messages.accounts.sessionNotFound);
    }
    this.endings.announce([familyId]);
  }

  private async revokeFamily(familyId: string, now: Date): Promise<void> {
    await this.sessions.revokeFamily(familyId, now);
    this.endings.announce([familyId]);
  }

  /** The row of a token to issue, and what its holder is told. */
  private tokenOf(
    userId: string,
    familyId: string,
    familyExpiresAt: Date,
    client: ClientInfo,
    now: Date,
    refreshToken: string,
  ): { row: NewRefreshToken; issued: IssuedRefresh } {
    const idleEnd = now.getTime() + this.config.REFRESH_IDLE_DAYS * DAY_MS;
    const expiresAt = new Date(Math.min(idleEnd, familyExpiresAt.getTime()));
    return {
      row: {
        familyId,
        userId,
        tokenHash: secretHash(refreshToken),
        expiresAt,
        familyExpiresAt,
        device: client.device.slice(0, 120),
        ip: client.ip?.slice(0, 64) ?? null,
      },
      issued: {
        userId,
        familyId,
        refreshToken,
        maxAgeSeconds: (expiresAt.getTime() - now.getTime()) / 1000,
      },
    };
  }
}
