import { systemSettingTable } from '@matchbazaar/db-schema';
import { defineEntity, p } from '@mikro-orm/postgresql';

/** One row per site-wide setting (`site.mode`, ...): what admins change without a deploy. */
export const SystemSettingSchema = defineEntity({
  name: 'SystemSetting',
  // The worker reads this table too: its names live in libs/db-schema.
  tableName: systemSettingTable.name,
  properties: {
    key: p.string().length(100).primary(),
    value: p.json<unknown>(),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class SystemSetting extends SystemSettingSchema.class {}
SystemSettingSchema.setClass(SystemSetting);
