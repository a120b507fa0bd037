export * from './signup.machine.js';
