export * from './verify-email.machine.js';
