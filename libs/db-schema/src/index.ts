/**
 * The tables that more than one app uses, by name and column. The BFF's MikroORM entities and
 * migrations define them; the worker writes plain SQL against them. Both take the names from
 * here: the worker builds its statements from these constants, and the BFF's schema test checks
 * that each entity maps exactly these columns and that the migrated database has them. So a
 * migration that renames a column fails that test until this file changes, and changing this
 * file renames the column in every statement of every app that reads it.
 *
 * Keys are the entities' property names; values are the columns' names in PostgreSQL.
 */
import { conversationTable, orderTable, proposalTable } from './dealings-tables.js';
import { listingTable, requirementTable, shopTable } from './marketplace-tables.js';
import { savedSearchHitTable, savedSearchTable } from './saved-search-tables.js';
import { searchSynonymTable } from './search-tables.js';
import { searchActionTable, searchEventTable } from './search-event-tables.js';
import { sellerStatsTables } from './seller-stats-tables.js';
import { pushTables } from './push-tables.js';
import { systemSettingTable } from './settings-table.js';
import { userBlockTable } from './user-block-table.js';
import type { TableSchema } from './table-schema.js';

export type { TableSchema } from './table-schema.js';

export const subscriberTable = {
  name: 'subscriber',
  columns: {
    id: 'id',
    contactType: 'contact_type',
    address: 'address',
    status: 'status',
    source: 'source',
    confirmationSentAt: 'confirmation_sent_at',
    confirmedAt: 'confirmed_at',
    unsubscribedAt: 'unsubscribed_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
} as const satisfies TableSchema;

export const broadcastTable = {
  name: 'broadcast',
  columns: {
    id: 'id',
    kind: 'kind',
    status: 'status',
    trigger: 'trigger',
    total: 'total',
    lastSubscriberId: 'last_subscriber_id',
    createdAt: 'created_at',
    enqueuedAt: 'enqueued_at',
  },
} as const satisfies TableSchema;

/** One subscriber's message in one broadcast; the worker's claim record (no BFF entity). */
export const broadcastDeliveryTable = {
  name: 'broadcast_delivery',
  columns: {
    broadcastId: 'broadcast_id',
    subscriberId: 'subscriber_id',
    channel: 'channel',
    status: 'status',
    attempts: 'attempts',
    detail: 'detail',
    updatedAt: 'updated_at',
  },
} as const satisfies TableSchema;

export const smsOutboxTable = {
  name: 'sms_outbox',
  columns: {
    id: 'id',
    recipient: 'recipient',
    body: 'body',
    createdAt: 'created_at',
  },
} as const satisfies TableSchema;

/** Accounts: the worker reads whom a data export is for (and whether it was erased since). */
export const userTable = {
  name: 'app_user',
  columns: {
    id: 'id',
    firstName: 'first_name',
    lastName: 'last_name',
    email: 'email',
    phone: 'phone',
    passwordHash: 'password_hash',
    role: 'role',
    emailVerifiedAt: 'email_verified_at',
    phoneVerifiedAt: 'phone_verified_at',
    profileImage: 'profile_image',
    deletedAt: 'deleted_at',
    suspendedAt: 'suspended_at',
    suspensionReason: 'suspension_reason',
    lastSignInAt: 'last_sign_in_at',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
} as const satisfies TableSchema;

/** An account's data export: the BFF makes the row, the worker writes the file into it. */
export const accountExportTable = {
  name: 'account_export',
  columns: {
    id: 'id',
    userId: 'user_id',
    tokenHash: 'token_hash',
    status: 'status',
    document: 'document',
    byteSize: 'byte_size',
    createdAt: 'created_at',
    readyAt: 'ready_at',
    expiresAt: 'expires_at',
  },
} as const satisfies TableSchema;

/** Notifications: the BFF stores and pushes them; the worker mails them to users who are away. */
export const notificationTable = {
  name: 'notification',
  columns: {
    id: 'id',
    userId: 'user_id',
    type: 'type',
    title: 'title',
    body: 'body',
    link: 'link',
    data: 'data',
    createdAt: 'created_at',
    seenAt: 'seen_at',
    readAt: 'read_at',
    emailedAt: 'emailed_at',
    /** When its push job was queued; null until then, which the worker's sweep looks for. */
    pushQueuedAt: 'push_queued_at',
  },
} as const satisfies TableSchema;

const N = notificationTable.name;
const nc = notificationTable.columns;

/**
 * The one statement the worker stores notifications with (its leads and its saved-search alerts):
 * `rows` is a `values (...)` list or a select of (user id, type, title, body, link, data); it
 * returns each stored row's id, user_id, title, data and created_at. The BFF's own writer is
 * NotificationsRepository.insert (apps/bff/src/marketplace/notifications/notifications.repository.ts).
 */
export const insertNotificationsSql = (rows: string): string =>
  `insert into "${N}" ("${nc.userId}", "${nc.type}", "${nc.title}", "${nc.body}", "${nc.link}", "${nc.data}")
   ${rows}
   returning "${nc.id}" as "id", "${nc.userId}" as "user_id", "${nc.title}" as "title",
             "${nc.data}" as "data", "${nc.createdAt}" as "created_at"`;

/**
 * A user's email and push choices per notification category (no row, or null: the category's
 * default).
 */
export const notificationPreferenceTable = {
  name: 'notification_preference',
  columns: { userId: 'user_id', category: 'category', email: 'email', push: 'push' },
} as const satisfies TableSchema;

/** One listing matched to one requirement (docs/product/matching.md): the worker writes it. */
export const matchTable = {
  name: 'match',
  columns: {
    id: 'id',
    requirementId: 'requirement_id',
    listingId: 'listing_id',
    shopId: 'shop_id',
    sellerId: 'seller_id',
    buyerId: 'buyer_id',
    score: 'score',
    parts: 'parts',
    reasons: 'reasons',
    engineVersion: 'engine_version',
    weightsVersion: 'weights_version',
    state: 'state',
    notifiedAt: 'notified_at',
    outcome: 'outcome',
    createdAt: 'created_at',
    updatedAt: 'updated_at',
  },
} as const satisfies TableSchema;

/** Every shared table, for the schema test. */
export const sharedTables: readonly TableSchema[] = [
  subscriberTable,
  broadcastTable,
  broadcastDeliveryTable,
  smsOutboxTable,
  userTable,
  accountExportTable,
  notificationTable,
  notificationPreferenceTable,
  matchTable,
  listingTable,
  requirementTable,
  shopTable,
  ...sellerStatsTables,
  ...pushTables,
  savedSearchTable,
  savedSearchHitTable,
  userBlockTable,
  searchSynonymTable,
  searchEventTable,
  searchActionTable,
  systemSettingTable,
  conversationTable,
  proposalTable,
  orderTable,
];

export * from './account-export-sections.js';
export * from './dealings-tables.js';
export * from './marketplace-tables.js';
export * from './review-visibility.js';
export * from './saved-search-tables.js';
export * from './search-tables.js';
export * from './seller-rating.js';
export * from './seller-stats-tables.js';
export * from './push-tables.js';
export * from './settings-table.js';
export * from './user-block-table.js';
export * from './search-event-tables.js';
