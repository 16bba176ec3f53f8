import type { Route } from './+types/admin-dispatch';
import { DispatchPage, adminMeta, loadDispatchPage } from '../features/admin/index.js';

export const loader = (args: Route.LoaderArgs) => loadDispatchPage(args);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, 'meta.dispatch');

export default function AdminDispatch({ loaderData }: Route.ComponentProps) {
  return <DispatchPage data={loaderData} />;
}
