export * from './session.machine.js';
