import { messageKinds } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';

/**
 * A stored message. Its id is the client's (a UUID), so a retried send finds the first one; `seq`
 * orders it within its conversation (catch-up reads everything after a seq).
 */
export const ConversationMessageSchema = defineEntity({
  name: 'ConversationMessage',
  tableName: 'conversation_message',
  properties: {
    id: p.uuid().primary(),
    conversationId: p.uuid(),
    seq: p.bigint('string'),
    /** null for a system message. */
    senderId: p.uuid().nullable(),
    kind: p.enum(messageKinds),
    text: p.text(),
    inquiryQuantity: p.integer().nullable(),
    inquiryPhone: p.string().length(15).nullable(),
    data: p.json<Record<string, unknown>>(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class ConversationMessage extends ConversationMessageSchema.class {}
ConversationMessageSchema.setClass(ConversationMessage);
