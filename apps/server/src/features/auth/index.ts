export { authFeature } from './routes.js';
export { createUser, findUserById, findUserByEmail, normalizeEmail } from './users-repository.js';
