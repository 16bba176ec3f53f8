export { phoneVerificationFeature } from './routes.js';
export { answerCall, type Outcome, type Refusal } from './service.js';
export { clock as phoneVerificationClock } from './code.js';
