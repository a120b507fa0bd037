export * from './dashboard.machine.js';
