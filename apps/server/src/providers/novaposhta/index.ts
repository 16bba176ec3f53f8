export * from './client.js';
export * from './sync.js';
