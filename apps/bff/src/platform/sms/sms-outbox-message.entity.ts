import { smsOutboxTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';

/** A text the development SMS provider "sent": written by the worker, read at a dev-only endpoint. */
export const SmsOutboxMessageSchema = defineEntity({
  name: 'SmsOutboxMessage',
  // The worker writes this table too: its names live in libs/db-schema.
  tableName: smsOutboxTable.name,
  properties: {
    id: p.integer().primary().autoincrement(),
    recipient: p.string().length(15),
    body: p.text(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class SmsOutboxMessage extends SmsOutboxMessageSchema.class {}
SmsOutboxMessageSchema.setClass(SmsOutboxMessage);
