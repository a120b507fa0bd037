import { Controller, Get, HttpStatus, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { healthSchema, type Health } from '@matchbazaar/contracts';
import type { FastifyReply } from 'fastify';
import { Answers } from '../common/route-decorators.js';
import { HealthService } from './health.service.js';
import { OpenBeforeLaunch } from '../site/open-before-launch.decorator.js';

@ApiTags('health')
@OpenBeforeLaunch()
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  @Get()
  @ApiOperation({ summary: 'Database, Redis and queue state; 503 when any is down' })
  @Answers(healthSchema)
  @Answers(healthSchema, HttpStatus.SERVICE_UNAVAILABLE)
  async check(@Res({ passthrough: true }) reply: FastifyReply): Promise<Health> {
    const result = await this.health.check();
    // Load balancers read the status code; the body says which dependency is down.
    reply.status(result.status === 'ok' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    reply.header('cache-control', 'no-store');
    return result;
  }
}
