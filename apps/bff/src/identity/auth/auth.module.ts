import { createSecretKey } from 'node:crypto';
import { entitiesOf } from '../../platform/database/entity-registry.js';
import { RefreshToken } from './refresh-token.entity.js';
import { UsersModule } from '../users/users.module.js';
import { Global, Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import { AccessTokenService } from '../../platform/request-auth/access-token.service.js';
import { AccessIdentity, JwtAuthGuard, OptionalJwtAuthGuard } from './jwt-auth.guard.js';
import { SocketIdentities } from '../../platform/realtime/socket-identities.js';
import { RolesGuard } from './roles.guard.js';
import { SessionEndings } from '../../platform/request-auth/session-endings.js';
import { SessionsRepository } from './sessions.repository.js';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Access tokens and the guards over them. Global, so any domain can put
 * `@SignedInOnly()` or `@Roles(...)` on a route without importing this module.
 */
@Global()
@Module({
  imports: [
    entitiesOf(RefreshToken),
    UsersModule,
    JwtModule.registerAsync({
      inject: [BFF_CONFIG],
      useFactory: (config: BffConfig) => ({
        // A key object made once: given the string, jsonwebtoken first tries it as a PEM public key
        // (a thrown error per call) and then makes a secret key from it, on every sign and verify.
        secret: createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8')),
        signOptions: {
          algorithm: 'HS256',
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
          expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        },
        // Pinning the algorithm refuses `alg: none` and RS/HS confusion.
        verifyOptions: {
          algorithms: ['HS256'],
          issuer: config.JWT_ISSUER,
          audience: config.JWT_AUDIENCE,
        },
      }),
    }),
  ],
  providers: [
    AccessTokenService,
    SessionsRepository,
    AccessIdentity,
    { provide: SocketIdentities, useExisting: AccessIdentity },
    JwtAuthGuard,
    OptionalJwtAuthGuard,
    RolesGuard,
    SessionEndings,
  ],
  exports: [
    AccessTokenService,
    SessionsRepository,
    AccessIdentity,
    SocketIdentities,
    JwtAuthGuard,
    OptionalJwtAuthGuard,
    RolesGuard,
    SessionEndings,
  ],
})
export class AuthModule {}
