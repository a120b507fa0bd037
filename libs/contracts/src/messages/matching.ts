/** Matching: leads for sellers, matches and their reasons for buyers (docs/product/matching.md). */
export const matchingMessages = {
  // Answers.
  leadDismissed: 'Marked as not relevant. You will not get this lead again.',
  leadSeen: 'Lead marked as seen.',
  invited: 'Seller invited: they have been sent your requirement as a lead.',

  // Refusals (4xx).
  leadNotFound: 'Lead not found.',
  matchNotFound: 'Match not found.',
  sellersOnly: 'Leads are for seller accounts. Switch to a seller account to receive them.',
  notYourRequirement: 'Only the buyer who posted this requirement can see its matches.',
  requirementNotOpen: 'This requirement is not open, so no sellers can be invited to it.',
  alreadyNotified: 'This seller has already been sent your requirement.',
  cannotInvite: 'This seller cannot be invited to your requirement.',
  stateInvalid: 'Choose dismiss or seen.',
  tooManyInvites: 'You have invited many sellers in the last hour. Try again later.',
  tooManyLeadAnswers: 'Too many lead updates at once. Wait a minute and try again.',
  stateFilterInvalid: 'Choose open, dismissed or all.',
  loaded: 'Matches loaded.',
  leadsLoaded: 'Leads loaded.',

  // Notifications.
  notify: {
    newLead: (title: string) => `New lead: "${title}"`,
    newLeadBody: (listingTitle: string) => `It fits your listing "${listingTitle}".`,
  },

  // Reasons, put into words (the app formats money and distance first).
  reasons: {
    sameCategory: (category: string) => `Same category: ${category}`,
    relatedCategory: (category: string) => `Related category: ${category}`,
    priceInside: (price: string) => `${price}, inside your budget`,
    priceBelow: (price: string) => `${price}, below your budget`,
    priceAbove: (price: string) => `${price}, above your budget`,
    priceOnRequest: 'Price on request',
    quantity: (minOrder: string) => `Minimum order ${minOrder} fits your quantity`,
    distance: (km: string) => `${km} from your delivery address`,
    sameCity: (city: string) => `Based in ${city}`,
    meaning: (words: string) => `Close to what you described: ${words}`,
    verifiedSeller: 'Verified seller',
    responseTime: (hours: number) =>
      hours <= 1 ? 'Usually replies within an hour' : `Usually replies within ${hours} hours`,
  },
  /** The same reasons as the seller reads them on a lead: the budget and address are the buyer's. */
  leadReasons: {
    priceInside: (price: string) => `${price}, inside the buyer's budget`,
    priceBelow: (price: string) => `${price}, below the buyer's budget`,
    priceAbove: (price: string) => `${price}, above the buyer's budget`,
    quantity: (minOrder: string) => `Your minimum order of ${minOrder} fits the quantity`,
    distance: (km: string) => `${km} from the buyer's delivery address`,
    meaning: (words: string) => `Close to what the buyer described: ${words}`,
  },

  // The buyer's matched sellers, on their requirement's page.
  matchesTitle: 'Matched sellers',
  matchesIntro: 'Listings that fit your requirement, best first.',
  matchesListLabel: 'Matched listings',
  sellersNotified: (n: number) => (n === 1 ? '1 seller notified' : `${n} sellers notified`),
  finding: 'Finding sellers…',
  matchesLoading: 'Loading matched sellers',
  matchesFailed: 'We could not load the sellers matched to your requirement.',
  matchesEmpty: 'No matching listings yet. We will notify sellers as matching listings are posted.',
  retry: 'Try again',
  score: (percent: number) => `${percent}% match`,
  whyMatch: 'Why this match',
  notifiedChip: 'Notified',
  invite: 'Invite',
  inviteLabel: (shop: string) => `Invite ${shop}`,
  showAllMatches: (n: number) => `Show all ${n} matches`,

  // The seller's dashboard and its leads.
  sellerDashboardTitle: 'Seller Dashboard',
  sellerDashboardIntro: 'Buyers asking for what you sell, matched to your listings.',
  leadsTitle: 'Leads',
  leadsTabsLabel: 'Leads by state',
  openTab: 'Open',
  dismissedTab: 'Not relevant',
  openCount: (n: number) => `Open (${n})`,
  newCount: (n: number) => (n === 1 ? '1 new' : `${n} new`),
  leadsListLabel: 'Leads',
  leadsLoading: 'Loading leads',
  leadsFailed: 'We could not load your leads.',
  leadsEmpty:
    'No leads yet. When a buyer posts a requirement that fits your listings, it appears here.',
  dismissedEmpty: 'No leads marked as not relevant.',
  loadMore: 'Load more',
  newChip: 'New',
  buyerLine: (name: string) => `Buyer: ${name}`,
  fitsListing: 'Fits your listing:',
  whyLead: 'Why this lead',
  notRelevant: 'Not relevant',
  notRelevantLabel: (title: string) => `Not relevant: ${title}`,
  submitProposalLabel: (title: string) => `Submit Proposal: ${title}`,
  proposedChip: 'Proposal sent',
  openRequest: 'Open the request',
  received: (ago: string) => `Matched ${ago}`,
  sellersOnlyTitle: 'Leads are for sellers',
  sellersOnlyText:
    "When a buyer posts a requirement that fits a seller's listings, we send it to the seller as a lead. Open your shop to sell on MatchBazaar and receive leads.",
  openShop: 'Open your shop',
} as const;
