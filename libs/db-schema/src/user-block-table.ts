/**
 * Blocks between users (docs/product/live-marketplace.md, "Blocks and reports"): the BFF stores
 * them (its UserBlock entity); the worker's matching and saved-search alerts read them so that
 * nothing reaches a user from someone blocked either way. Keys are the entity's property names;
 * values PostgreSQL's.
 */
import type { TableSchema } from './table-schema.js';

/** One user blocked another. */
export const userBlockTable = {
  name: 'user_block',
  columns: { blockerId: 'blocker_id', blockedId: 'blocked_id', createdAt: 'created_at' },
} as const satisfies TableSchema;
