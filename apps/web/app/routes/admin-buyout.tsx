import type { Route } from './+types/admin-buyout';
import { BuyoutPage, adminMeta, loadBuyoutPage } from '../features/admin/index.js';

export const loader = (args: Route.LoaderArgs) => loadBuyoutPage(args, args.params.id);

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  adminMeta(matches, 'meta.buyout', { number: loaderData?.order.number ?? '' });

export default function AdminBuyout({ loaderData }: Route.ComponentProps) {
  return <BuyoutPage key={loaderData.order.id} data={loaderData} />;
}
