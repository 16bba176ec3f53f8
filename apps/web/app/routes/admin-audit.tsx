import type { Route } from './+types/admin-audit';
import { AuditPage, adminMeta, loadAuditPage } from '../features/admin/index.js';

export const loader = (args: Route.LoaderArgs) => loadAuditPage(args);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'meta.audit');

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  return <AuditPage data={loaderData} />;
}
