import type { Route } from './+types/admin-receive';
import { ReceivePage, adminMeta, loadReceivePage } from '../features/admin/index.js';

export const loader = (args: Route.LoaderArgs) => loadReceivePage(args);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'meta.receive');

export default function AdminReceive({ loaderData }: Route.ComponentProps) {
  return <ReceivePage warehouses={loaderData.warehouses} />;
}
