// The catalogue's answer schemas, loaded with the first query that asks the API (see
// lib/server-state/checked-get.ts): a server-rendered page takes over without them and zod.
export {
  listingAnswerSchema,
  listingSearchAnswerSchema,
  recentViewsAnswerSchema,
  requirementAnswerSchema,
  requirementSearchAnswerSchema,
  savedListingsAnswerSchema,
  shopAnswerSchema,
  shopPageAnswerSchema,
  suggestAnswerSchema,
} from '@matchbazaar/contracts';
