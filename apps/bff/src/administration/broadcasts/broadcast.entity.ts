import { broadcastKinds, broadcastStatuses, broadcastTriggers } from '@matchbazaar/contracts';
import { broadcastTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';

/** A message to every confirmed subscriber; `kind` is unique, so there is one launch broadcast. */
export const BroadcastSchema = defineEntity({
  name: 'Broadcast',
  // The worker writes this table too: its names live in libs/db-schema.
  tableName: broadcastTable.name,
  properties: {
    id: p.integer().primary().autoincrement(),
    kind: p.enum(broadcastKinds),
    status: p.enum(broadcastStatuses),
    trigger: p.enum(broadcastTriggers),
    /** Confirmed subscribers enqueued so far and, once enqueued, in all. */
    total: p.integer().default(0),
    /** The fan-out's cursor: a resumed fan-out continues after this subscriber id. */
    lastSubscriberId: p.integer().default(0),
    createdAt: p.datetime().onCreate(() => new Date()),
    enqueuedAt: p.datetime().nullable(),
  },
});

export class Broadcast extends BroadcastSchema.class {}
BroadcastSchema.setClass(Broadcast);
