// The admin API's contracts (docs/product/admin.md): the audit log, Manage Users, System Settings.
export * from './audit.js';
export * from './settings.js';
export * from './users.js';
export * from './overview.js';
export * from './search-analytics.js';
export * from './search-synonyms.js';
export * from './settings-changes.js';
