export * from './sidebar.machine.js';
