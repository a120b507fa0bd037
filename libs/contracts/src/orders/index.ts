// Orders, escrow and the ledger (docs/product/orders.md).
export * from './order.js';
export * from './checkout.js';
export * from './shipping-kinds.js';
export * from './ledger.js';
export * from './payout-methods.js';
export * from './reviews.js';
export * from './review-rules.js';
