export * from './analytics.js';
export * from './date-range.js';
