import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { normalizeRole, type Role } from '@matchbazaar/contracts';
import { z } from 'zod';

/**
 * What an access token carries: the user, the role, the session (refresh-token family) and its
 * expiry. A token without `sid` could not be ended with its session, one without `exp` would live
 * for ever (the JWT library checks `exp` only when present), so both are required.
 */
export const accessTokenClaimsSchema = z.object({
  sub: z.string().min(1).max(100),
  role: z.string().optional(),
  sid: z.string().min(1).max(100),
  exp: z.number().int().positive(),
});

export interface AccessTokenIdentity {
  userId: string;
  role: Role;
  /** The refresh-token family the token was issued for ("this device" in the sessions list). */
  sessionId: string;
}

/**
 * docs/decisions/0003-tokens-and-sessions.md: HS256 pinned, `iss` and `aud` checked, 15 minutes
 * (set in AuthModule).
 */
/** Verified tokens remembered at most; the oldest go first. */
const maxVerified = 20_000;
/**
 * A remembered token is filed under its last characters (its signature's): a lookup then hashes
 * 22 characters, not the whole token (about 300, on every signed-in request). The whole token is
 * compared all the same, so two tokens sharing an ending only cost a second verification.
 */
const keyOf = (token: string) => token.slice(-22);

@Injectable()
export class AccessTokenService {
  /**
   * Tokens already verified, until they expire: a token's signature and claims never change, and
   * a client sends the same one for 15 minutes, so each is checked once. Whether its session still
   * runs is asked on every request all the same (AccessIdentity).
   */
  private readonly verified = new Map<
    string,
    { token: string; identity: AccessTokenIdentity; expMs: number }
  >();

  constructor(private readonly jwt: JwtService) {}

  sign(identity: AccessTokenIdentity): Promise<string> {
    return this.jwt.signAsync(
      { role: identity.role, sid: identity.sessionId },
      { subject: identity.userId },
    );
  }

  /** The identity of a token already verified here and not yet expired, else undefined. */
  remembered(token: string): AccessTokenIdentity | undefined {
    const kept = this.verified.get(keyOf(token));
    if (kept?.token !== token) return undefined;
    if (kept.expMs > Date.now()) return kept.identity;
    this.verified.delete(keyOf(token));
    return undefined;
  }

  /** The identity in a valid token; throws for a bad signature, algorithm, issuer, audience or expiry. */
  async verify(token: string): Promise<AccessTokenIdentity> {
    const known = this.remembered(token);
    if (known) return known;
    const claims = accessTokenClaimsSchema.parse(await this.jwt.verifyAsync<object>(token));
    const identity = {
      userId: claims.sub,
      role: normalizeRole(claims.role),
      sessionId: claims.sid,
    };
    if (this.verified.size >= maxVerified) this.verified.delete(this.verified.keys().next().value!);
    this.verified.set(keyOf(token), { token, identity, expMs: claims.exp * 1000 });
    return identity;
  }
}
