// The review answers' schemas, loaded with the first query that asks the API or the first review written (see
// lib/server-state/checked-get.ts): a server-rendered page takes over without them and zod.
export {
  orderReviewsAnswerSchema,
  reviewAnswerSchema,
  reviewsPageAnswerSchema,
} from '@matchbazaar/contracts';
