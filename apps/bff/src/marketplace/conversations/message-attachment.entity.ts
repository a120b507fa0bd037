import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * A file sent in a conversation. The bytes live in PostgreSQL, like photos
 * (docs/decisions/0022-profile-images-in-postgresql.md); uploaded first, then named by a message.
 */
export const MessageAttachmentSchema = defineEntity({
  name: 'MessageAttachment',
  tableName: 'message_attachment',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    conversationId: p.uuid(),
    uploaderId: p.uuid(),
    /** Null until a message carries it. */
    messageId: p.uuid().nullable(),
    name: p.string().length(200),
    mime: p.string().length(40),
    byteSize: p.integer(),
    bytes: p.blob().lazy(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MessageAttachment extends MessageAttachmentSchema.class {}
MessageAttachmentSchema.setClass(MessageAttachment);
