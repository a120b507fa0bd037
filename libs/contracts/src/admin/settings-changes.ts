import { synonymsSettingKey } from './search-synonyms.js';
import { settingKeys, type SettingKey } from './settings.js';

/**
 * How a change of System Settings, or of other data operators edit at run time (the search's
 * synonyms), is announced to every BFF and worker (docs/decisions/0012-system-settings.md): one
 * Redis pub/sub channel under REDIS_PREFIX, whose message is the changed key. Announcements made
 * while a subscriber was disconnected are lost, so a subscriber that reconnects forgets every key.
 */
export const settingsChanges = {
  channel: (redisPrefix: string): string => `${redisPrefix}:settings:changed`,
  message: (key: AnnouncedKey): string => key,
  /** The key a message names; null for one this build does not know (nothing to forget). */
  keyOf: (message: string): AnnouncedKey | null =>
    announcedKeys.has(message) ? (message as AnnouncedKey) : null,
} as const;

/** What is announced on the channel: a setting, or the synonyms. */
export type AnnouncedKey = SettingKey | typeof synonymsSettingKey;
const announcedKeys: ReadonlySet<string> = new Set<string>([...settingKeys, synonymsSettingKey]);
