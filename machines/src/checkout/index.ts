export * from './checkout.machine.js';
