/**
 * Site-wide settings that admins change without a deploy: the BFF stores them (its SystemSetting
 * entity); the worker's matching reads its own per job. Keys are the entity's property names;
 * values PostgreSQL's.
 */
import type { TableSchema } from './table-schema.js';

/** One setting (`site.mode`, `matching.dailyLeadCap`, ...) and its JSON value. */
export const systemSettingTable = {
  name: 'system_setting',
  columns: { key: 'key', value: 'value', updatedAt: 'updated_at' },
} as const satisfies TableSchema;
