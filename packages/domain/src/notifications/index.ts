export * from './events.js';
export * from './preferences.js';
export * from './retry.js';
export * from './settings-matrix.js';
export * from './reminders.js';
