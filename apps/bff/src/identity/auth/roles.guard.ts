import {
  applyDecorators,
  HttpStatus,
  Injectable,
  SetMetadata,
  UseGuards,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { canAccess, messages, type Role } from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import type { AuthenticatedRequest } from '../../platform/request-auth/authenticated-request.js';
import { JwtAuthGuard } from './jwt-auth.guard.js';

export const ROLES_KEY = 'mb:roles';

/**
 * docs/product/roles-and-access.md on the server: the route needs a signed-in caller whose role
 * passes contracts' canAccess for the listed roles (admin passes everything; support and trader
 * pass where `user` does). Applies JwtAuthGuard itself, so `@Roles('admin')` alone is enough.
 */
export const Roles = (...allowed: Role[]) =>
  applyDecorators(SetMetadata(ROLES_KEY, allowed), UseGuards(JwtAuthGuard, RolesGuard));

@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const allowed = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const identity = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
    if (!identity) throw new ApiException(HttpStatus.UNAUTHORIZED, messages.api.unauthorized);
    if (!canAccess(identity.role, allowed)) {
      throw new ApiException(HttpStatus.FORBIDDEN, messages.permission.denied);
    }
    return true;
  }
}
