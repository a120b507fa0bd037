import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { digitsOnly } from '@matchbazaar/contracts';
import { z } from 'zod';
import { Answers } from '../common/route-decorators.js';
import { ZodQuery } from '../common/zod-params.decorator.js';
import { SmsOutboxService, type OutboxText } from './sms-outbox.service.js';

const outboxQuerySchema = z.object({
  /** Only texts to this number; punctuation is ignored, so "+1 555-123-4567" works. */
  to: z.string().transform(digitsOnly).pipe(z.string().min(10).max(15)).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** The texts as the outbox shows them (OutboxText); a developer's page, not the API envelope. */
const outboxAnswerSchema = z.object({
  messages: z.array(
    z.object({ id: z.number(), to: z.string(), body: z.string(), createdAt: z.string() }),
  ),
});

/**
 * Development only (mounted only with NODE_ENV=development): the texts the outbox SMS provider
 * "sent", newest first, so a developer can read confirmation and launch texts. They hold codes,
 * so before launch it stands behind the wall like the rest of the site.
 */
@ApiTags('development')
@Controller('dev/sms-outbox')
export class SmsOutboxController {
  constructor(private readonly outbox: SmsOutboxService) {}

  @Get()
  @ApiOperation({ summary: 'Texts in the development SMS outbox, newest first' })
  @Answers(outboxAnswerSchema)
  async list(
    @ZodQuery(outboxQuerySchema) query: z.infer<typeof outboxQuerySchema>,
  ): Promise<{ messages: OutboxText[] }> {
    return { messages: await this.outbox.latest(query.limit, query.to) };
  }
}
