// The notification settings page /profile/notifications (issue 16 item 3).
export { NotificationSettingsPage } from './settings-page.js';
export { loadNotificationSettings, type NotificationSettingsLoaderData } from './load-settings.js';
