export * from './client.js';
export * from './cookies.js';
export * from './error-messages.js';
export * from './errors.js';
export * from './parse.js';
