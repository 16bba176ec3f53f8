import type { Route } from './+types/profile-notifications';
import {
  loadNotificationSettings,
  NotificationSettingsPage,
} from '../features/notification-settings/index.js';
import { pageMeta } from '../i18n/meta.js';

/** Issue 16 item 3: which messages come by e-mail, Telegram and SMS, at /profile/notifications. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadNotificationSettings(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'notificationSettings', { title: 'meta.title', description: 'meta.description' }),
];

export default function ProfileNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationSettingsPage {...loaderData} />;
}
