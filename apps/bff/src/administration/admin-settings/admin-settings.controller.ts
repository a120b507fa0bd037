import { Controller, Get, Patch } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  messages,
  systemSettingsAnswerSchema,
  systemSettingsChangeSchema,
  type SystemSettingsAnswer,
  type SystemSettingsChange,
} from '@matchbazaar/contracts';
import { AdminOnly } from '../admin/admin-only.decorator.js';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { ZodBody } from '../../platform/common/zod-params.decorator.js';
import { AdminSettingsService } from './admin-settings.service.js';
import { answered } from '../../platform/common/answer.js';

/** System Settings (docs/product/admin.md): admins only, each change audited. */
@AdminOnly()
@Controller('v1/admin/settings')
export class AdminSettingsController {
  constructor(private readonly settings: AdminSettingsService) {}

  @Get()
  @ApiOperation({ summary: 'Admin: every system setting with the value in force' })
  @Answers(systemSettingsAnswerSchema)
  async read(@CurrentUser() caller: AccessTokenIdentity): Promise<SystemSettingsAnswer> {
    const settings = await this.settings.read(caller);
    return answered({ settings }, messages.admin.settingsLoaded);
  }

  @Patch()
  @ApiOperation({
    summary: 'Admin: change any of the settings; each change audited, in force at once everywhere',
  })
  @Answers(systemSettingsAnswerSchema)
  async change(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodBody(systemSettingsChangeSchema) body: SystemSettingsChange,
  ): Promise<SystemSettingsAnswer> {
    const settings = await this.settings.change(caller, body);
    return answered({ settings }, messages.admin.settingsSaved);
  }
}
