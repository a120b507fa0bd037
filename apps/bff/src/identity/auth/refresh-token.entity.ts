import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * One refresh token of a session. A sign-in starts a family (one device); every refresh inserts the
 * next token of the family and marks this one used. Only the SHA-256 of the token is stored.
 */
export const RefreshTokenSchema = defineEntity({
  name: 'RefreshToken',
  tableName: 'refresh_token',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** The session: the id of the family's first token's sign-in. */
    familyId: p.uuid(),
    userId: p.uuid(),
    tokenHash: p.string().length(64).unique(),
    createdAt: p.datetime().onCreate(() => new Date()),
    /** When it was exchanged for the next one; a second exchange after the grace window is reuse. */
    usedAt: p.datetime().nullable(),
    /** The token issued in exchange: the grace window hands that same token back. */
    replacedBy: p.uuid().nullable(),
    /** When it was shown again within the grace window; a second time ends the session. */
    replayedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
    /** Idle lifetime: this token dies unused after it. */
    expiresAt: p.datetime(),
    /** Absolute lifetime of the whole family (the sign-in plus 30 days). */
    familyExpiresAt: p.datetime(),
    /** A short user-agent summary ("Chrome on Linux") for the sessions list. */
    device: p.string().length(120),
    ip: p.string().length(64).nullable(),
    lastUsedAt: p.datetime().onCreate(() => new Date()),
  },
});

export class RefreshToken extends RefreshTokenSchema.class {}
RefreshTokenSchema.setClass(RefreshToken);
