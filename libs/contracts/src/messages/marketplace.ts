/** The public marketplace's pages (docs/product/marketplace.md): browse, category, listing, stores. */
import { countOf } from './count.js';
import { formatMoney } from '../catalogue/format-money.js';

/** A price read from search words, in whole units: '₹20,000'. */
const money = (amount: number, currency: string) =>
  formatMoney({ amountMinor: Math.round(amount * 100), currency });

export const marketplaceMessages = {
  // The marketplace's front page.
  homeTitle: 'Marketplace',
  homeLead: 'Find what you need from sellers near you, or tell sellers what you are looking for.',
  searchLabel: 'Search the marketplace',
  searchPlaceholder: 'Search products, services and requests',
  search: 'Search',
  groupsTitle: 'Browse by category',
  groupCount: (count: number) => countOf(count, 'offer'),
  hotDealsTitle: 'Hot deals',
  allDeals: 'All deals',
  newestRequestsTitle: 'Newest buyer requests',
  newestOffersTitle: 'Newest seller offers',
  allRequests: 'All buyer requests',
  allOffers: 'All seller offers',
  storesTitle: 'Local stores',
  allStores: 'Explore local stores',
  postRequirementCta: 'Post a requirement',
  sellCta: 'Sell on MatchBazaar',

  // Results (browse, categories, lists, a shop's listings).
  browseTitle: 'Browse the marketplace',
  resultsFor: (q: string) => `Results for “${q}”`,
  resultCount: (count: number, estimate: boolean) =>
    `${count.toLocaleString('en-US')}${estimate ? '+' : ''} ${count === 1 ? 'result' : 'results'}`,
  offersTab: 'Seller offers',
  requestsTab: 'Buyer requests',
  filtersTitle: 'Filters',
  /** A filter's count; estimated when more posts matched than the counts were taken over. */
  facetCount: (count: number, estimate: boolean) =>
    `${estimate ? '≈ ' : ''}${count.toLocaleString('en-US')}`,
  facetsEstimated: 'Counts are estimates: more posts match than were counted.',
  showFilters: 'Filters',
  clearFilters: 'Clear all filters',
  sortLabel: 'Sort by',
  sorts: {
    relevance: 'Best match',
    newest: 'Newest',
    price_asc: 'Price: low to high',
    price_desc: 'Price: high to low',
    budget_asc: 'Budget: low to high',
    budget_desc: 'Budget: high to low',
    distance: 'Nearest',
    ending_soon: 'Ending soon',
    needed_soon: 'Needed soonest',
    discount: 'Biggest discount',
  },
  viewLabel: 'View',
  gridView: 'Grid view',
  listView: 'List view',
  categoryFacet: 'Category',
  priceFacet: 'Price',
  budgetFacet: 'Budget',
  minPrice: 'Min',
  maxPrice: 'Max',
  currencyLabel: 'Currency',
  applyPrice: 'Apply',
  conditionFacet: 'Condition',
  cityFacet: 'City',
  urgencyFacet: 'Urgency',
  dealsOnly: 'Deals only',
  anyOption: 'Any',
  loadMore: 'Load more',
  loadingResults: 'Loading results',
  resultsFailed: 'The results could not be loaded.',
  retry: 'Try again',
  // What a search read from its words (docs/product/search-understanding.md).
  understoodLabel: 'Your search',
  showingInstead: (typed: string, showing: string) =>
    `No results for “${typed}”; showing results for “${showing}”.`,
  showingByMeaning: (typed: string) =>
    `No exact results for “${typed}”; showing the closest matches in meaning.`,
  showingCategory: (typed: string, category: string) =>
    `No results for “${typed}”; showing everything in ${category}.`,
  didYouMean: 'Did you mean',
  browseCategory: (label: string) => `Browse ${label}`,
  readingPrice: (min: number | undefined, max: number | undefined, currency: string) =>
    min !== undefined && max !== undefined
      ? `${money(min, currency)} to ${money(max, currency)}`
      : max !== undefined
        ? `Under ${money(max, currency)}`
        : `Over ${money(min ?? 0, currency)}`,
  readingCurrency: (currency: string) => (currency === 'USD' ? 'In dollars' : 'In rupees'),
  readingCity: (city: string) => `In ${city}`,
  readingQuantity: (amount: number, unit: string) => `${amount.toLocaleString('en-US')} ${unit}`,
  removeReading: (label: string) => `Remove “${label}”`,
  // A search with only a few matches ends with more from their category.
  relatedTitle: (category: string) => `More in ${category}`,
  relatedText: 'Similar to your results, though they do not have every word you searched for.',
  postRequirementFor: (q: string) => `Post a requirement for “${q}”`,
  fewResultsPrompt: 'Not what you need? Tell sellers and they will come to you.',
  noResultsTitle: 'Nothing matches yet',
  noResultsText: 'Try other words, remove a filter, or tell sellers what you need.',
  noOffersText: 'No seller offers here yet. Post what you need and sellers will come to you.',
  breadcrumbLabel: 'Breadcrumb',
  marketplaceCrumb: 'Marketplace',

  // Cards.
  priceOnRequest: 'Price on request',
  perUnit: (unit: string) => `/ ${unit}`,
  negotiable: 'Negotiable',
  percentOff: (percent: number) => `${percent}% off`,
  verifiedSeller: 'Verified seller',
  kmAway: (km: number) => `${km < 10 ? km.toFixed(1) : Math.round(km)} km away`,
  budgetUpTo: (amount: string) => `Up to ${amount}`,
  budgetRange: (min: string, max: string) => `${min} – ${max}`,
  neededBy: (date: string) => `Needed by ${date}`,
  dealEndsIn: (text: string) => `Ends in ${text}`,
  dealEnded: 'Deal ended',

  // A listing's page.
  listingLoading: 'Loading the listing',
  listingFailed: 'The listing could not be loaded.',
  listingNotFound: 'This listing does not exist or is no longer shown.',
  minimumOrder: 'Minimum order',
  availability: 'Availability',
  condition: 'Condition',
  location: 'Location',
  details: 'Details',
  description: 'Description',
  postedOn: (date: string) => `Posted ${date}`,
  views: (count: number) => countOf(count, 'view'),
  save: 'Save',
  saved: 'Saved',
  saveSignIn: 'Sign in to save listings',
  share: 'Share',
  linkCopied: 'Link copied',
  report: 'Report',
  similarTitle: 'Similar listings',
  notLiveTitle: 'This listing is no longer available',
  notLiveText: 'The seller closed it or it expired. Here are similar offers.',
  contactSeller: 'Contact seller',
  /** On the shop's own page and its listings, seen by its owner. */
  editYourShop: 'Edit your shop',
  yourListing: 'This is your listing. Buyers see how to order, contact and report here.',
  contactShown: 'Contact',
  visitShop: 'Visit shop',
  memberSince: (date: string) => `Member since ${date}`,
  listingsCount: (count: number) => countOf(count, 'listing'),
  respondsIn: (minutes: number) =>
    minutes < 2
      ? 'Usually replies within a minute'
      : minutes < 60
        ? `Usually replies within ${minutes} min`
        : `Usually replies within ${Math.round(minutes / 60)} h`,
  /** The share of the last 90 days' inquiries answered within 24 hours. */
  responseRate: (percent: number) => `Answers ${percent}% of inquiries within 24 h`,
  galleryLabel: 'Photos',
  previousPhoto: 'Previous photo',
  nextPhoto: 'Next photo',
  photoOf: (n: number, total: number) => `Photo ${n} of ${total}`,
  fullScreen: 'View full screen',
  closeFullScreen: 'Close',

  // A requirement's page.
  requirementLoading: 'Loading the request',
  requirementFailed: 'The request could not be loaded.',
  requestedBy: 'Requested by',
  budget: 'Budget',
  quantityLabel: 'Quantity',
  neededByLabel: 'Needed by',
  deliverTo: 'Deliver to',
  similarRequestsTitle: 'Similar requests',

  // Stores and a shop.
  storesPageTitle: 'Explore Local Stores',
  storesLead: 'Shops in your city and near you, with what they sell.',
  cityFilter: 'City',
  cityPlaceholder: 'e.g. Pune',
  nearMe: 'Near me',
  locating: 'Finding your location…',
  locationDenied: 'Your location is not available. Choose a city instead.',
  storeSorts: {
    listings: 'Most listings',
    rating: 'Top rated',
    distance: 'Nearest',
    newest: 'Newest',
  },
  noStores: 'No stores here yet.',
  storesFailed: 'The stores could not be loaded.',
  shopListingsTitle: 'Listings',
  shopNotFound: 'This shop does not exist.',
  aboutShop: 'About the shop',

  // Deals.
  dealsPageTitle: 'Shop Deals',
  dealsLead: 'Live offers below their usual price, while they last.',
  dealSorts: { ending_soon: 'Ending soon', discount: 'Biggest discount' },
  noDeals: 'No live deals right now. Check back soon.',

  // Lists.
  buyerRequestsTitle: 'Buyer Requests',
  buyerRequestsLead: 'What buyers are looking for right now. Offer what you have.',
  sellerOffersTitle: 'Seller Offers',
  sellerOffersLead: 'Products and services sellers are offering now.',

  // Saved and recent.
  savedTitle: 'Saved Listings',
  savedLead: 'Listings you saved, with their price now.',
  savedEmpty: 'Nothing saved yet. Tap Save on a listing to keep it here.',
  priceDropped: 'Price dropped',
  wasPrice: (price: string) => `Was ${price}`,
  unsave: 'Remove',
  recentTitle: 'Recently Viewed',
  recentLead: 'The last 50 listings you looked at.',
  recentEmpty: 'Listings you view will show up here.',
  clearRecent: 'Clear history',
  viewedOn: (date: string) => `Viewed ${date}`,
  browseCta: 'Browse the marketplace',
  yourLinksLabel: 'Your marketplace',
  yourLinks: {
    saved: 'Saved listings',
    recent: 'Recently viewed',
    myRequirements: 'My requirements',
    myListings: 'My listings',
  },
} as const;
