import type { Route } from './+types/admin-buyouts';
import { BuyoutsPage, adminMeta, loadBuyoutsPage } from '../features/admin/index.js';

export const loader = (args: Route.LoaderArgs) => loadBuyoutsPage(args);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'meta.buyouts');

export default function AdminBuyouts({ loaderData }: Route.ComponentProps) {
  return <BuyoutsPage data={loaderData} />;
}
