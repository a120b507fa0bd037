export * from './admin-entry.machine.js';
