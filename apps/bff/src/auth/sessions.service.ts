import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { messages, type AccountSession, type AdminSession } from '@matchbazaar/contracts';
import { randomUUID } from 'node:crypto';
import { ApiException } from '../common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { SessionEndings } from './session-endings.js';
import { SessionsRepository } from './sessions.repository.js';
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
 * rotates the token. A used token presented again within the grace window (two tabs refreshing at
 * once) gets a fresh token of the same family; later, it is reuse of a stolen token and the whole
 * family is revoked. Lifetimes: idle REFRESH_IDLE_DAYS (7), absolute REFRESH_MAX_DAYS (30).
 */
@Injectable()
export class SessionsService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly endings: SessionEndings,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  /** A new family for a sign-in. */
  async start(userId: string, client: ClientInfo, now = new Date()): Promise<IssuedRefresh> {
    const familyExpiresAt = new Date(now.getTime() + this.config.REFRESH_MAX_DAYS * DAY_MS);
    return this.issue(userId, randomUUID(), familyExpiresAt, client, now);
  }

  /** Exchanges a refresh token for the next one of its family; 401 when it cannot be used. */
  async rotate(refreshToken: string, client: ClientInfo, now = new Date()): Promise<IssuedRefresh> {
    const row = await this.sessions.findByHash(secretHash(refreshToken));
    if (!row || row.revokedAt) throw sessionEnded();
    if (row.familyExpiresAt <= now) {
      await this.revokeFamily(row.familyId, now);
      throw sessionEnded();
    }
    if (!row.usedAt) {
      if (row.expiresAt <= now) throw sessionEnded();
      const nextId = randomUUID();
      if (await this.sessions.markUsed(row.id, nextId, now)) {
        return this.issue(row.userId, row.familyId, row.familyExpiresAt, client, now, nextId);
      }
      // Another request used it a moment ago: re-read when, then treat this one as the late tab.
      const fresh = await this.sessions.findByHash(row.tokenHash);
      if (!fresh?.usedAt || fresh.revokedAt) throw sessionEnded();
      row.usedAt = fresh.usedAt;
    }
    const usedAt = row.usedAt;
    if (usedAt && now.getTime() - usedAt.getTime() <= this.config.REFRESH_GRACE_SECONDS * 1000) {
      return this.issue(row.userId, row.familyId, row.familyExpiresAt, client, now);
    }
    // A used token after the grace window: someone replayed it. End the session everywhere.
    await this.revokeFamily(row.familyId, now);
    throw sessionEnded();
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

  private async issue(
    userId: string,
    familyId: string,
    familyExpiresAt: Date,
    client: ClientInfo,
    now: Date,
    id?: string,
  ): Promise<IssuedRefresh> {
    const refreshToken = newSecret();
    const idleEnd = now.getTime() + this.config.REFRESH_IDLE_DAYS * DAY_MS;
    const expiresAt = new Date(Math.min(idleEnd, familyExpiresAt.getTime()));
    await this.sessions.insert(
      {
        ...(id ? { id } : {}),
        familyId,
        userId,
        tokenHash: secretHash(refreshToken),
        expiresAt,
        familyExpiresAt,
        device: client.device.slice(0, 120),
        ip: client.ip?.slice(0, 64) ?? null,
      },
      now,
    );
    return {
      userId,
      familyId,
      refreshToken,
      maxAgeSeconds: (expiresAt.getTime() - now.getTime()) / 1000,
    };
  }
}
