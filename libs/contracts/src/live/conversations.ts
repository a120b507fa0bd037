import { z } from 'zod';
import { answerSchema } from '../api.js';
import { multiLineText, singleLineText } from '../contact-form.js';
import { cursorSchema } from '../catalogue/post-requests.js';
import { postImageSchema } from '../catalogue/post-image.js';
import { messageReportReasons } from '../catalogue/report.js';
import { conversationsMessages as m } from '../messages/conversations.js';

/**
 * Inquiries and conversations (docs/product/live-marketplace.md, "Inquiries and conversations"):
 * one conversation per subject (a listing or a requirement), buyer and seller. A message is
 * stored before it is pushed (docs/decisions/0007-realtime.md); its `seq` is ordered within the
 * conversation, so a client that reconnects asks for everything after the last seq it holds.
 */

export const conversationSubjectKinds = ['listing', 'requirement'] as const;
export type ConversationSubjectKind = (typeof conversationSubjectKinds)[number];

export const messageKinds = ['text', 'inquiry', 'system'] as const;
export type MessageKind = (typeof messageKinds)[number];

export const conversationLimits = {
  /** Characters of a message's text. */
  text: 5_000,
  /** Attachments one message carries. */
  attachmentsPerMessage: 5,
  /** A quantity asked for in an inquiry. */
  quantityMax: 1_000_000_000,
  /** The search box of "my conversations". */
  query: 100,
} as const;

/** What an attachment upload accepts: checked by the bytes (magic numbers), never the name. */
export const attachmentRules = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  /** The multipart field that carries the file. */
  field: 'file',
  /** A file name as shown; longer ones are cut. */
  nameMax: 200,
} as const;
export type AttachmentMime = (typeof attachmentRules.mimeTypes)[number];

/** The states of an inquiry in the seller's Inquiries tab. */
export const inquiryStates = ['new', 'unanswered', 'answered'] as const;
export type InquiryState = (typeof inquiryStates)[number];

export const conversationIdSchema = z.uuid({ error: m.conversationIdInvalid });
/** A message id: chosen by the client (a UUID), so a retried send stores nothing twice. */
export const messageIdSchema = z.uuid({ error: m.messageIdInvalid });
export const attachmentIdSchema = z.uuid({ error: m.attachmentIdInvalid });
export const userIdParamSchema = z.uuid({ error: m.userIdInvalid });

/** A message's place in its conversation: a positive decimal integer (a bigint), as text. */
export const messageSeqSchema = z
  .string({ error: m.seqInvalid })
  .max(19, { error: m.seqInvalid, abort: true })
  .regex(/^[1-9][0-9]*$/, m.seqInvalid);

/** Message text: line breaks kept, control characters dropped, 1 to 5,000 characters. */
export const messageTextSchema = z
  .string({ error: m.textRequired })
  .max(conversationLimits.text * 4, { error: m.textTooLong(conversationLimits.text), abort: true })
  .transform(multiLineText)
  .pipe(
    z
      .string()
      .min(1, m.textRequired)
      .max(conversationLimits.text, m.textTooLong(conversationLimits.text)),
  );

export const conversationParticipantSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The seller's shop (null for a buyer without one). */
  shop: z.object({ id: z.string(), slug: z.string(), name: z.string() }).nullable(),
});
export type ConversationParticipant = z.infer<typeof conversationParticipantSchema>;

export const conversationSubjectSchema = z.object({
  kind: z.enum(conversationSubjectKinds),
  id: z.string(),
  title: z.string(),
  thumb: postImageSchema.nullable(),
});
export type ConversationSubject = z.infer<typeof conversationSubjectSchema>;

export const messageAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.enum(attachmentRules.mimeTypes),
  size: z.number().int(),
  /** GET it to download (participants only). */
  url: z.string(),
});
export type MessageAttachment = z.infer<typeof messageAttachmentSchema>;

export const messageSchema = z.object({
  /** The client's id for it (idempotent sends). */
  id: z.string(),
  conversationId: z.string(),
  /** Ordered within the conversation (a bigint as text): catch up with `?after=<seq>`. */
  seq: z.string(),
  /** null for a system message. */
  senderId: z.string().nullable(),
  kind: z.enum(messageKinds),
  text: z.string(),
  attachments: z.array(messageAttachmentSchema),
  /** The first message of a listing's conversation: what the buyer asked for. */
  inquiry: z
    .object({
      quantity: z.number().int().nullable(),
      /** The buyer's phone, when they chose to share it. */
      phone: z.string().nullable(),
    })
    .nullable(),
  /** System messages: what they record (a proposal step: its id, status...). */
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ConversationMessage = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.string(),
  subject: conversationSubjectSchema,
  buyer: conversationParticipantSchema,
  seller: conversationParticipantSchema,
  /** The caller's side of it. */
  role: z.enum(['buyer', 'seller']),
  /** The other participant's id. */
  counterpartId: z.string(),
  lastMessage: z
    .object({
      seq: z.string(),
      senderId: z.string().nullable(),
      kind: z.enum(messageKinds),
      /** The text's first characters (or the first attachment's name). */
      preview: z.string(),
      createdAt: z.string(),
    })
    .nullable(),
  /** Messages from the other side after the caller's read mark. */
  unread: z.number().int(),
  /** Read receipts: the highest seq each side has read ('0' for none). */
  readUpTo: z.object({ mine: z.string(), counterpart: z.string() }),
  /** Archived by the caller (the other side keeps their own). */
  archived: z.boolean(),
  /** Either side blocked the other: nothing is delivered either way. */
  blocked: z.boolean(),
  /** The caller blocked the counterpart (and may unblock). */
  blockedByMe: z.boolean(),
  /** For the seller of a listing's conversation: the inquiry's state and how long it waits. */
  inquiry: z
    .object({
      state: z.enum(inquiryStates),
      /** ISO 8601: the oldest buyer message not answered yet (null when answered). */
      waitingSince: z.string().nullable(),
    })
    .nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Conversation = z.infer<typeof conversationSchema>;

const limitSchema = (max: number, fallback: number) =>
  z.coerce
    .number({ error: m.limitInvalid(max) })
    .int(m.limitInvalid(max))
    .min(1, m.limitInvalid(max))
    .max(max, m.limitInvalid(max))
    .default(fallback);

/** A search: one line, control characters as spaces (PostgreSQL text cannot hold NUL). */
const searchSchema = z
  .string({ error: m.queryTooLong })
  .max(conversationLimits.query * 4, { error: m.queryTooLong, abort: true })
  .overwrite(singleLineText)
  .max(conversationLimits.query, m.queryTooLong);

/** GET /api/v1/conversations: the caller's conversations, most recent activity first. */
export const conversationsQuerySchema = z.object({
  /** all = not archived; listing/requirement = not archived, by subject; archived = archived only. */
  filter: z
    .enum(['all', 'listing', 'requirement', 'archived'], { error: m.filterInvalid })
    .default('all'),
  /** Searches the subject's title, the counterpart's name and shop, and the messages' text. */
  q: searchSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: limitSchema(50, 20),
});
export type ConversationsQuery = z.infer<typeof conversationsQuerySchema>;

export const conversationsPageSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
  /** Unread messages over all the caller's conversations not archived. */
  unreadTotal: z.number().int(),
});
export type ConversationsPage = z.infer<typeof conversationsPageSchema>;
export const conversationsAnswerSchema = answerSchema(conversationsPageSchema);
export type ConversationsAnswer = z.infer<typeof conversationsAnswerSchema>;
export const conversationAnswerSchema = answerSchema(
  z.object({ conversation: conversationSchema }),
);
export type ConversationAnswer = z.infer<typeof conversationAnswerSchema>;

/** GET /api/v1/inquiries: the inquiries about the caller's listings (the seller's Inquiries tab). */
export const inquiriesQuerySchema = z.object({
  state: z.enum(inquiryStates, { error: m.inquiryStateInvalid }).optional(),
  cursor: cursorSchema.optional(),
  limit: limitSchema(50, 20),
});
export type InquiriesQuery = z.infer<typeof inquiriesQuerySchema>;
export const inquiriesPageSchema = z.object({
  items: z.array(conversationSchema),
  nextCursor: z.string().nullable(),
  counts: z.object(
    Object.fromEntries(inquiryStates.map((s) => [s, z.number().int()])) as Record<
      InquiryState,
      z.ZodNumber
    >,
  ),
});
export type InquiriesPage = z.infer<typeof inquiriesPageSchema>;
export const inquiriesAnswerSchema = answerSchema(inquiriesPageSchema);
export type InquiriesAnswer = z.infer<typeof inquiriesAnswerSchema>;

/**
 * GET /api/v1/conversations/:id/messages: `after` = everything after a seq, oldest first (catch
 * up); `before` = the page before a seq (older history); neither = the latest page.
 */
export const messagesQuerySchema = z.object({
  after: messageSeqSchema.optional(),
  before: messageSeqSchema.optional(),
  limit: limitSchema(100, 50),
});
export type MessagesQuery = z.infer<typeof messagesQuerySchema>;
export const messagesPageSchema = z.object({
  /** Always oldest first. */
  items: z.array(messageSchema),
  /** More are waiting in the direction asked (after: newer; otherwise: older). */
  more: z.boolean(),
});
export type MessagesPage = z.infer<typeof messagesPageSchema>;
export const messagesAnswerSchema = answerSchema(messagesPageSchema);
export type MessagesAnswer = z.infer<typeof messagesAnswerSchema>;

/** POST /api/v1/conversations/:id/messages: a repeat of the same id answers the stored message. */
export const sendMessageRequestSchema = z
  .object({
    id: messageIdSchema,
    text: messageTextSchema.optional(),
    attachmentIds: z
      .array(attachmentIdSchema, { error: m.attachmentIdInvalid })
      .max(conversationLimits.attachmentsPerMessage, {
        error: m.tooManyAttachments(conversationLimits.attachmentsPerMessage),
      })
      .optional(),
  })
  .refine((body) => body.text !== undefined || (body.attachmentIds?.length ?? 0) > 0, {
    error: m.textRequired,
    path: ['text'],
  });
export type SendMessageRequest = z.infer<typeof sendMessageRequestSchema>;
export const messageAnswerSchema = answerSchema(z.object({ message: messageSchema }));
export type MessageAnswer = z.infer<typeof messageAnswerSchema>;

/** POST /api/v1/listings/:id/inquiries: opens (or reuses) the listing's conversation. */
export const inquiryRequestSchema = z.object({
  messageId: messageIdSchema,
  message: messageTextSchema,
  quantity: z
    .number({ error: m.quantityInvalid })
    .int(m.quantityInvalid)
    .min(1, m.quantityInvalid)
    .max(conversationLimits.quantityMax, m.quantityInvalid)
    .optional(),
  /** Share the caller's verified phone with the seller. */
  sharePhone: z.boolean({ error: m.sharePhoneInvalid }).default(false),
});
export type InquiryRequest = z.infer<typeof inquiryRequestSchema>;

/** POST /api/v1/requirements/:id/conversations: a seller writes to a buyer about their request. */
export const requirementContactRequestSchema = z.object({
  messageId: messageIdSchema,
  message: messageTextSchema,
});
export type RequirementContactRequest = z.infer<typeof requirementContactRequestSchema>;

export const conversationStartAnswerSchema = answerSchema(
  z.object({ conversation: conversationSchema, message: messageSchema }),
);
export type ConversationStartAnswer = z.infer<typeof conversationStartAnswerSchema>;

export const attachmentUploadAnswerSchema = answerSchema(
  z.object({ attachment: messageAttachmentSchema }),
);
export type AttachmentUploadAnswer = z.infer<typeof attachmentUploadAnswerSchema>;

/** POST /api/v1/conversations/:id/read: the caller has read everything up to this seq. */
export const readRequestSchema = z.object({ upTo: messageSeqSchema });
export type ReadRequest = z.infer<typeof readRequestSchema>;

export const blockAnswerSchema = answerSchema(z.object({ blocked: z.boolean() }));
export type BlockAnswer = z.infer<typeof blockAnswerSchema>;

/** POST /api/v1/messages/:id/report (`:id` is the message id). */
export const messageReportRequestSchema = z
  .object({
    reason: z.enum(messageReportReasons, { error: m.reportReasonInvalid }),
    details: z
      .string({ error: m.reportDetailsInvalid })
      .max(2000, { error: m.reportDetailsInvalid, abort: true })
      .trim()
      .max(1000, m.reportDetailsInvalid)
      .optional(),
  })
  .refine((body) => body.reason !== 'other' || (body.details?.length ?? 0) > 0, {
    error: m.reportDetailsRequired,
    path: ['details'],
  });
export type MessageReportRequest = z.infer<typeof messageReportRequestSchema>;

/** Socket payloads (libs/contracts/src/realtime.ts). */
export interface RealtimeConversationMessage {
  conversationId: string;
  message: ConversationMessage;
}
export interface RealtimeConversationRead {
  conversationId: string;
  userId: string;
  upTo: string;
}
export interface RealtimeConversationTyping {
  conversationId: string;
  userId: string;
}
/** client -> server: the caller is typing (sent at most every 2 s; never stored). */
export interface ConversationTypingRequest {
  conversationId: string;
}
export const typingThrottleMs = 2_000;

/**
 * A seller's response metrics over the last 90 days: the share of inquiries answered within 24 h
 * (whole percent) and the median time to the first answer; null with no inquiries in the window.
 */
export const responseMetricsWindowDays = 90;
export const responseDeadlineHours = 24;
