export * from './gate/index.js';
