import { messageReportReasons, reportStatuses } from '@matchbazaar/contracts';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/** A participant reported the other's message; staff may then read that message. */
export const MessageReportSchema = defineEntity({
  name: 'MessageReport',
  tableName: 'message_report',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    messageId: p.uuid(),
    reporterId: p.uuid(),
    reason: p.enum(messageReportReasons),
    details: p.string().length(1000).nullable(),
    status: p.enum(reportStatuses).default('open'),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class MessageReport extends MessageReportSchema.class {}
MessageReportSchema.setClass(MessageReport);
