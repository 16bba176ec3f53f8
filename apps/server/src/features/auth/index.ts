export { authFeature } from './routes.js';
export { findUserById, findUserByEmail, normalizeEmail } from './users-repository.js';
