import type { Route } from './+types/admin-parcels';
import { ParcelsPage, adminMeta, loadParcelsPage } from '../features/admin/index.js';

export const loader = (args: Route.LoaderArgs) => loadParcelsPage(args);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'meta.parcels');

export default function AdminParcels({ loaderData }: Route.ComponentProps) {
  return <ParcelsPage data={loaderData} />;
}
