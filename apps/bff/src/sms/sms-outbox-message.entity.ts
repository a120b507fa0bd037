import { defineEntity, p } from '@mikro-orm/postgresql';

/** A text the development SMS provider "sent": written by the worker, read at a dev-only endpoint. */
export const SmsOutboxMessageSchema = defineEntity({
  name: 'SmsOutboxMessage',
  tableName: 'sms_outbox',
  properties: {
    id: p.integer().primary().autoincrement(),
    recipient: p.string().length(15),
    body: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class SmsOutboxMessage extends SmsOutboxMessageSchema.class {}
SmsOutboxMessageSchema.setClass(SmsOutboxMessage);
