import { Controller, HttpStatus, Put, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiSecurity, ApiTags } from '@nestjs/swagger';
import {
  siteModeChangedSchema,
  siteModeChangeSchema,
  type SiteModeChange,
  type SiteModeChanged,
} from '@matchbazaar/contracts';
import { OperatorGuard } from '../admin/operator.guard.js';
import { toOpenApiSchema } from '../common/json-schema.js';
import { ZodBody } from '../common/zod-params.decorator.js';
import { OpenBeforeLaunch } from '../site/open-before-launch.decorator.js';
import { LaunchDayService } from './launch-day.service.js';

@ApiTags('admin')
@ApiSecurity('operator')
@OpenBeforeLaunch()
@UseGuards(OperatorGuard)
@Controller('admin/site')
export class SiteModeAdminController {
  constructor(private readonly launchDay: LaunchDayService) {}

  @Put('mode')
  @ApiOperation({
    summary: 'Set the site mode; "live" opens the site and starts the one launch broadcast',
  })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(siteModeChangedSchema) })
  async change(@ZodBody(siteModeChangeSchema) body: SiteModeChange): Promise<SiteModeChanged> {
    return this.launchDay.changeMode(body.mode, 'admin');
  }
}
