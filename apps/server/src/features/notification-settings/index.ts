// Issue 16 items 3 and 4: the customer's notification settings and the e-mails' one-click unsubscribe.
export { notificationSettingsFeature } from './routes.js';
export { unsubscribeFeature } from './unsubscribe.js';
export { presentSettings, saveSettings, storedSettings } from './repository.js';
