// The order request's schema, loaded when a buyer first orders (order-box.tsx): the listing page
// every visitor takes over does without it and zod.
export { listingOrderRequestSchema } from '@matchbazaar/contracts';
