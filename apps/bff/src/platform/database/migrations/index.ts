import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261121033051_initial } from './Migration20261121033051_initial.js';
import { Migration20261121140000_waitlist_and_broadcast } from './Migration20261121140000_waitlist_and_broadcast.js';
import { Migration20261121150000_accounts } from './Migration20261121150000_accounts.js';
import { Migration20261121155000_profile_images } from './Migration20261121155000_profile_images.js';
import { Migration20261121160000_listings } from './Migration20261121160000_listings.js';
import { Migration20261121170000_contact_and_tickets } from './Migration20261121170000_contact_and_tickets.js';
import { Migration20261123233000_images } from './Migration20261123233000_images.js';
import { Migration20261124000000_catalogue } from './Migration20261124000000_catalogue.js';
import { Migration20261124060000_drop_demo_listing } from './Migration20261124060000_drop_demo_listing.js';
import { Migration20261124061000_search } from './Migration20261124061000_search.js';
import { Migration20261124063000_fuzzystrmatch } from './Migration20261124063000_fuzzystrmatch.js';
import { Migration20261124070000_image_references } from './Migration20261124070000_image_references.js';
import { Migration20261124073000_live_search_indexes } from './Migration20261124073000_live_search_indexes.js';
import { Migration20261124074000_search_words } from './Migration20261124074000_search_words.js';
import { Migration20261124075000_live_point_index } from './Migration20261124075000_live_point_index.js';
import { Migration20261126210000_dashboard } from './Migration20261126210000_dashboard.js';
import { Migration20261127100000_erased_accounts } from './Migration20261127100000_erased_accounts.js';
import { Migration20261127110000_audit_log } from './Migration20261127110000_audit_log.js';
import { Migration20261127120000_account_exports } from './Migration20261127120000_account_exports.js';
import { Migration20261127130000_account_suspension } from './Migration20261127130000_account_suspension.js';
import { Migration20261127200000_notifications } from './Migration20261127200000_notifications.js';
import { Migration20261127220000_proposals } from './Migration20261127220000_proposals.js';
import { Migration20261127230000_conversations } from './Migration20261127230000_conversations.js';
import { Migration20261128000000_message_reports_in_report_queue } from './Migration20261128000000_message_reports_in_report_queue.js';
import { Migration20261129000000_proposal_documents } from './Migration20261129000000_proposal_documents.js';
import { Migration20261130000000_price_sort_indexes } from './Migration20261130000000_price_sort_indexes.js';
import { Migration20261201000000_matching } from './Migration20261201000000_matching.js';
import { Migration20261202000000_saved_searches } from './Migration20261202000000_saved_searches.js';
import { Migration20261203000000_orders } from './Migration20261203000000_orders.js';
import { Migration20261204000000_seller_analytics } from './Migration20261204000000_seller_analytics.js';
import { Migration20261205000000_reviews } from './Migration20261205000000_reviews.js';
import { Migration20261206000000_analytics_running_totals } from './Migration20261206000000_analytics_running_totals.js';
import { Migration20261207000000_drop_monthly_seller_index } from './Migration20261207000000_drop_monthly_seller_index.js';
import { Migration20261208000000_account_change_notices } from './Migration20261208000000_account_change_notices.js';
import { Migration20261209000000_refresh_token_replays } from './Migration20261209000000_refresh_token_replays.js';
import { Migration20261210000000_search_word_prefixes } from './Migration20261210000000_search_word_prefixes.js';
import { Migration20261212000000_moderator_holds } from './Migration20261212000000_moderator_holds.js';
import { Migration20261213000000_proposal_terms_version } from './Migration20261213000000_proposal_terms_version.js';
import { Migration20261215000000_dispute_evidence_index } from './Migration20261215000000_dispute_evidence_index.js';
import { Migration20261215000100_upload_owner_index } from './Migration20261215000100_upload_owner_index.js';
import { Migration20261216000000_payment_intents } from './Migration20261216000000_payment_intents.js';
import { Migration20261217000000_search_events } from './Migration20261217000000_search_events.js';
import { Migration20261218000000_web_push } from './Migration20261218000000_web_push.js';
import { Migration20261219000000_payout_methods } from './Migration20261219000000_payout_methods.js';
import { Migration20261222000000_checkout_addresses_shipping } from './Migration20261222000000_checkout_addresses_shipping.js';
import { Migration20261223100000_sitemap_indexes } from './Migration20261223100000_sitemap_indexes.js';
import { Migration20270101000000E_shipping_quotes } from './Migration20270101000000E_shipping_quotes.js';
import { Migration20270101000100E_shop_shipping_defaults } from './Migration20270101000100E_shop_shipping_defaults.js';
import { Migration20270102000000E_notification_push_queued } from './Migration20270102000000E_notification_push_queued.js';
import { Migration20270103000000E_search_estimates } from './Migration20270103000000E_search_estimates.js';

/**
 * Every migration, oldest first. `npm run migration:create -w apps/bff` writes a new file beside
 * this one; add it here (the name is the class name, which is also the file name).
 */
export const migrations: MigrationObject[] = [
  { name: 'Migration20261121033051_initial', class: Migration20261121033051_initial },
  {
    name: 'Migration20261121140000_waitlist_and_broadcast',
    class: Migration20261121140000_waitlist_and_broadcast,
  },
  { name: 'Migration20261121150000_accounts', class: Migration20261121150000_accounts },
  {
    name: 'Migration20261121155000_profile_images',
    class: Migration20261121155000_profile_images,
  },
  { name: 'Migration20261121160000_listings', class: Migration20261121160000_listings },
  {
    name: 'Migration20261121170000_contact_and_tickets',
    class: Migration20261121170000_contact_and_tickets,
  },
  { name: 'Migration20261123233000_images', class: Migration20261123233000_images },
  { name: 'Migration20261124000000_catalogue', class: Migration20261124000000_catalogue },
  {
    name: 'Migration20261124060000_drop_demo_listing',
    class: Migration20261124060000_drop_demo_listing,
  },
  { name: 'Migration20261124061000_search', class: Migration20261124061000_search },
  {
    name: 'Migration20261124063000_fuzzystrmatch',
    class: Migration20261124063000_fuzzystrmatch,
  },
  {
    name: 'Migration20261124070000_image_references',
    class: Migration20261124070000_image_references,
  },
  {
    name: 'Migration20261124073000_live_search_indexes',
    class: Migration20261124073000_live_search_indexes,
  },
  { name: 'Migration20261124074000_search_words', class: Migration20261124074000_search_words },
  {
    name: 'Migration20261124075000_live_point_index',
    class: Migration20261124075000_live_point_index,
  },
  { name: 'Migration20261126210000_dashboard', class: Migration20261126210000_dashboard },
  {
    name: 'Migration20261127100000_erased_accounts',
    class: Migration20261127100000_erased_accounts,
  },
  { name: 'Migration20261127110000_audit_log', class: Migration20261127110000_audit_log },
  {
    name: 'Migration20261127120000_account_exports',
    class: Migration20261127120000_account_exports,
  },
  {
    name: 'Migration20261127130000_account_suspension',
    class: Migration20261127130000_account_suspension,
  },
  {
    name: 'Migration20261127200000_notifications',
    class: Migration20261127200000_notifications,
  },
  { name: 'Migration20261127220000_proposals', class: Migration20261127220000_proposals },
  {
    name: 'Migration20261127230000_conversations',
    class: Migration20261127230000_conversations,
  },
  {
    name: 'Migration20261128000000_message_reports_in_report_queue',
    class: Migration20261128000000_message_reports_in_report_queue,
  },
  {
    name: 'Migration20261129000000_proposal_documents',
    class: Migration20261129000000_proposal_documents,
  },
  {
    name: 'Migration20261130000000_price_sort_indexes',
    class: Migration20261130000000_price_sort_indexes,
  },
  {
    name: 'Migration20261201000000_matching',
    class: Migration20261201000000_matching,
  },
  {
    name: 'Migration20261202000000_saved_searches',
    class: Migration20261202000000_saved_searches,
  },
  {
    name: 'Migration20261203000000_orders',
    class: Migration20261203000000_orders,
  },
  {
    name: 'Migration20261204000000_seller_analytics',
    class: Migration20261204000000_seller_analytics,
  },
  {
    name: 'Migration20261205000000_reviews',
    class: Migration20261205000000_reviews,
  },
  {
    name: 'Migration20261206000000_analytics_running_totals',
    class: Migration20261206000000_analytics_running_totals,
  },
  {
    name: 'Migration20261207000000_drop_monthly_seller_index',
    class: Migration20261207000000_drop_monthly_seller_index,
  },
  {
    name: 'Migration20261208000000_account_change_notices',
    class: Migration20261208000000_account_change_notices,
  },
  {
    name: 'Migration20261209000000_refresh_token_replays',
    class: Migration20261209000000_refresh_token_replays,
  },
  {
    name: 'Migration20261210000000_search_word_prefixes',
    class: Migration20261210000000_search_word_prefixes,
  },
  {
    name: 'Migration20261212000000_moderator_holds',
    class: Migration20261212000000_moderator_holds,
  },
  {
    name: 'Migration20261213000000_proposal_terms_version',
    class: Migration20261213000000_proposal_terms_version,
  },
  {
    name: 'Migration20261215000000_dispute_evidence_index',
    class: Migration20261215000000_dispute_evidence_index,
  },
  {
    name: 'Migration20261215000100_upload_owner_index',
    class: Migration20261215000100_upload_owner_index,
  },
  {
    name: 'Migration20261216000000_payment_intents',
    class: Migration20261216000000_payment_intents,
  },
  {
    name: 'Migration20261217000000_search_events',
    class: Migration20261217000000_search_events,
  },
  {
    name: 'Migration20261218000000_web_push',
    class: Migration20261218000000_web_push,
  },
  {
    name: 'Migration20261219000000_payout_methods',
    class: Migration20261219000000_payout_methods,
  },
  {
    name: 'Migration20261222000000_checkout_addresses_shipping',
    class: Migration20261222000000_checkout_addresses_shipping,
  },
  {
    name: 'Migration20261223100000_sitemap_indexes',
    class: Migration20261223100000_sitemap_indexes,
  },
  {
    name: 'Migration20270101000000E_shipping_quotes',
    class: Migration20270101000000E_shipping_quotes,
  },
  {
    name: 'Migration20270101000100E_shop_shipping_defaults',
    class: Migration20270101000100E_shop_shipping_defaults,
  },
  {
    name: 'Migration20270102000000E_notification_push_queued',
    class: Migration20270102000000E_notification_push_queued,
  },
  {
    name: 'Migration20270103000000E_search_estimates',
    class: Migration20270103000000E_search_estimates,
  },
];
