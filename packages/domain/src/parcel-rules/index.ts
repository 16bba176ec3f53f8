export * from './rules.js';
export * from './hold.js';
