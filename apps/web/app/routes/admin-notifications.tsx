import type { Route } from './+types/admin-notifications';
import { NotificationsPage, adminMeta, loadNotificationsPage } from '../features/admin/index.js';

export const loader = (args: Route.LoaderArgs) => loadNotificationsPage(args);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'meta.notifications');

export default function AdminNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsPage data={loaderData} />;
}
