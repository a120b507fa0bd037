/**
 * The seller analytics' raw views and rollups (docs/product/seller-analytics.md): SQL-only
 * tables, with no BFF entity. The listing page's view writes `listing_visit`; the worker's day
 * rollup (apps/worker/src/adapters/seller-stats-store.ts) writes the rest from it and from the
 * marketplace's conversations, proposals and orders; the BFF's seller-analytics repository reads
 * them. Keys are the names the code uses; values PostgreSQL's.
 */
import type { TableSchema } from './table-schema.js';

/** One viewer's view of one listing on one UTC day (the viewer as a keyed hash); kept 35 days. */
export const listingVisitTable = {
  name: 'listing_visit',
  columns: { day: 'day', listingId: 'listing_id', viewerKey: 'viewer_key', sellerId: 'seller_id' },
} as const satisfies TableSchema;

/** Per listing and UTC day: its views, inquiries and orders, its seller and category copied. */
export const listingDailyStatTable = {
  name: 'listing_daily_stat',
  columns: {
    listingId: 'listing_id',
    day: 'day',
    sellerId: 'seller_id',
    category: 'category',
    views: 'views',
    inquiries: 'inquiries',
    orders: 'orders',
  },
} as const satisfies TableSchema;

/** Per listing and month (its first day): the sums of its daily rows. */
export const listingMonthlyStatTable = {
  name: 'listing_monthly_stat',
  columns: {
    listingId: 'listing_id',
    month: 'month',
    sellerId: 'seller_id',
    category: 'category',
    views: 'views',
    inquiries: 'inquiries',
    orders: 'orders',
  },
} as const satisfies TableSchema;

/** Per listing and month: its totals from its first rolled-up day through that month's end. */
export const listingRunningStatTable = {
  name: 'listing_running_stat',
  columns: {
    listingId: 'listing_id',
    month: 'month',
    sellerId: 'seller_id',
    views: 'views',
    inquiries: 'inquiries',
    orders: 'orders',
  },
} as const satisfies TableSchema;

/** Per seller, month and category (each day's category of the listing counted). */
export const categoryMonthlyStatTable = {
  name: 'category_monthly_stat',
  columns: {
    sellerId: 'seller_id',
    month: 'month',
    category: 'category',
    views: 'views',
    inquiries: 'inquiries',
    orders: 'orders',
  },
} as const satisfies TableSchema;

/** Per seller and UTC day: views, inquiries, proposals sent and orders placed. */
export const sellerDailyStatTable = {
  name: 'seller_daily_stat',
  columns: {
    sellerId: 'seller_id',
    day: 'day',
    views: 'views',
    inquiries: 'inquiries',
    proposals: 'proposals',
    orders: 'orders',
  },
} as const satisfies TableSchema;

/** Per seller, UTC day and currency: the orders completed that day and their revenue. */
export const sellerDailyRevenueTable = {
  name: 'seller_daily_revenue',
  columns: {
    sellerId: 'seller_id',
    day: 'day',
    currency: 'currency',
    completed: 'completed',
    revenueMinor: 'revenue_minor',
  },
} as const satisfies TableSchema;

/** Every table of this file, for the schema test. */
export const sellerStatsTables: readonly TableSchema[] = [
  listingVisitTable,
  listingDailyStatTable,
  listingMonthlyStatTable,
  listingRunningStatTable,
  categoryMonthlyStatTable,
  sellerDailyStatTable,
  sellerDailyRevenueTable,
];
