import { defineEntity, p } from '@mikro-orm/postgresql';

/** One side of a conversation: their read mark (read receipts, unread counts) and archive. */
export const ConversationParticipantSchema = defineEntity({
  name: 'ConversationParticipant',
  tableName: 'conversation_participant',
  properties: {
    conversationId: p.uuid().primary(),
    userId: p.uuid().primary(),
    role: p.enum(['buyer', 'seller'] as const),
    lastReadSeq: p.bigint('string').default('0'),
    archivedAt: p.datetime().nullable(),
  },
});

export class ConversationParticipant extends ConversationParticipantSchema.class {}
ConversationParticipantSchema.setClass(ConversationParticipant);
