import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { launchInfoSchema, type LaunchInfo } from '@matchbazaar/contracts';
import { Answers } from '../common/route-decorators.js';
import { OpenBeforeLaunch } from './open-before-launch.decorator.js';
import { SiteModeService } from './site-mode.service.js';

@ApiTags('site')
@OpenBeforeLaunch()
@Controller('launch')
export class LaunchController {
  constructor(private readonly siteMode: SiteModeService) {}

  @Get()
  @ApiOperation({
    summary:
      'Site mode, launch time (null: the next 22 September 00:00, visitor-local), maintenance banner, whether registration is open',
  })
  @Answers(launchInfoSchema)
  info(): LaunchInfo | Promise<LaunchInfo> {
    // From memory without an await when this process holds the settings (nearly always).
    return this.siteMode.knownInfo() ?? this.siteMode.info();
  }
}
