import { searchSynonymsMessages } from './search-synonyms.js';

/**
 * Search analytics (docs/product/search-analytics.md): what the catalogue search's users typed,
 * what they found and what they opened, for admins at /admin/search.
 */
export const searchAnalyticsMessages = {
  // Answers.
  analyticsLoaded: 'Search analytics loaded.',
  actionRecorded: 'Noted.',

  // Refusals (4xx).
  searchIdInvalid: 'Give the search id as it was answered with the results.',
  postIdInvalid: 'Give the id of a listing or requirement.',
  positionInvalid: 'The position is a whole number from 1 to 100.',
  actionInvalid: "The action is 'click', 'save' or 'inquiry'.",
  kindInvalid: "The kind is 'listing' or 'requirement'.",
  dayInvalid: 'Give the day as YYYY-MM-DD, a real calendar day.',
  rangeBackwards: 'The start of the range must not be after its end.',
  rangeTooLong: 'Choose a range of at most 366 days.',
  tooManyActions: 'Too many search reports. Wait a minute, then try again.',
  tooManyReads: 'Too many analytics requests. Wait a minute, then try again.',

  // The page (/admin/search).
  navLabel: 'Search Analytics',
  title: 'Search Analytics',
  intro:
    'What people search for, what finds nothing, and which results they open. Searches are kept for 180 days.',
  rangeLabel: 'Range',
  presets: { last7: '7 days', last30: '30 days', last90: '90 days' },
  customRange: 'Custom',
  fromLabel: 'From',
  toLabel: 'To',
  applyRange: 'Apply',
  rangeSummary: (from: string, to: string, days: number) =>
    `${from} to ${to} (${days} ${days === 1 ? 'day' : 'days'}, UTC)`,
  kindLabel: 'What was searched',
  kinds: { all: 'All', listing: 'Listings', requirement: 'Requirements' },
  downloadCsv: 'Download CSV',
  downloadFailed: 'We could not download the CSV. Try again.',
  csvFileName: (from: string, to: string) => `search-analytics-${from}-to-${to}.csv`,
  loading: 'Loading search analytics...',
  failed: 'We could not load the search analytics.',
  retry: 'Retry',
  emptyTitle: 'No searches in this range',
  emptyText:
    'Searches with words are recorded as people make them. Choose a longer range, or come back once people have searched.',
  figures: {
    searches: 'Searches',
    zeroResultRate: 'Found nothing',
    clickThrough: 'Click-through',
    clicks: 'Result clicks',
  },
  figureHints: {
    searches: 'With words; browsing by filters alone is not counted',
    zeroResultRate: (n: number) => `${n.toLocaleString('en-US')} searches with no results`,
    clickThrough: 'Searches where a result was opened',
    clicks: (saves: number, inquiries: number) =>
      `${saves.toLocaleString('en-US')} saves, ${inquiries.toLocaleString('en-US')} inquiries`,
  },
  topTitle: 'Top queries',
  topEmpty: 'No queries in this range.',
  zeroTitle: 'Queries that found nothing',
  zeroHint:
    'Each of these found no results. Add synonyms to tie the words people use to the words in the catalogue, or add the categories they ask for.',
  zeroEmpty: 'Every search in this range found something.',
  positionsTitle: 'Click-through by position',
  positionsHint: 'Of the searches that showed a result at this place on the first page.',
  positionsEmpty: 'No results were shown in this range.',
  columns: {
    query: 'Query',
    searches: 'Searches',
    zeroShare: 'Found nothing',
    clicks: 'Clicks',
    ctr: 'CTR',
    count: 'Searches',
    lastSeen: 'Last seen',
    position: 'Position',
    shown: 'Shown',
    action: 'Action',
  },
  percent: (share: number) => `${(share * 100).toFixed(1)}%`,
  positionLine: (clicks: number, shown: number) =>
    `${clicks.toLocaleString('en-US')} of ${shown.toLocaleString('en-US')}`,

  /** The synonym sets admins keep in System Settings (the zero-result list leads there). */
  synonyms: searchSynonymsMessages,

  // The CSV's headings.
  csv: {
    topSection: 'Top queries',
    zeroSection: 'Queries that found nothing',
    top: ['query', 'searches', 'zero_result_share', 'clicks', 'click_through_rate'],
    zero: ['query', 'searches', 'last_seen'],
  },
} as const;
