export { alertsFeature } from './routes.js';
export { addAlert } from './repository.js';
export { ALERT_MESSAGE_KEYS, type AlertMessageKey } from './messages.js';
