import {
  attachmentRules,
  messages,
  type AttachmentMime,
  type Conversation as ConversationView,
  type ConversationMessage as MessageView,
  type MessageAttachment as AttachmentView,
} from '@matchbazaar/contracts';
import { toPostImage } from '../images/image-urls.js';
import { withheldTitle } from '../posts/shown-title.js';
import type { ConversationMessage } from './conversation-message.entity.js';
import type { ConversationRow } from './conversations.repository.js';
import type { MessageAttachment } from './message-attachment.entity.js';

const m = messages.conversations;

export function attachmentUrl(conversationId: string, attachmentId: string): string {
  return `/api/v1/conversations/${conversationId}/attachments/${attachmentId}`;
}

export function toAttachment(row: MessageAttachment): AttachmentView {
  return {
    id: row.id,
    name: row.name,
    mime: (attachmentRules.mimeTypes as readonly string[]).includes(row.mime)
      ? (row.mime as AttachmentMime)
      : 'application/pdf',
    size: row.byteSize,
    url: attachmentUrl(row.conversationId, row.id),
  };
}

export function toMessage(
  row: ConversationMessage,
  attachments: MessageAttachment[] = [],
): MessageView {
  return {
    id: row.id,
    conversationId: row.conversationId,
    seq: String(row.seq),
    senderId: row.senderId ?? null,
    kind: row.kind,
    text: row.text,
    attachments: attachments.map(toAttachment),
    inquiry:
      row.kind === 'inquiry'
        ? { quantity: row.inquiryQuantity ?? null, phone: row.inquiryPhone ?? null }
        : null,
    data: row.data ?? {},
    createdAt: row.createdAt.toISOString(),
  };
}

const iso = (value: Date | string | null) =>
  value === null ? null : new Date(value).toISOString();

/** A conversation row as its participant sees it. */
export function toConversation(row: ConversationRow): ConversationView {
  const participant = (side: 'buyer' | 'seller') => ({
    id: row[`${side}_id`],
    name: row[`${side}_deleted`] ? m.someone : (row[`${side}_name`]?.trim() ?? m.someone),
    shop: row[`${side}_shop`],
  });
  const isSellerInquiry = row.role === 'seller' && row.inquired_at !== null;
  const lastSeq = String(row.last_seq);
  return {
    id: row.id,
    subject: {
      kind: row.subject_kind,
      id: row.subject_id,
      // A withheld subject (posts/shown-title.ts) shows neither its current title nor its photo.
      title: row.subject_shown ? row.title : withheldTitle(row.subject_kind),
      thumb:
        row.subject_shown && row.thumb_id && row.thumb_width && row.thumb_height
          ? toPostImage(
              { id: row.thumb_id, width: row.thumb_width, height: row.thumb_height },
              row.title,
            )
          : null,
    },
    buyer: participant('buyer'),
    seller: participant('seller'),
    role: row.role,
    counterpartId: row.role === 'buyer' ? row.seller_id : row.buyer_id,
    lastMessage:
      row.last_kind === null || lastSeq === '0'
        ? null
        : {
            seq: lastSeq,
            senderId: row.last_sender_id,
            kind: row.last_kind,
            preview:
              row.last_text ||
              (row.last_attachment ? m.attachmentPreview(row.last_attachment) : ''),
            createdAt: iso(row.last_at)!,
          },
    unread: row.unread,
    readUpTo: { mine: String(row.my_read_seq), counterpart: String(row.their_read_seq) },
    archived: row.archived,
    blocked: row.blocked_by_me || row.blocked_by_them,
    blockedByMe: row.blocked_by_me,
    inquiry: isSellerInquiry
      ? {
          state:
            row.awaiting_since === null
              ? 'answered'
              : BigInt(row.my_read_seq) < BigInt(row.last_buyer_seq)
                ? 'new'
                : 'unanswered',
          waitingSince: iso(row.awaiting_since),
        }
      : null,
    createdAt: iso(row.created_at)!,
    updatedAt: iso(row.activity_at)!,
  };
}
