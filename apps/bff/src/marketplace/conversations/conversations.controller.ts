import {
  applyDecorators,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Post,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  answerSchema,
  attachmentIdSchema,
  imageLimits,
  attachmentRules,
  attachmentUploadAnswerSchema,
  blockAnswerSchema,
  conversationAnswerSchema,
  conversationIdSchema,
  conversationsAnswerSchema,
  conversationsQuerySchema,
  conversationStartAnswerSchema,
  inquiriesAnswerSchema,
  inquiriesQuerySchema,
  inquiryRequestSchema,
  messageAnswerSchema,
  messageIdSchema,
  messageReportRequestSchema,
  messageSeqSchema,
  messages,
  messagesAnswerSchema,
  messagesQuerySchema,
  postIdSchema,
  readRequestSchema,
  requirementContactRequestSchema,
  sendMessageRequestSchema,
  userIdParamSchema,
  type AttachmentUploadAnswer,
  type BlockAnswer,
  type ConversationAnswer,
  type ConversationsAnswer,
  type ConversationsQuery,
  type ConversationStartAnswer,
  type InquiriesAnswer,
  type InquiriesQuery,
  type InquiryRequest,
  type MessageAnswer,
  type MessageReportRequest,
  type MessagesAnswer,
  type MessagesQuery,
  type ReadRequest,
  type RequirementContactRequest,
  type SendMessageRequest,
} from '@matchbazaar/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AccessTokenIdentity } from '../../platform/request-auth/access-token.service.js';
import { CurrentUser } from '../../platform/request-auth/current-user.decorator.js';
import { ApiErrors } from '../../platform/common/api-errors.decorator.js';
import { BodyLimit, messageBodyLimitBytes } from '../../platform/common/body-limit.js';
import { sendDownload } from '../../platform/common/file-download.js';
import {
  ApiFileUpload,
  fileReader,
  type FilePartRules,
} from '../../platform/common/multipart-file.js';
import { RateLimit } from '../../platform/rate-limits/rate-limit.guard.js';
import { Answers, AnswersFile } from '../../platform/common/route-decorators.js';
import { SignedInOnly } from '../../identity/auth/signed-in-only.decorator.js';
import { FoundById, ZodBody, ZodQuery } from '../../platform/common/zod-params.decorator.js';
import { attachmentUploads, inquirySends, messageSends } from './conversation-limits.js';
import { ConversationsService } from './conversations.service.js';
import { answered, done, doneAnswerSchema } from '../../platform/common/answer.js';

const m = messages.conversations;
/** What marking read answers: the read mark as it now stands (it never moves back). */
const markedReadAnswerSchema = answerSchema(z.object({ upTo: messageSeqSchema }));

const uploadPart: FilePartRules = {
  field: attachmentRules.field,
  maxBytes: attachmentRules.maxBytes,
  messages: {
    required: m.attachmentRequired,
    tooLarge: m.attachmentTooLarge,
    notMultipart: m.attachmentNotMultipart,
  },
};

/** A path id that is no id answers 404 like a missing conversation. */
const ConversationParam = () => FoundById(conversationIdSchema, m.notFound);

/** A path user id that is no id answers 404 like a missing user. */
const UserParam = () => FoundById(userIdParamSchema, m.userNotFound);

/** A path message id that is no id answers 404 like a missing message. */
const MessageParam = () => FoundById(messageIdSchema, m.messageNotFound);

/**
 * A route that opens (or reuses) a conversation with a first message: its limits and what it
 * answers (201 stored, 200 a repeat of the same message id).
 */
function StartsConversation(operation: { summary: string; description: string }) {
  return applyDecorators(
    BodyLimit(messageBodyLimitBytes),
    RateLimit(inquirySends),
    ApiOperation(operation),
    Answers(conversationStartAnswerSchema, HttpStatus.CREATED),
    ApiErrors(
      HttpStatus.BAD_REQUEST,
      HttpStatus.UNAUTHORIZED,
      HttpStatus.FORBIDDEN,
      HttpStatus.NOT_FOUND,
      HttpStatus.CONFLICT,
    ),
  );
}

/** Inquiries and conversations (docs/product/live-marketplace.md): thin routes over the service. */
@ApiTags('conversations')
// Every route is a signed-in user's; the guard runs before each route's rate limit, which counts per user.
@SignedInOnly()
@Controller('v1')
export class ConversationsController {
  constructor(private readonly service: ConversationsService) {}

  @Post('listings/:id/inquiries')
  @StartsConversation({
    summary: 'Send an inquiry about a listing',
    description:
      "Opens (or reuses) the conversation of the listing, the caller and its seller, and stores the inquiry; the seller is notified. `messageId` is the client's: a repeat answers 200 with the stored message and stores nothing.",
  })
  async inquire(
    @CurrentUser() caller: AccessTokenIdentity,
    @FoundById(postIdSchema, m.listingNotFound)
    listingId: string,
    @ZodBody(inquiryRequestSchema) request: InquiryRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConversationStartAnswer> {
    const { created, ...data } = await this.service.inquire(caller, listingId, request);
    void reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return answered(data, created ? m.inquirySent : m.messageAlreadySent);
  }

  @Post('requirements/:id/conversations')
  @StartsConversation({
    summary: "Write to a requirement's buyer (sellers)",
    description:
      'Opens (or reuses) the conversation of the requirement, its buyer and the caller; idempotent by `messageId`.',
  })
  async contact(
    @CurrentUser() caller: AccessTokenIdentity,
    @FoundById(postIdSchema, m.requirementNotFound)
    requirementId: string,
    @ZodBody(requirementContactRequestSchema) request: RequirementContactRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<ConversationStartAnswer> {
    const { created, ...data } = await this.service.contactAboutRequirement(
      caller,
      requirementId,
      request,
    );
    void reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return answered(data, created ? m.conversationStarted : m.messageAlreadySent);
  }

  @Get('conversations')
  @ApiOperation({
    summary: "The caller's conversations, most recent first, with unread counts",
  })
  @Answers(conversationsAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED)
  async list(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(conversationsQuerySchema) query: ConversationsQuery,
  ): Promise<ConversationsAnswer> {
    return answered(await this.service.list(caller.userId, query), m.loaded);
  }

  @Get('inquiries')
  @ApiOperation({
    summary: "Inquiries about the caller's listings, by state (new, unanswered, answered)",
  })
  @Answers(inquiriesAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED)
  async inquiries(
    @CurrentUser() caller: AccessTokenIdentity,
    @ZodQuery(inquiriesQuerySchema) query: InquiriesQuery,
  ): Promise<InquiriesAnswer> {
    return answered(await this.service.inquiries(caller.userId, query), m.inquiriesLoaded);
  }

  @Get('conversations/:id')
  @ApiOperation({ summary: 'One conversation (participants only)' })
  @Answers(conversationAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async get(
    @CurrentUser() caller: AccessTokenIdentity,
    @ConversationParam() id: string,
  ): Promise<ConversationAnswer> {
    const conversation = await this.service.get(caller, id);
    return answered({ conversation }, m.conversationLoaded);
  }

  @Get('conversations/:id/messages')
  @ApiOperation({
    summary: "A conversation's messages, oldest first",
    description:
      '`after=<seq>`: everything after it (catch-up after a reconnect); `before=<seq>`: the older page; neither: the latest page.',
  })
  @Answers(messagesAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async messages(
    @CurrentUser() caller: AccessTokenIdentity,
    @ConversationParam() id: string,
    @ZodQuery(messagesQuerySchema) query: MessagesQuery,
  ): Promise<MessagesAnswer> {
    return answered(await this.service.messages(caller, id, query), m.messagesLoaded);
  }

  @Post('conversations/:id/messages')
  @BodyLimit(messageBodyLimitBytes)
  @RateLimit(messageSends)
  @ApiOperation({
    summary: 'Send a message',
    description:
      "`id` is the client's (a UUID): retry until answered; a repeat answers 200 with the stored message and stores nothing. Stored, then pushed to both participants.",
  })
  @Answers(messageAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async send(
    @CurrentUser() caller: AccessTokenIdentity,
    @ConversationParam() id: string,
    @ZodBody(sendMessageRequestSchema) request: SendMessageRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<MessageAnswer> {
    const { created, message } = await this.service.send(caller, id, request);
    void reply.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return answered({ message }, created ? m.messageSent : m.messageAlreadySent);
  }

  @Post('conversations/:id/attachments')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(attachmentUploads)
  @ApiOperation({
    summary: 'Upload a file to send in a conversation',
    description: `Multipart field \`${attachmentRules.field}\`: a JPEG, PNG or WebP image (within the image limits: ${imageLimits.maxBytes} bytes, ${imageLimits.maxPixels} pixels, ${imageLimits.maxSide} pixels a side) or a PDF (checked by its bytes), at most ${attachmentRules.maxBytes} bytes, within the account's storage quota. Send it by naming its id in a message's \`attachmentIds\`.`,
  })
  @ApiFileUpload(attachmentRules)
  @Answers(attachmentUploadAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.PAYLOAD_TOO_LARGE,
    HttpStatus.UNSUPPORTED_MEDIA_TYPE,
  )
  async upload(
    @CurrentUser() caller: AccessTokenIdentity,
    @ConversationParam() id: string,
    @Req() request: FastifyRequest,
  ): Promise<AttachmentUploadAnswer> {
    const attachment = await this.service.uploadAttachment(
      caller,
      id,
      fileReader(request, uploadPart),
    );
    return answered({ attachment }, m.attachmentUploaded);
  }

  @Get('conversations/:id/attachments/:attachmentId')
  @ApiOperation({ summary: "An attachment's file (participants only)" })
  @AnswersFile(attachmentRules.mimeTypes)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async download(
    @CurrentUser() caller: AccessTokenIdentity,
    @ConversationParam() id: string,
    @FoundById(attachmentIdSchema, m.attachmentNotFound, 'attachmentId')
    attachmentId: string,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendDownload(reply, await this.service.attachment(caller, id, attachmentId));
  }

  @Post('conversations/:id/read')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    summary: 'Mark the conversation read up to a seq (read receipts)',
    description: 'The mark never moves back. Both participants are told over the socket.',
  })
  @Answers(markedReadAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async read(
    @CurrentUser() caller: AccessTokenIdentity,
    @ConversationParam() id: string,
    @ZodBody(readRequestSchema) request: ReadRequest,
  ) {
    const upTo = await this.service.markRead(caller, id, request.upTo);
    return answered({ upTo }, m.markedRead);
  }

  @Put('conversations/:id/archive')
  @ApiOperation({
    summary: 'Archive the conversation for the caller (a new message brings it back)',
  })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async archive(@CurrentUser() caller: AccessTokenIdentity, @ConversationParam() id: string) {
    await this.service.setArchived(caller, id, true);
    return done(m.archived);
  }

  @Delete('conversations/:id/archive')
  @ApiOperation({ summary: 'Move the conversation back to the inbox' })
  @Answers(doneAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async unarchive(@CurrentUser() caller: AccessTokenIdentity, @ConversationParam() id: string) {
    await this.service.setArchived(caller, id, false);
    return done(m.unarchived);
  }

  @Put('users/:id/block')
  @ApiOperation({ summary: 'Block a user: nothing is delivered between you, either way' })
  @Answers(blockAnswerSchema)
  @ApiErrors(HttpStatus.BAD_REQUEST, HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async block(
    @CurrentUser() caller: AccessTokenIdentity,
    @UserParam() userId: string,
  ): Promise<BlockAnswer> {
    await this.service.block(caller, userId);
    return answered({ blocked: true }, m.blocked);
  }

  @Delete('users/:id/block')
  @ApiOperation({ summary: 'Unblock a user' })
  @Answers(blockAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async unblock(
    @CurrentUser() caller: AccessTokenIdentity,
    @UserParam() userId: string,
  ): Promise<BlockAnswer> {
    await this.service.unblock(caller, userId);
    return answered({ blocked: false }, m.unblocked);
  }

  @Get('messages/:id')
  @ApiOperation({ summary: "One message: its conversation's participants, or staff once reported" })
  @Answers(messageAnswerSchema)
  @ApiErrors(HttpStatus.UNAUTHORIZED, HttpStatus.NOT_FOUND)
  async message(
    @CurrentUser() caller: AccessTokenIdentity,
    @MessageParam() messageId: string,
  ): Promise<MessageAnswer> {
    const message = await this.service.message(caller, messageId);
    return answered({ message }, m.messagesLoaded);
  }

  @Post('messages/:id/report')
  @HttpCode(HttpStatus.CREATED)
  @RateLimit(inquirySends)
  @ApiOperation({ summary: "Report the other participant's message to the moderators" })
  @Answers(doneAnswerSchema, HttpStatus.CREATED)
  @ApiErrors(
    HttpStatus.BAD_REQUEST,
    HttpStatus.UNAUTHORIZED,
    HttpStatus.FORBIDDEN,
    HttpStatus.NOT_FOUND,
    HttpStatus.CONFLICT,
  )
  async report(
    @CurrentUser() caller: AccessTokenIdentity,
    @MessageParam() messageId: string,
    @ZodBody(messageReportRequestSchema) request: MessageReportRequest,
  ) {
    await this.service.report(caller, messageId, request);
    return done(m.reported);
  }
}
