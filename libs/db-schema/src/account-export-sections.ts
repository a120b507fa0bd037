import { publicReviewSql } from './review-visibility.js';

/**
 * Where an account's data lives, for its export (docs/product/accounts.md, "Download my data"):
 * one section of the exported file per table. The worker reads each section's rows with every
 * column but `omit` (secrets and stored bytes). A table that gains a column pointing at app_user
 * adds a section here, or a line in `notExported` saying why not: the BFF's export spec lists
 * every such foreign key and fails until one of the two names it.
 */
export interface AccountExportSection {
  /** Its key in the file's `sections`. */
  name: string;
  table: string;
  /**
   * Which rows are the account's, over the table's columns (its row is `t`): `:id` is the
   * account's id, `:email` its address and `:phone` its number (empty when it has none).
   */
  where: string;
  orderBy: string;
  /** Columns never exported. */
  omit?: readonly string[];
  /** One row (or null), not a list. */
  single?: true;
  /** The columns pointing at app_user that this section exports the rows of. */
  covers: readonly string[];
}

const listingsOfAccount = `"listing_id" in (select "id" from "listing" where "seller_id" = :id)`;
const requirementsOfAccount = `"requirement_id" in (select "id" from "requirement" where "buyer_id" = :id)`;

export const accountExportSections: readonly AccountExportSection[] = [
  {
    name: 'profile',
    table: 'app_user',
    where: `"id" = :id`,
    orderBy: '"id"',
    omit: ['password_hash'],
    single: true,
    covers: [],
  },
  {
    name: 'profilePhoto',
    table: 'profile_image',
    where: `"user_id" = :id`,
    orderBy: '"user_id"',
    omit: ['bytes'],
    single: true,
    covers: ['profile_image.user_id'],
  },
  {
    name: 'sessions',
    table: 'refresh_token',
    where: `"user_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['token_hash'],
    covers: ['refresh_token.user_id'],
  },
  {
    name: 'verificationAndResetLinks',
    table: 'account_token',
    where: `"user_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['token_hash'],
    covers: ['account_token.user_id'],
  },
  {
    name: 'shop',
    table: 'shop',
    where: `"owner_id" = :id`,
    orderBy: '"id"',
    single: true,
    covers: ['shop.owner_id'],
  },
  {
    name: 'listings',
    table: 'listing',
    where: `"seller_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['search_vector'],
    covers: ['listing.seller_id'],
  },
  {
    name: 'listingPhotos',
    table: 'listing_image',
    where: listingsOfAccount,
    orderBy: '"listing_id", "position"',
    covers: [],
  },
  {
    name: 'listingViewsPerDay',
    table: 'listing_daily_view',
    where: listingsOfAccount,
    orderBy: '"listing_id", "day"',
    covers: [],
  },
  {
    name: 'requirements',
    table: 'requirement',
    where: `"buyer_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['search_vector'],
    covers: ['requirement.buyer_id'],
  },
  {
    name: 'requirementPhotos',
    table: 'requirement_image',
    where: requirementsOfAccount,
    orderBy: '"requirement_id", "position"',
    covers: [],
  },
  {
    name: 'proposalsSent',
    table: 'proposal',
    where: `"seller_id" = :id`,
    orderBy: '"created_at", "id"',
    covers: ['proposal.seller_id'],
  },
  {
    name: 'proposalHistory',
    table: 'proposal_event',
    where: `"proposal_id" in (select "id" from "proposal" where "seller_id" = :id)`,
    orderBy: '"proposal_id", "at", "id"',
    covers: [],
  },
  {
    // The PDFs the account uploaded for its proposals: their details, not the bytes.
    name: 'proposalDocuments',
    table: 'proposal_document',
    where: `"uploader_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['bytes'],
    covers: ['proposal_document.uploader_id'],
  },
  {
    name: 'photos',
    table: 'image',
    where: `"owner_id" = :id`,
    orderBy: '"created_at", "id"',
    covers: ['image.owner_id'],
  },
  {
    name: 'savedListings',
    table: 'saved_listing',
    where: `"user_id" = :id`,
    orderBy: '"created_at", "listing_id"',
    covers: ['saved_listing.user_id'],
  },
  {
    // Saved searches with their filters and alert choices (their hits are listings, not theirs).
    name: 'savedSearches',
    table: 'saved_search',
    where: `"user_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['query_key'],
    covers: ['saved_search.user_id'],
  },
  {
    // The address book (docs/product/orders.md, "Checkout"); the address each order went to is
    // in `orders`, as the order keeps it.
    name: 'deliveryAddresses',
    table: 'delivery_address',
    where: `"user_id" = :id`,
    orderBy: '"created_at", "id"',
    covers: ['delivery_address.user_id'],
  },
  {
    name: 'recentViews',
    table: 'listing_view',
    where: `"user_id" = :id`,
    orderBy: '"viewed_at", "listing_id"',
    covers: ['listing_view.user_id'],
  },
  {
    name: 'activity',
    table: 'activity_entry',
    where: `"user_id" = :id`,
    orderBy: '"at", "id"',
    covers: ['activity_entry.user_id'],
  },
  {
    name: 'reportsFiled',
    table: 'content_report',
    where: `"reporter_id" = :id`,
    orderBy: '"created_at", "id"',
    covers: ['content_report.reporter_id'],
  },
  {
    name: 'supportTickets',
    table: 'support_ticket',
    where: `"user_id" = :id`,
    orderBy: '"id"',
    covers: ['support_ticket.user_id'],
  },
  {
    name: 'contactMessages',
    table: 'contact_message',
    where: `lower("email") = lower(:email)`,
    orderBy: '"id"',
    covers: [],
  },
  {
    name: 'subscriptions',
    table: 'subscriber',
    where: `("contact_type" = 'email' and lower("address") = lower(:email)) or ("contact_type" = 'phone' and "address" = :phone)`,
    orderBy: '"id"',
    covers: [],
  },
  {
    name: 'dataExports',
    table: 'account_export',
    where: `"user_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['token_hash', 'document'],
    covers: ['account_export.user_id'],
  },
  {
    name: 'notifications',
    table: 'notification',
    where: `"user_id" = :id`,
    orderBy: '"id"',
    covers: ['notification.user_id'],
  },
  {
    name: 'notificationPreferences',
    table: 'notification_preference',
    where: `"user_id" = :id`,
    orderBy: '"category"',
    covers: ['notification_preference.user_id'],
  },
  {
    name: 'notificationQuietHours',
    table: 'notification_quiet_hours',
    where: `"user_id" = :id`,
    orderBy: '"user_id"',
    single: true,
    covers: ['notification_quiet_hours.user_id'],
  },
  {
    // The devices that receive push, as the settings list them: the push service's address and
    // the encryption keys are the browser's secrets, not the account's data.
    name: 'pushDevices',
    table: 'push_subscription',
    where: `"user_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['endpoint', 'p256dh', 'auth'],
    covers: ['push_subscription.user_id'],
  },
  {
    name: 'conversations',
    table: 'conversation',
    where: `"buyer_id" = :id or "seller_id" = :id`,
    orderBy: '"created_at", "id"',
    covers: ['conversation.buyer_id', 'conversation.seller_id'],
  },
  {
    // Read marks and archive, one row per conversation.
    name: 'conversationParticipation',
    table: 'conversation_participant',
    where: `"user_id" = :id`,
    orderBy: '"conversation_id"',
    covers: ['conversation_participant.user_id'],
  },
  {
    name: 'messagesSent',
    table: 'conversation_message',
    where: `"sender_id" = :id`,
    orderBy: '"conversation_id", "seq"',
    covers: ['conversation_message.sender_id'],
  },
  {
    name: 'attachmentsSent',
    table: 'message_attachment',
    where: `"uploader_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['bytes'],
    covers: ['message_attachment.uploader_id'],
  },
  {
    name: 'blockedUsers',
    table: 'user_block',
    where: `"blocker_id" = :id`,
    orderBy: '"created_at", "blocked_id"',
    covers: ['user_block.blocker_id'],
  },
  {
    // Orders as buyer or seller (docs/product/orders.md), with their terms and statuses.
    name: 'orders',
    table: 'market_order',
    where: `"buyer_id" = :id or "seller_id" = :id`,
    orderBy: '"placed_at", "id"',
    omit: ['payment_ref'],
    covers: ['market_order.buyer_id', 'market_order.seller_id'],
  },
  {
    name: 'payouts',
    table: 'payout',
    where: `"seller_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['provider_ref', 'idempotency_key'],
    covers: ['payout.seller_id'],
  },
  {
    // Payout methods (docs/product/payouts.md) as the seller sees them: the last 4 characters,
    // the bank's code, the holder and state. The full number stays out: it is sealed, for the
    // provider alone, and so is the provider's reference of the method.
    name: 'payoutMethods',
    table: 'payout_method',
    where: `"seller_id" = :id`,
    orderBy: '"created_at", "id"',
    omit: ['number_sealed', 'provider_ref'],
    covers: ['payout_method.seller_id'],
  },
  {
    name: 'payoutMethodChanges',
    table: 'payout_method_change',
    where: `"seller_id" = :id`,
    orderBy: '"at", "id"',
    covers: ['payout_method_change.seller_id'],
  },
  {
    // The provider calls for the account's own money (decision 0035's outbox): captures and
    // refunds of what it bought, payouts to it, each with its state and times. The provider's
    // handles stay out as in `orders` and `payouts`: a capture's key embeds the card's
    // authorization, and `failure` also holds operators' notes on unanswered calls.
    name: 'paymentIntents',
    table: 'payment_intent',
    where: `"seller_id" = :id or "order_id" in (select "id" from "market_order" where "buyer_id" = :id)`,
    orderBy: '"created_at", "id"',
    omit: ['payment_ref', 'provider_ref', 'idempotency_key', 'failure'],
    covers: ['payment_intent.seller_id'],
  },
  {
    // Reviews after orders (docs/product/reviews.md): every one the account wrote, blind ones
    // included (its own words), and those about it once the public reads them. A blind review
    // about the account is not in the file: its author's words are not yet the account's to read.
    name: 'reviews',
    table: 'review',
    where: `"author_id" = :id or ("subject_id" = :id and ${publicReviewSql('t', 'now()')})`,
    orderBy: '"created_at", "id"',
    omit: ['hidden_by'],
    covers: ['review.author_id', 'review.subject_id'],
  },
  {
    // The searches the account made while signed in (docs/product/search-analytics.md).
    name: 'searches',
    table: 'search_event',
    where: `"account_id" = :id`,
    orderBy: '"at", "id"',
    covers: ['search_event.account_id'],
  },
  {
    name: 'reviewReports',
    table: 'review_report',
    where: `"reporter_id" = :id`,
    orderBy: '"created_at", "review_id"',
    covers: ['review_report.reporter_id'],
  },
];

/** Columns pointing at app_user whose rows the export leaves out, and why. */
export const notExported: Readonly<Record<string, string>> = {
  'content_report.resolved_by':
    "a moderator's decisions on other people's reports: moderation's record, about others",
  'user_block.blocked_id': "who blocked the account: other people's choices, about others",
};
