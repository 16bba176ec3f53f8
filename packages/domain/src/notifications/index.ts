export * from './events.js';
export * from './preferences.js';
export * from './retry.js';
