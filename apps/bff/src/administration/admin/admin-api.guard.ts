import {
  HttpStatus,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { canAccess, messages } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../../platform/config/bff-config.js';
import type { AuthenticatedRequest } from '../../platform/request-auth/authenticated-request.js';
import { AccessIdentity, bearerToken } from '../../identity/auth/jwt-auth.guard.js';
import { isOperator, isOperatorBearer } from './operator-basic-auth.js';

/**
 * The admin API: a signed-in admin (the admin screens), or whoever holds OPERATOR_TOKEN as
 * `Authorization: Bearer <token>` or the dashboard's basic credentials (`npm run launch`, curl).
 * A signed-in non-admin is refused with 403; without either credential the answer says which
 * are accepted (503 when the operator token is not configured, as before accounts existed).
 */
@Injectable()
export class AdminApiGuard implements CanActivate {
  constructor(
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
    private readonly identities: AccessIdentity,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const { authorization } = request.headers;
    const operatorToken = this.config.OPERATOR_TOKEN;
    if (
      operatorToken &&
      (isOperatorBearer(authorization, operatorToken) || isOperator(authorization, operatorToken))
    ) {
      return true;
    }
    const jwt = bearerToken(request);
    const identity = jwt ? await this.identities.of(jwt) : null;
    if (identity) {
      if (!canAccess(identity.role, ['admin'])) {
        throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
      }
      request.auth = identity;
      return true;
    }
    if (!operatorToken) {
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, messages.api.operatorAccessOff);
    }
    throw new ApiException(HttpStatus.UNAUTHORIZED, messages.api.operatorRequired);
  }
}
