import type { Route } from './+types/admin-payments';
import { PaymentsPage, adminMeta, loadPaymentsPage } from '../features/admin/index.js';

export const loader = (args: Route.LoaderArgs) => loadPaymentsPage(args);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'meta.payments');

export default function AdminPayments({ loaderData }: Route.ComponentProps) {
  return <PaymentsPage data={loaderData} />;
}
