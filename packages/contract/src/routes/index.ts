export * from './route.js';
export * from './auth.js';
export * from './personal.js';
export * from './verification.js';
export * from './system.js';
export * from './load-context.js';
export * from './extra.js';
export * from './hs.js';
