export * from './access.js';
export * from './api.js';
export * from './constants.js';
export * from './messages.js';
export * from './queues.js';
export * from './realtime.js';
export * from './roles.js';
export * from './subscription.js';
