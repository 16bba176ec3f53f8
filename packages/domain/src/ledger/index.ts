export * from './entries.js';
export * from './balance.js';
