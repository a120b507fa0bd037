export * from './admin-entry/index.js';
export * from './contact/index.js';
export * from './gate/index.js';
export * from './session/index.js';
export * from './signup/index.js';
export * from './verify-email/index.js';
export * from './dashboard/index.js';
export * from './sidebar/index.js';
