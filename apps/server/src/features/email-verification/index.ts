export { emailVerificationFeature } from './routes.js';
export { sendEmailVerification, verifyEmailLink } from './service.js';
export { EMAIL_TOKEN_VALID_HOURS } from './email-tokens.js';
