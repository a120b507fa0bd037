import { z } from 'zod';
import { answerSchema } from '../api.js';
import { currencySchema } from '../catalogue/money.js';
import { currencies } from '../catalogue/amounts.js';
import { sellerAnalyticsMessages as m } from '../messages/seller-analytics.js';
import { daysInRange, isDay, maxAnalyticsDays } from './date-range.js';

/**
 * The seller area's figures (docs/product/seller-analytics.md): the dashboard's overview and the
 * analytics over a range of UTC days. Money is in minor units per currency, never summed across
 * currencies (docs/decisions/0009-money-in-minor-units.md).
 */

const day = z
  .string()
  .trim()
  .max(10, { error: m.dayInvalid, abort: true })
  .refine(isDay, { error: m.dayInvalid });

/**
 * `from` and `to`, both counted, at most two years apart (the BFF also refuses a range ending
 * after today). Either may be left out: the last 30 days ending with `to` (today by default). The
 * BFF checks the length again once a left-out `to` is today: `?from=0001-01-01` is too long too.
 */
export const sellerAnalyticsQuerySchema = z
  .object({ from: day.optional(), to: day.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, {
    error: m.rangeBackwards,
    path: ['from'],
  })
  .refine(
    (range) => !range.from || !range.to || daysInRange(range.from, range.to) <= maxAnalyticsDays,
    { error: m.rangeTooLong, path: ['from'] },
  );
export type SellerAnalyticsQuery = z.infer<typeof sellerAnalyticsQuerySchema>;

/**
 * How often one account may read its figures and download the CSV, per minute: each read sums up
 * to two years of rows, far more than a dashboard asks for.
 */
export const sellerAnalyticsRateLimits = { readsPerMinute: 60, exportsPerMinute: 10 } as const;

/** Revenue of one currency: completed orders and what they came to, less refunds. */
export const currencyRevenueSchema = z.object({
  currency: currencySchema,
  completed: z.number().int().nonnegative(),
  amountMinor: z.number().int(),
});
export type CurrencyRevenue = z.infer<typeof currencyRevenueSchema>;

export const sellerFiguresSchema = z.object({
  views: z.number().int().nonnegative(),
  inquiries: z.number().int().nonnegative(),
  proposals: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  /** One entry per currency sold in (none before the first completed order). */
  revenue: z.array(currencyRevenueSchema),
});
export type SellerFigures = z.infer<typeof sellerFiguresSchema>;

export const sellerOverviewSchema = z.object({
  /** The UTC day the figures end with. */
  today: z.string(),
  periods: z.object({
    today: sellerFiguresSchema,
    last7: sellerFiguresSchema,
    last30: sellerFiguresSchema,
  }),
  /** The shop's response rate (percent) and typical first reply (minutes); null until known. */
  response: z.object({ rate: z.number().int().nullable(), minutes: z.number().int().nullable() }),
  tasks: z.object({
    inquiriesToAnswer: z.number().int().nonnegative(),
    ordersToAccept: z.number().int().nonnegative(),
    ordersToShip: z.number().int().nonnegative(),
    newLeads: z.number().int().nonnegative(),
  }),
  /** Listings the seller has (any status): none means a new seller, shown how to start. */
  listings: z.number().int().nonnegative(),
});
export type SellerOverview = z.infer<typeof sellerOverviewSchema>;

/** One day of the series; revenue per currency in `currencies` order of the answer. */
export const sellerDayStatSchema = z.object({
  day: z.string(),
  views: z.number().int().nonnegative(),
  inquiries: z.number().int().nonnegative(),
  proposals: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  revenue: z.array(currencyRevenueSchema),
});
export type SellerDayStat = z.infer<typeof sellerDayStatSchema>;

export const listingStatSchema = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string(),
  views: z.number().int().nonnegative(),
  inquiries: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});
export type ListingStat = z.infer<typeof listingStatSchema>;

export const categoryStatSchema = z.object({
  category: z.string(),
  views: z.number().int().nonnegative(),
  inquiries: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
});
export type CategoryStat = z.infer<typeof categoryStatSchema>;

export const sellerAnalyticsSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The currencies the seller sold in over the range (the series' revenue has these, in order). */
  currencies: z.array(z.enum(currencies)),
  series: z.array(sellerDayStatSchema),
  totals: sellerFiguresSchema,
  /** Views, inquiries and orders over the range; rates in percent of the views (null: none). */
  funnel: z.object({
    views: z.number().int().nonnegative(),
    inquiries: z.number().int().nonnegative(),
    orders: z.number().int().nonnegative(),
    inquiryRate: z.number().nullable(),
    orderRate: z.number().nullable(),
  }),
  topListings: z.array(listingStatSchema),
  categories: z.array(categoryStatSchema),
});
export type SellerAnalytics = z.infer<typeof sellerAnalyticsSchema>;

export const sellerOverviewAnswerSchema = answerSchema(sellerOverviewSchema);
export type SellerOverviewAnswer = z.infer<typeof sellerOverviewAnswerSchema>;
export const sellerAnalyticsAnswerSchema = answerSchema(sellerAnalyticsSchema);
export type SellerAnalyticsAnswer = z.infer<typeof sellerAnalyticsAnswerSchema>;
