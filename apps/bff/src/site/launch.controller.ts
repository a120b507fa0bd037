import { Controller, Get, HttpStatus, Inject } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { launchInfoSchema, type LaunchInfo } from '@matchbazaar/contracts';
import { toOpenApiSchema } from '../common/json-schema.js';
import { BFF_CONFIG, type BffConfig } from '../config/bff-config.js';
import { OpenBeforeLaunch } from './open-before-launch.decorator.js';
import { SiteModeService } from './site-mode.service.js';

@ApiTags('site')
@OpenBeforeLaunch()
@Controller('launch')
export class LaunchController {
  constructor(
    private readonly siteMode: SiteModeService,
    @Inject(BFF_CONFIG) private readonly config: BffConfig,
  ) {}

  @Get()
  @ApiOperation({
    summary: 'Site mode and launch time (null: the next 22 September 00:00, visitor-local)',
  })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(launchInfoSchema) })
  async info(): Promise<LaunchInfo> {
    return { mode: await this.siteMode.current(), launchAt: this.config.LAUNCH_AT ?? null };
  }
}
