import { pushSubscriptionTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';
import { randomUUID } from 'node:crypto';

/**
 * One browser subscribed to Web Push (docs/decisions/0040-web-push.md). The BFF subscribes and
 * lists; the worker reads the keys to encrypt, and deletes a subscription its push service calls
 * gone (plain SQL: the names live in libs/db-schema).
 */
export const PushSubscriptionSchema = defineEntity({
  name: 'PushSubscription',
  tableName: pushSubscriptionTable.name,
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    userId: p.uuid(),
    endpoint: p.string().length(2000).unique(),
    p256dh: p.string().length(100),
    auth: p.string().length(30),
    label: p.string().length(80),
    createdAt: p.datetime().onCreate(() => new Date()),
    lastPushedAt: p.datetime().nullable(),
    failures: p.integer().default(0),
  },
});

export class PushSubscription extends PushSubscriptionSchema.class {}
PushSubscriptionSchema.setClass(PushSubscription);
