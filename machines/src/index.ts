export * from './gate/index.js';
export * from './signup/index.js';
