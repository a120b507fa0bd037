export * from './contact.machine.js';
