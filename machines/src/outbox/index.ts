export * from './outbox.machine.js';
