import type { Route } from './+types/forwarding-success';
import { loadSuccessOrder, SuccessView } from '../features/forwarding-success/index.js';
import { pageMeta } from '../i18n/meta.js';

/** SPEC §2 forwarding-success: the order registered by the wizard, loaded by the route id. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSuccessOrder(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'forwardingSuccess', { title: 'meta.title' }),
];

export default function ForwardingSuccess({ loaderData }: Route.ComponentProps) {
  // Keyed by id: moving between two success pages starts fresh (and pushes that order's event).
  return <SuccessView key={loaderData.order.id} order={loaderData.order} />;
}
