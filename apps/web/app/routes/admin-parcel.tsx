import type { Route } from './+types/admin-parcel';
import { ParcelPage, adminMeta, loadParcelPage } from '../features/admin/index.js';

export const loader = (args: Route.LoaderArgs) => loadParcelPage(args, args.params.id);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, 'meta.parcel', { number: loaderData?.parcel.number ?? '' });

export default function AdminParcel({ loaderData }: Route.ComponentProps) {
  return <ParcelPage key={loaderData.parcel.id} parcel={loaderData.parcel} />;
}
