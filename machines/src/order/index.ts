export * from './order.machine.js';
