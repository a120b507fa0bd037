import { Controller, Get, HttpStatus, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiSecurity, ApiTags } from '@nestjs/swagger';
import { broadcastProgressSchema, messages, type BroadcastProgress } from '@matchbazaar/contracts';
import { z } from 'zod';
import { AdminApiGuard } from '../admin/admin-api.guard.js';
import { ApiException } from '../../platform/common/api-exception.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { ZodParams } from '../../platform/common/zod-params.decorator.js';
import { OpenBeforeLaunch } from '../../platform/site/open-before-launch.decorator.js';
import { BroadcastsService } from './broadcasts.service.js';

const broadcastParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
});

/** Admins and operators follow a broadcast here. */
@ApiTags('admin')
@ApiSecurity('operator')
@OpenBeforeLaunch()
@UseGuards(AdminApiGuard)
@Controller('admin/broadcasts')
export class BroadcastsController {
  constructor(private readonly broadcasts: BroadcastsService) {}

  @Get(':id')
  @ApiOperation({ summary: 'Progress of a broadcast: total, queued, sent, failed, skipped' })
  @Answers(broadcastProgressSchema)
  async progress(
    @ZodParams(broadcastParamsSchema) params: z.infer<typeof broadcastParamsSchema>,
  ): Promise<BroadcastProgress> {
    const progress = await this.broadcasts.progress(params.id);
    if (!progress) throw new ApiException(HttpStatus.NOT_FOUND, messages.api.broadcastNotFound);
    return progress;
  }
}
