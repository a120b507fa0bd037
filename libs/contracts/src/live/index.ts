// The live marketplace's contracts (docs/product/live-marketplace.md): notifications,
// conversations and inquiries, proposals.
export * from './notifications.js';
export * from './proposals.js';
export * from './conversations.js';
