/** The home feed: GET /api/v1/listings and GET /api/v1/listings/categories. */
export const listingsMessages = {
  loaded: 'Listings loaded.',
  categoriesLoaded: 'Categories loaded.',
  invalidType: "Type must be 'buyer' or 'seller'.",
  invalidLimit: 'Limit must be a whole number from 1 to 50.',
} as const;
