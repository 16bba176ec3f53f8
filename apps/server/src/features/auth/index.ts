export { authFeature } from './routes.js';
export {
  createUser,
  findUserById,
  findUserByEmail,
  isUniqueViolation,
  normalizeEmail,
} from './users-repository.js';
export { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.js';
