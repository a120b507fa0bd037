import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Role } from '@matchbazaar/contracts';
import { AccessTokenService } from '../platform/request-auth/access-token.service.js';
import { SessionsService } from '../identity/auth/sessions.service.js';
import { User } from '../identity/users/user.entity.js';

let accounts = 0;

/**
 * A verified account with a live session and its access token, made straight in the database:
 * for specs about what a signed-in user may do (signing in itself is auth's spec). Every access
 * token names a live session, so this one does too.
 */
export async function signedInAccount(
  app: NestFastifyApplication,
  options: { role?: Role; phone?: string | null; lastName?: string } = {},
) {
  const role = options.role ?? 'user';
  const phone = options.phone ?? null;
  const n = ++accounts;
  const fork = app.get(EntityManager).fork();
  const user = fork.create(User, {
    firstName: 'Ada',
    lastName: options.lastName ?? 'Lovelace',
    email: `ada${n}.${Date.now()}@example.com`,
    phone,
    passwordHash: '$argon2id$not-used-here',
    role,
    emailVerifiedAt: new Date(),
    phoneVerifiedAt: phone ? new Date() : null,
    profileImage: null,
  });
  await fork.flush();
  const session = await app.get(SessionsService).start(user.id, { device: 'test', ip: null });
  const token = await app
    .get(AccessTokenService)
    .sign({ userId: user.id, role, sessionId: session.familyId });
  return {
    id: user.id,
    email: user.email,
    sessionId: session.familyId,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** What `signedInAccount` hands back: the type specs name their traders and admins by. */
export type SignedInAccount = Awaited<ReturnType<typeof signedInAccount>>;
