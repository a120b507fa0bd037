import { HttpStatus, Injectable } from '@nestjs/common';
import {
  addDays,
  currencies,
  dayOf,
  daysInRange,
  daysOf,
  lastDays,
  maxAnalyticsDays,
  messages,
  type Actor,
  type Currency,
  type CurrencyRevenue,
  type SellerAnalytics,
  type SellerAnalyticsQuery,
  type SellerDayStat,
  type SellerFigures,
  type SellerOverview,
} from '@matchbazaar/contracts';
import { ApiException } from '../../platform/common/api-exception.js';
import { ConversationsService } from '../conversations/conversations.service.js';
import { MatchingService } from '../matching/matching.service.js';
import { ResourceAccess } from '../../platform/policy/resource-access.js';
import { ShopsRepository } from '../shops/shops.repository.js';
import {
  SellerAnalyticsRepository,
  type Counts,
  type RevenueRow,
} from './seller-analytics.repository.js';

const m = messages.sellerAnalytics;
type Caller = NonNullable<Actor>;

/** The range when none is asked for: the last 30 days. */
export const defaultRangeDays = 30;
/** How many listings and categories the analytics list. */
export const topListingsShown = 10;
export const categoriesShown = 12;

const zero = (): Counts => ({ views: 0, inquiries: 0, proposals: 0, orders: 0 });

function add(a: Counts, b: Counts): Counts {
  return {
    views: a.views + b.views,
    inquiries: a.inquiries + b.inquiries,
    proposals: a.proposals + b.proposals,
    orders: a.orders + b.orders,
  };
}

/** Revenue rows summed per currency (never across currencies), in the catalogue's order. */
function revenueOf(rows: readonly RevenueRow[]): CurrencyRevenue[] {
  const byCurrency = new Map<Currency, CurrencyRevenue>();
  for (const row of rows) {
    const sum = byCurrency.get(row.currency) ?? {
      currency: row.currency,
      completed: 0,
      amountMinor: 0,
    };
    sum.completed += row.completed;
    sum.amountMinor += row.amountMinor;
    byCurrency.set(row.currency, sum);
  }
  return currencies.flatMap((currency) => byCurrency.get(currency) ?? []);
}

/** Whole percent of `part` in `whole`, one decimal below 10; null when there is no whole. */
function rate(part: number, whole: number): number | null {
  if (whole === 0) return null;
  const value = (part / whole) * 100;
  return value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
}

/**
 * The seller area's figures (docs/product/seller-analytics.md): the dashboard's cards (today, 7
 * and 30 days), response rate and time, the to-do counts; the analytics over a range of days.
 * Only traders read them, and only their own. Days are UTC days; today counts as it happens,
 * earlier days come from the worker's hourly rollups.
 */
@Injectable()
export class SellerAnalyticsService {
  constructor(
    private readonly stats: SellerAnalyticsRepository,
    private readonly conversations: ConversationsService,
    private readonly matches: MatchingService,
    private readonly shops: ShopsRepository,
    private readonly access: ResourceAccess,
  ) {}

  async overview(caller: Caller, now = new Date()): Promise<SellerOverview> {
    this.authorize(caller);
    const sellerId = caller.userId;
    const today = dayOf(now);
    const { from } = lastDays(today, 30);
    const yesterday = addDays(today, -1);
    const weekFrom = addDays(today, -6);
    const [days, dayRevenue, live, liveRevenue, pending, inquiries, leads, shop] =
      await Promise.all([
        this.stats.days(sellerId, from, yesterday),
        this.stats.dayRevenue(sellerId, from, yesterday),
        this.stats.liveDay(sellerId, today),
        this.stats.liveRevenue(sellerId, today),
        this.stats.pending(sellerId),
        this.conversations.inquiryCounts(sellerId),
        this.matches.leadCounts(sellerId),
        this.shops.findByOwner(sellerId),
      ]);
    const week = days.filter((row) => row.day >= weekFrom);
    const figures = (counts: Counts, revenue: RevenueRow[]): SellerFigures => ({
      ...counts,
      revenue: revenueOf(revenue),
    });
    return {
      today,
      periods: {
        today: figures(live, liveRevenue),
        last7: figures(week.reduce(add, live), [
          ...dayRevenue.filter((row) => row.day >= weekFrom),
          ...liveRevenue,
        ]),
        last30: figures(days.reduce(add, live), [...dayRevenue, ...liveRevenue]),
      },
      response: { rate: shop?.responseRate ?? null, minutes: shop?.responseTimeMinutes ?? null },
      tasks: {
        inquiriesToAnswer: inquiries.new + inquiries.unanswered,
        ordersToAccept: pending.ordersToAccept,
        ordersToShip: pending.ordersToShip,
        newLeads: leads.new,
      },
      listings: pending.listings,
    };
  }

  async analytics(
    caller: Caller,
    query: SellerAnalyticsQuery,
    now = new Date(),
  ): Promise<SellerAnalytics> {
    this.authorize(caller);
    const sellerId = caller.userId;
    const today = dayOf(now);
    const to = query.to ?? today;
    if (to > today) throw new ApiException(HttpStatus.BAD_REQUEST, m.rangeInFuture);
    const from = query.from ?? lastDays(to, defaultRangeDays).from;
    if (from > to) throw new ApiException(HttpStatus.BAD_REQUEST, m.rangeBackwards);
    // The schema can only bound a range given whole; here `to` may have been filled in as today.
    if (daysInRange(from, to) > maxAnalyticsDays) {
      throw new ApiException(HttpStatus.BAD_REQUEST, m.rangeTooLong);
    }
    const withToday = to === today;
    const [days, dayRevenue, live, liveRevenue, { topListings, categories }] = await Promise.all([
      this.stats.days(sellerId, from, to),
      this.stats.dayRevenue(sellerId, from, to),
      withToday ? this.stats.liveDay(sellerId, today) : null,
      withToday ? this.stats.liveRevenue(sellerId, today) : [],
      this.stats.breakdown(sellerId, from, to, today, {
        listings: topListingsShown,
        categories: categoriesShown,
      }),
    ]);
    // Today's rollup is up to an hour old: the live counts stand in for it.
    const byDay = new Map(days.map((row) => [row.day, row]));
    if (live) byDay.set(today, { day: today, ...live });
    const revenueRows = [
      ...dayRevenue.filter((row) => !withToday || row.day !== today),
      ...liveRevenue.map((row) => ({ ...row, day: today })),
    ];
    const sold = new Set(revenueRows.map((row) => row.currency));
    const shown = currencies.filter((currency) => sold.has(currency));
    const revenueByDay = new Map<string, RevenueRow[]>();
    for (const row of revenueRows) {
      revenueByDay.set(row.day, [...(revenueByDay.get(row.day) ?? []), row]);
    }
    const series: SellerDayStat[] = daysOf(from, to).map((day) => {
      const counts = byDay.get(day) ?? zero();
      const revenue = revenueOf(revenueByDay.get(day) ?? []);
      return {
        day,
        views: counts.views,
        inquiries: counts.inquiries,
        proposals: counts.proposals,
        orders: counts.orders,
        // Every shown currency on every day, zeros kept, so charts and the CSV line up.
        revenue: shown.map(
          (currency) =>
            revenue.find((each) => each.currency === currency) ?? {
              currency,
              completed: 0,
              amountMinor: 0,
            },
        ),
      };
    });
    const totals = series.reduce(add, zero());
    return {
      from,
      to,
      currencies: shown,
      series,
      totals: { ...totals, revenue: revenueOf(revenueRows) },
      funnel: {
        views: totals.views,
        inquiries: totals.inquiries,
        orders: totals.orders,
        inquiryRate: rate(totals.inquiries, totals.views),
        orderRate: rate(totals.orders, totals.views),
      },
      topListings,
      categories,
    };
  }

  /** Traders only: anyone else is told the figures are for sellers. */
  private authorize(caller: Caller): void {
    const ref = { kind: 'sellerAnalytics' as const, ownerIds: [caller.userId] };
    if (!this.access.can(caller, 'read', ref)) {
      throw new ApiException(HttpStatus.FORBIDDEN, m.sellersOnly);
    }
  }
}
