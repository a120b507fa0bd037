import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  contactAnswerSchema,
  contactRequestSchema,
  messages,
  type ContactAnswer,
  type ContactRequest,
} from '@matchbazaar/contracts';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { BodyLimit, messageBodyLimitBytes } from '../../platform/common/body-limit.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers } from '../../platform/common/route-decorators.js';
import { ZodBody } from '../../platform/common/zod-params.decorator.js';
import { contactLimit, ContactService } from './contact.service.js';
import { said } from '../../platform/common/answer.js';

/** The contact form's send (docs/product/contact.md; the send is real). Walled before launch. */
@ApiTags('contact')
@Controller('v1/contact')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Send a message to the support team',
    description:
      'Stores the message and queues a mail to SUPPORT_EMAIL whose Reply-To is the sender. A 400 names the first bad field in `message` and lists every one in `errors`.',
  })
  @Answers(contactAnswerSchema)
  @ApiErrors(HttpStatus.SERVICE_UNAVAILABLE)
  @RateLimit(contactLimit)
  @BodyLimit(messageBodyLimitBytes)
  async send(@ZodBody(contactRequestSchema) request: ContactRequest): Promise<ContactAnswer> {
    await this.contact.send(request);
    return said(messages.contact.success);
  }
}
