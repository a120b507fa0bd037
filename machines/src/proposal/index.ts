export * from './proposal.machine.js';
