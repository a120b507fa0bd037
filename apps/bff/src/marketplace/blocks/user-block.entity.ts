import { userBlockTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';

/** One user blocked another: nothing is delivered between them, either way. */
export const UserBlockSchema = defineEntity({
  name: 'UserBlock',
  // The worker reads this table too: its names live in libs/db-schema.
  tableName: userBlockTable.name,
  properties: {
    blockerId: p.uuid().primary(),
    blockedId: p.uuid().primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class UserBlock extends UserBlockSchema.class {}
UserBlockSchema.setClass(UserBlock);
