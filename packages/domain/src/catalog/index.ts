export * from './rules.js';
export * from './url.js';
export * from './pagination.js';
