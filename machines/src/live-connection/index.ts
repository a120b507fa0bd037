export * from './live-connection.machine.js';
