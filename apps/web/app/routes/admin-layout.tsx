import { Outlet, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/admin-layout';
import {
  ADMIN_LAYOUT_ID,
  AdminErrorPage,
  AdminShell,
  adminMeta,
  loadAdminShell,
  type AdminShellData,
} from '../features/admin/index.js';
import adminStyles from '../features/admin/admin.css?url';
import { ADMIN_RESOURCES } from '../i18n/admin-resources.server.js';

/**
 * The operator console's frame, outside the site layout and the locale prefixes (issue 5). Its
 * stylesheet is linked here only, so the public pages' single stylesheet (decision 008) does not
 * carry the console's rules.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadAdminShell(request, context, ADMIN_RESOURCES);
}

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: adminStyles }];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'meta.title');

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell data={loaderData}>
      <Outlet />
    </AdminShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const shell = useRouteLoaderData(ADMIN_LAYOUT_ID) as AdminShellData | undefined;
  return <AdminErrorPage error={error} shell={shell} />;
}
