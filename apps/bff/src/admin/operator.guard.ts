import {
  HttpStatus,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { messages } from '@matchbazaar/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiException } from '../common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { isOperator, isOperatorBearer } from './operator-basic-auth.js';

/**
 * Admin API routes until accounts exist (issue 4): the caller proves it holds OPERATOR_TOKEN,
 * as `Authorization: Bearer <token>` or as the dashboard's basic credentials. Unset token: closed.
 */
@Injectable()
export class OperatorGuard implements CanActivate {
  constructor(@Inject(BFF_CONFIG) private readonly config: BffConfig) {}

  canActivate(context: ExecutionContext): boolean {
    const token = this.config.OPERATOR_TOKEN;
    if (!token) {
      throw new ApiException(HttpStatus.SERVICE_UNAVAILABLE, messages.api.operatorAccessOff);
    }
    const { authorization } = context.switchToHttp().getRequest<FastifyRequest>().headers;
    if (isOperatorBearer(authorization, token) || isOperator(authorization, token)) return true;
    throw new ApiException(HttpStatus.UNAUTHORIZED, messages.api.operatorRequired);
  }
}
