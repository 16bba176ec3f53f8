export * from './entries.js';
export * from './balance.js';
export * from './kyiv-day.js';
export * from './reconcile.js';
export * from './report.js';
export * from './charge.js';
