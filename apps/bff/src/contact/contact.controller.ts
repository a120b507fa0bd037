import { Body, Controller, HttpCode, HttpStatus, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import {
  apiErrorSchema,
  contactAnswerSchema,
  contactMessageFields,
  contactRequestSchema,
  messages,
  type ContactAnswer,
  type ContactRequest,
} from '@matchbazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toOpenApiSchema } from '../common/json-schema.js';
import { RateLimitedException, rateLimitedSchema } from '../common/rate-limited.exception.js';
import { CatalogueValidationPipe } from '../common/catalogue-validation.pipe.js';
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
  @ApiBody({ schema: toOpenApiSchema(contactRequestSchema, 'input') })
  @ApiResponse({ status: HttpStatus.OK, schema: toOpenApiSchema(contactAnswerSchema) })
  @ApiResponse({ status: HttpStatus.BAD_REQUEST, schema: toOpenApiSchema(apiErrorSchema) })
  @ApiResponse({
    status: HttpStatus.TOO_MANY_REQUESTS,
    schema: toOpenApiSchema(rateLimitedSchema),
  })
  @ApiResponse({ status: HttpStatus.SERVICE_UNAVAILABLE, schema: toOpenApiSchema(apiErrorSchema) })
  async send(
    @Body(new CatalogueValidationPipe(contactRequestSchema, contactMessageFields))
    request: ContactRequest,
    @Req() http: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ContactAnswer> {
    const result = await this.contact.send(request, http.ip);
    if (result.outcome === 'limited') {
      throw RateLimitedException.refuse(
        reply,
        messages.contact.tooManyMessages,
        result.retryAfterSeconds,
      );
    }
    return { success: true, message: messages.contact.success };
  }
}
