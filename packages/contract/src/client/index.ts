export { createApiClient, type ApiClient, type CallArgs, type CallInput } from './api-client.js';
export { endpoints } from './endpoints.js';
export { hrefOf, type Endpoint } from './endpoint.js';
export type { ApiClientOptions, CallOptions, ClientAuth } from './http.js';
export { ApiError, isApiError } from './api-error.js';
export { toFieldPath, violationsToFieldErrors } from './field-paths.js';
export { MAX_TRIES_ON_ACCEPTED, retryDelayMs } from './retry-policy.js';
export { CLIENT_MESSAGES } from './messages.js';
export {
  consentCookie,
  hasConsent,
  preferenceCookie,
  readCookie,
  type PreferenceCookieOptions,
} from './cookies.js';
// Namespaced so these names never collide with the route schemas' exports in contract/src/routes.
export type * as ApiTypes from './route-types.js';
