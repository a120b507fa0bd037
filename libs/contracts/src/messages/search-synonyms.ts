/**
 * The search's synonym sets (docs/product/search-understanding.md, "Synonyms"): what admins edit
 * in System Settings, and what the search and saved-search alerts read.
 */
export const searchSynonymsMessages = {
  // Answers.
  setsLoaded: 'Synonym sets loaded.',
  setSaved: 'Synonym set saved. Searches use it now.',
  setDeleted: 'Synonym set deleted.',

  // Refusals (4xx).
  termsRequired: 'Give the words of the set as a list.',
  termInvalid: 'Each word or phrase is letters and digits, 1 to 3 words.',
  termTooLong: 'Each word or phrase is at most 60 characters.',
  termTooManyWords: 'Each word or phrase is at most 3 words.',
  tooFewTerms: 'A synonym set has at least 2 words or phrases.',
  tooManyTerms: 'A synonym set has at most 20 words or phrases.',
  termRepeated: (term: string) => `"${term}" is in the set twice.`,
  termInOtherSet: (term: string, set: string) =>
    `"${term}" is already in the set "${set}". A word belongs to one set: edit that one.`,
  searchInvalid: 'Search for at most 60 characters.',
  setNotFound: 'This synonym set no longer exists. Reload the list.',

  // The section of System Settings.
  title: 'Search synonyms',
  intro:
    'Words that mean the same to buyers: a search for any word of a set finds listings that say another. Built-in everyday and Hindi words apply as well.',
  search: 'Find a set',
  searchHelp: 'Any word of a set',
  add: 'Add synonyms',
  edit: 'Edit',
  editLabel: (set: string) => `Edit the set ${set}`,
  delete: 'Delete',
  deleteLabel: (set: string) => `Delete the set ${set}`,
  confirmDelete: (set: string) => `Delete the set "${set}"? Searches stop using it at once.`,
  cancel: 'Cancel',
  save: 'Save set',
  saving: 'Saving...',
  newSet: 'New synonym set',
  editSet: 'Edit synonym set',
  termsLabel: 'Words and phrases',
  termsHelp:
    'One per line or separated by commas: 2 to 20, each 1 to 3 words. They are saved in lower case.',
  count: (shown: number, total: number) =>
    shown === total
      ? `${total.toLocaleString('en-US')} ${total === 1 ? 'set' : 'sets'}`
      : `${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} sets`,
  empty: 'No synonym set has these words.',
  loading: 'Loading synonym sets...',
  loadFailed: 'We could not load the synonym sets.',
  retry: 'Retry',
  deleteFailed: 'We could not delete the set. Try again.',
  // /admin/search: a query that found nothing, turned into a set.
  addFromQuery: 'Add synonyms',
  addFromQueryLabel: (query: string) => `Add synonyms for "${query}"`,
} as const;
