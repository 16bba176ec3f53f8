import type { Route } from './+types/admin-dashboard';
import { DashboardPage, adminMeta, loadDashboardPage } from '../features/admin/index.js';

export const loader = (args: Route.LoaderArgs) => loadDashboardPage(args);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'meta.dashboard');

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  return <DashboardPage data={loaderData} />;
}
