// Nova Poshta directory rules shared by server and web: search normalisation and query schemas.
export * from './limits.js';
export * from './normalize.js';
export * from './schemas.js';
export * from './selectable.js';
