// Issue 16 item 5: password reset, password change and e-mail change.
export { accountSecurityFeature } from './routes.js';
