/**
 * Saved searches and their alerts (docs/product/matching.md, "Saved searches"): the API's texts,
 * the save dialog on the browse page, the dashboard page, and the alert notification.
 */
export const savedSearchesMessages = {
  // Answers.
  loaded: 'Saved searches loaded.',
  saved: 'Search saved. We will tell you about new listings that match.',
  savedQuietly: 'Search saved.',
  updated: 'Saved search updated.',
  deleted: 'Saved search deleted.',
  seenMarked: 'Saved search marked as seen.',

  // Refusals (4xx).
  notFound: 'Saved search not found.',
  nameInvalid: 'Enter a name of at most 80 characters.',
  alertInvalid: 'Choose instant, daily or off.',
  kindInvalid: 'Only searches of listings can be saved.',
  queryRequired: 'Send the search to save as `query`.',
  nothingToChange: 'Send a new name or alert choice.',
  tooMany: (max: number) =>
    `You have ${max} saved searches, the most you can keep. Delete one to save this search.`,
  duplicate: 'You have already saved this search.',

  // The alert notification.
  notify: {
    title: (name: string) => `New match for your saved search "${name}"`,
    body: (listingTitle: string) => `"${listingTitle}" was just listed.`,
  },

  // Default names and the filters in words.
  allListings: 'All listings',
  nameWithPlace: (what: string, where: string) => `${what} in ${where}`,
  words: (q: string) => `“${q}”`,
  priceBetween: (low: string, high: string) => `${low} to ${high}`,
  priceFrom: (low: string) => `From ${low}`,
  priceUpTo: (high: string) => `Up to ${high}`,
  currencyOnly: (currency: string) => `Priced in ${currency}`,
  conditions: { new: 'New', used: 'Used', refurbished: 'Refurbished' } as Record<string, string>,
  dealsOnly: 'Deals only',
  inCity: (city: string) => `In ${city}`,
  nearPoint: (km: number) => `Within ${km} km of a chosen point`,
  oneShop: 'From one shop',
  noFilters: 'Every new listing',

  // The browse page's button and dialog.
  saveSearch: 'Save search',
  savedButton: 'Saved',
  savedButtonLabel: 'This search is saved: manage your saved searches',
  signInToSave: 'Sign in to save this search',
  dialogTitle: 'Save this search',
  dialogIntro: 'We will tell you when new listings match it.',
  nameLabel: 'Name',
  alertLabel: 'Alerts',
  alertChoices: {
    instant: 'Instant: a notification as soon as a listing matches',
    daily: 'Daily: new matches in one daily email',
    off: 'Off: keep the search without alerts',
  } as Record<string, string>,
  save: 'Save',
  saving: 'Saving…',
  cancel: 'Cancel',

  // The dashboard page.
  title: 'Saved Searches',
  lead: 'Searches you saved from the marketplace, with alerts about new listings that match.',
  listLabel: 'Your saved searches',
  alertShort: { instant: 'Instant', daily: 'Daily', off: 'Off' } as Record<string, string>,
  newHits: (n: number) => (n === 1 ? '1 new listing' : `${n} new listings`),
  noNewHits: 'No new listings',
  savedOn: (date: string) => `Saved ${date}`,
  viewResults: 'View results',
  rename: 'Rename',
  renameTitle: 'Rename saved search',
  delete: 'Delete',
  deleteTitle: 'Delete this saved search?',
  deleteBody: (name: string) => `"${name}" and its alerts will be deleted.`,
  confirmDelete: 'Delete',
  empty: 'No saved searches yet. Search the marketplace and choose Save search to get alerts.',
  browseCta: 'Search listings',
  loadError: 'Your saved searches could not be loaded.',
  retry: 'Retry',
  countLine: (n: number, max: number) => `${n} of ${max} saved searches`,
} as const;
