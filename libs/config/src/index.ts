export * from './env-schemas.js';
export * from './load-config.js';
export * from './known-secrets.js';
export * from './development-providers.js';
export * from './vapid.js';
