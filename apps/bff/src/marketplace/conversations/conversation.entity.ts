import { conversationSubjectKinds } from '@matchbazaar/contracts';
import { conversationTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * One conversation per subject (a listing or a requirement), buyer and seller
 * (docs/product/live-marketplace.md). `lastSeq` hands out the messages' order; the inquiry
 * columns keep the seller's Inquiries tab and the response metrics cheap to read.
 */
export const ConversationSchema = defineEntity({
  name: 'Conversation',
  // The worker's analytics rollup reads this table too: its names live in libs/db-schema.
  tableName: conversationTable.name,
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    subjectKind: p.enum(conversationSubjectKinds),
    subjectId: p.uuid(),
    /** The subject's title when the conversation opened (shown if the post is gone). */
    subjectTitle: p.string().length(120),
    buyerId: p.uuid(),
    sellerId: p.uuid(),
    lastSeq: p.bigint('string').default('0'),
    lastMessageAt: p.datetime().nullable(),
    /** The buyer's first inquiry (listings only): where the response metrics start counting. */
    inquiredAt: p.datetime().nullable(),
    /** The seller's first message after the first inquiry. */
    firstResponseAt: p.datetime().nullable(),
    /** The oldest buyer message the seller has not answered yet. */
    awaitingSince: p.datetime().nullable(),
    /** The seq of the buyer's latest message ('0' for none). */
    lastBuyerSeq: p.bigint('string').default('0'),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class Conversation extends ConversationSchema.class {}
ConversationSchema.setClass(Conversation);
