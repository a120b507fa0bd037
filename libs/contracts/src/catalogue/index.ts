// The catalogue's contracts (docs/product/marketplace.md): shops, listings, requirements.
export * from './category-field.js';
export * from './listing.js';
export * from './location.js';
export * from './money.js';
export * from './post-fields.js';
export * from './post-image.js';
export * from './requirement.js';
export * from './shop.js';
export * from './lifecycle.js';
export * from './post-requests.js';
export * from './cursors.js';
export * from './saved-and-recent.js';
export * from './search.js';
export * from './report.js';
export * from './listing-import.js';
export * from './matching.js';
export * from './saved-searches.js';
