export * from './gate.machine.js';
