import { Controller, Get, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  launchStatusSchema,
  siteModeChangedSchema,
  siteModeChangeSchema,
  type LaunchStatus,
  type SiteModeChange,
  type SiteModeChanged,
} from '@matchbazaar/contracts';
import { AdminApiGuard } from '../admin/admin-api.guard.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { OptionalUser } from '../../platform/request-auth/optional-user.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { ZodBody } from '../../platform/common/zod-params.decorator.js';
import { OpenBeforeLaunch } from '../../platform/site/open-before-launch.decorator.js';
import { LaunchDayService } from './launch-day.service.js';

@ApiTags('admin')
@ApiSecurity('operator')
@OpenBeforeLaunch()
@UseGuards(AdminApiGuard)
@Controller('admin/site')
export class SiteModeAdminController {
  constructor(private readonly launchDay: LaunchDayService) {}

  @Get()
  @ApiOperation({ summary: "Site mode, launch time and the launch broadcast's progress" })
  @Answers(launchStatusSchema)
  async status(): Promise<LaunchStatus> {
    return this.launchDay.status();
  }

  @Put('mode')
  @ApiOperation({
    summary: 'Set the site mode; "live" opens the site and starts the one launch broadcast',
  })
  @Answers(siteModeChangedSchema)
  async change(
    @OptionalUser() admin: AccessTokenIdentity | null,
    @ZodBody(siteModeChangeSchema) body: SiteModeChange,
  ): Promise<SiteModeChanged> {
    // AdminApiGuard leaves a signed-in admin's identity; without one it was the operator token.
    return this.launchDay.changeMode(body.mode, 'admin', admin ?? 'operator');
  }
}
