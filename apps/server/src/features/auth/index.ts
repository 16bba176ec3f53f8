export { authFeature } from './routes.js';
export { assertLoginAllowed, clearLoginFailures, recordLoginFailure } from './login-throttle.js';
