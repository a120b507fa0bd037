import { Controller, Get } from '@nestjs/common';
import { ApiOperation } from '@nestjs/swagger';
import {
  adminOverviewAnswerSchema,
  messages,
  type AdminOverviewAnswer,
} from '@matchbazaar/contracts';
import { AdminOnly } from '../admin/admin-only.decorator.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { AdminOverviewService } from './admin-overview.service.js';
import { answered } from '../../platform/common/answer.js';

/** GET /api/v1/admin/overview: admins only (docs/product/roles-and-access.md). */
@AdminOnly()
@Controller('v1/admin/overview')
export class AdminOverviewController {
  constructor(private readonly overview: AdminOverviewService) {}

  @Get()
  @ApiOperation({
    summary:
      "Admin: accounts by role and sign-ups per day, posts by status, the review queue's size and each queue's jobs",
  })
  @Answers(adminOverviewAnswerSchema)
  async get(): Promise<AdminOverviewAnswer> {
    return answered(await this.overview.overview(), messages.adminScreens.overview.loaded);
  }
}
