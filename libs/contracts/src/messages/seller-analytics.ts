/**
 * The seller area's figures: the dashboard's cards and to-do list, and the analytics page
 * (docs/product/seller-analytics.md).
 */
export const sellerAnalyticsMessages = {
  // Answers.
  overviewLoaded: 'Seller overview loaded.',
  analyticsLoaded: 'Analytics loaded.',

  // Refusals (4xx).
  sellersOnly: 'Analytics are for seller accounts. Switch to a seller account to see them.',
  sellersOnlyTitle: 'Analytics are for sellers',
  dayInvalid: 'Give the day as YYYY-MM-DD, a real calendar day.',
  rangeBackwards: 'The start of the range must not be after its end.',
  rangeTooLong: 'Choose a range of at most two years (731 days).',
  rangeInFuture: 'The range cannot end after today.',
  tooManyReads: 'Too many analytics requests. Wait a minute, then try again.',
  tooManyExports: 'Too many CSV downloads. Wait a minute, then try again.',

  // The dashboard (/seller).
  dashboardIntro:
    'How your shop is doing, what needs you now, and buyers matched to your listings.',
  periods: { today: 'Today', last7: '7 days', last30: '30 days' },
  periodsLabel: 'Period',
  figures: {
    views: 'Views',
    /** Said wherever a view count is shown: the one definition of a view. */
    viewsHint: 'One per visitor a day; bots and your own visits not counted',
    inquiries: 'Inquiries',
    proposals: 'Proposals',
    orders: 'Orders',
    revenue: 'Revenue',
  },
  noRevenue: 'No sales yet',
  statsTitle: 'Your shop at a glance',
  statsLoading: 'Loading your figures...',
  statsFailed: 'We could not load your figures.',
  retry: 'Retry',
  responseTitle: 'Responsiveness',
  responseRate: 'Response rate',
  responseTime: 'Typical reply',
  responseNone: 'Not enough inquiries yet',
  responseHint: 'Over the last 90 days, from the inquiries buyers sent you.',
  minutes: (value: number) =>
    value < 60
      ? `${value} min`
      : value < 48 * 60
        ? `${Math.round(value / 60)} h`
        : `${Math.round(value / (24 * 60))} days`,
  percent: (value: number) => `${value}%`,
  tasksTitle: 'To do',
  tasksNone: 'Nothing waits for you. New inquiries, orders and leads will show here.',
  /** A to-do line's words after its count ('3' 'inquiries to answer'). */
  tasks: {
    inquiries: (n: number) => (n === 1 ? 'inquiry to answer' : 'inquiries to answer'),
    accept: (n: number) => (n === 1 ? 'order to accept or decline' : 'orders to accept or decline'),
    ship: (n: number) => (n === 1 ? 'paid order to ship' : 'paid orders to ship'),
    leads: (n: number) => (n === 1 ? 'new lead' : 'new leads'),
  },

  quickLinksTitle: 'Quick links',
  quickLinks: {
    newListing: 'Post a listing',
    listings: 'My listings',
    inquiries: 'Orders & inquiries',
    analytics: 'Analytics',
    shop: 'Shop settings',
    requests: 'Buyer requests',
  },
  emptyTitle: 'Your figures start with your first listing',
  emptyText:
    'Views, inquiries and orders show here once buyers find your listings. Post a listing to get started.',

  // The analytics page (/seller/analytics).
  analyticsTitle: 'Analytics',
  analyticsIntro: 'Views, inquiries, orders and revenue over the days you choose.',
  rangeLabel: 'Date range',
  presets: {
    last7: '7 days',
    last30: '30 days',
    last90: '90 days',
    last365: '1 year',
    last730: '2 years',
  },
  customRange: 'Custom',
  fromLabel: 'From',
  toLabel: 'To',
  applyRange: 'Apply',
  downloadCsv: 'Download CSV',
  downloadFailed: 'We could not download the CSV. Try again in a moment.',
  analyticsLoading: 'Loading analytics...',
  analyticsFailed: 'We could not load your analytics.',
  rangeSummary: (from: string, to: string, days: number) =>
    `${from} to ${to} (${days} ${days === 1 ? 'day' : 'days'})`,
  updatedNote: 'Today counts as it happens; earlier days are final once rolled up each hour.',
  overTimeTitle: 'Views and inquiries',
  ordersTitle: 'Orders',
  revenueTitle: (currency: string) => `Revenue (${currency})`,
  funnelTitle: 'From view to order',
  funnelSteps: { views: 'Views', inquiries: 'Inquiries', orders: 'Orders' },
  funnelRate: (rate: number) => `${rate}% of views`,
  funnelNone: 'No views in this range yet.',
  topListingsTitle: 'Top listings',
  topListingsEmpty: 'No listing was viewed or ordered in this range.',
  categoriesTitle: 'Categories',
  countsLine: (views: number, inquiries: number, orders: number) =>
    [
      `${views.toLocaleString('en-US')} ${views === 1 ? 'view' : 'views'}`,
      `${inquiries.toLocaleString('en-US')} ${inquiries === 1 ? 'inquiry' : 'inquiries'}`,
      `${orders.toLocaleString('en-US')} ${orders === 1 ? 'order' : 'orders'}`,
    ].join(' · '),
  categoriesEmpty: 'No activity in any category in this range.',
  columns: {
    listing: 'Listing',
    category: 'Category',
    views: 'Views',
    inquiries: 'Inquiries',
    orders: 'Orders',
  },
  chartEmpty: 'Nothing to chart in this range yet.',
  emptyRangeTitle: 'No activity in this range',
  emptyRangeText:
    'Nothing was viewed, asked or ordered between these days. Try a longer range, or post more listings.',
  csvFileName: (from: string, to: string) => `matchbazaar-analytics-${from}-to-${to}.csv`,
  csvColumns: {
    day: 'date',
    views: 'views',
    inquiries: 'inquiries',
    proposals: 'proposals',
    orders: 'orders',
    completed: (currency: string) => `completed_orders_${currency}`,
    revenue: (currency: string) => `revenue_${currency}`,
  },
} as const;
