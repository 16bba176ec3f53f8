export * from './errors.js';
export * from './routes/index.js';
export * from './client/index.js';
