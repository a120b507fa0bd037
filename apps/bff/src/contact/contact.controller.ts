import { Controller, HttpCode, HttpStatus, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  contactAnswerSchema,
  contactRequestSchema,
  messages,
  type ContactAnswer,
  type ContactRequest,
} from '@matchbazaar/contracts';
import type { FastifyRequest } from 'fastify';
import { ApiErrors } from '../common/api-errors.decorator.js';
import { toOpenApiSchema } from '../common/json-schema.js';
import { RateLimitedException } from '../common/rate-limited.exception.js';
import { ZodBody } from '../common/zod-params.decorator.js';
import { ContactService } from './contact.service.js';

/** The contact form's send (SPEC.md 2.3; issue 5 makes it real). Walled before launch. */
@ApiTags('contact')
@Controller('v1/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a message to the support team',
    description:
      'Stores the message and queues a mail to SUPPORT_EMAIL whose Reply-To is the sender. A 400 names the first bad field in `message` (SPEC.md 5) and lists every one in `errors`.',
  })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(contactAnswerSchema) })
  @ApiErrors(HttpStatus.TOO_MANY_REQUESTS, HttpStatus.SERVICE_UNAVAILABLE)
  async send(
    @ZodBody(contactRequestSchema) request: ContactRequest,
    @Req() http: FastifyRequest,
  ): Promise<ContactAnswer> {
    const result = await this.contact.send(request, http.ip);
    if (result.outcome === 'limited') {
      throw new RateLimitedException(messages.contact.tooManyMessages, result.retryAfterSeconds);
    }
    return { success: true, message: messages.contact.success };
  }
}
