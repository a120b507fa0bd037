import { defineEntity, p } from '@mikro-orm/postgresql';

/** One user blocked another: nothing is delivered between them, either way. */
export const UserBlockSchema = defineEntity({
  name: 'UserBlock',
  tableName: 'user_block',
  properties: {
    blockerId: p.uuid().primary(),
    blockedId: p.uuid().primary(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export class UserBlock extends UserBlockSchema.class {}
UserBlockSchema.setClass(UserBlock);
