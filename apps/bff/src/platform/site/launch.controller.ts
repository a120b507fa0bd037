import { Controller, Get, Header } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { launchInfoSchema, type LaunchInfo } from '@matchbazaar/contracts';
import { JSON_CONTENT_TYPE, JsonTexts } from '../common/json-text.js';
import { Answers } from '../common/route-decorators.js';
import { OpenBeforeLaunch } from './open-before-launch.decorator.js';
import { SiteModeService } from './site-mode.service.js';

@ApiTags('site')
@OpenBeforeLaunch()
@Controller('launch')
export class LaunchController {
  /** Every page asks first: the text is made once while the settings stay the same. */
  private readonly answers = new JsonTexts((info: LaunchInfo) => info);

  constructor(private readonly siteMode: SiteModeService) {}

  @Get()
  @Header('content-type', JSON_CONTENT_TYPE)
  @ApiOperation({
    summary:
      'Site mode, launch time (null: the next 22 September 00:00, visitor-local), maintenance banner, whether registration is open',
  })
  @Answers(launchInfoSchema)
  info(): string | Promise<string> {
    // From memory without an await when this process holds the settings (nearly always).
    const known = this.siteMode.knownInfo();
    return known ? this.answers.of(known) : this.siteMode.info().then((i) => JSON.stringify(i));
  }
}
