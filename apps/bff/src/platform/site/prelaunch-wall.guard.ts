import {
  HttpStatus,
  Inject,
  Injectable,
  type CanActivate,
  type ExecutionContext,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { apiErrorCodes, messages } from '@matchbazaar/contracts';
import type { FastifyRequest } from 'fastify';
import { hasAccessPass } from './access-pass.js';
import { ApiException } from '../common/api-exception.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { OPEN_BEFORE_LAUNCH } from './open-before-launch.decorator.js';
import { SiteModeService } from './site-mode.service.js';

/**
 * Before launch, API routes refuse browsers without the signed access cookie, except those marked
 * @OpenBeforeLaunch (health, launch info, the gate itself, subscriptions).
 */
@Injectable()
export class PrelaunchWallGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly siteMode: SiteModeService,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean | Promise<boolean> {
    // Once the site is live (as this process knows from memory), the wall stands aside at once:
    // every request passes here, and an answer that needs no await costs it nothing.
    if (context.getType() !== 'http' || this.siteMode.known() === 'live') return true;
    return this.beforeLaunch(context);
  }

  private async beforeLaunch(context: ExecutionContext): Promise<boolean> {
    const open = this.reflector.getAllAndOverride<boolean>(OPEN_BEFORE_LAUNCH, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (open || (await this.siteMode.current()) === 'live') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (hasAccessPass(request, this.config.SITE_ACCESS_CODE)) return true;
    // The code tells clients this 403 is about the browser, not the user: they keep the session.
    throw new ApiException(HttpStatus.FORBIDDEN, messages.api.accessRequired, [], {
      code: apiErrorCodes.siteAccessRequired,
    });
  }
}
