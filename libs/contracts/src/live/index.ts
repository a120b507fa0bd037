// The live marketplace's contracts (docs/product/live-marketplace.md): notifications,
// conversations and inquiries, proposals, Web Push.
export * from './notifications.js';
export * from './proposals.js';
export * from './conversations.js';
export * from './push.js';
export * from './thread-merge.js';
