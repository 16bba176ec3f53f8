import type { Route } from './+types/forwarding-show';
import { ForwardingShowPage, loadForwardingShow } from '../features/forwarding-show/index.js';
import { pageMeta } from '../i18n/meta.js';
import { useRootData } from '../root-data.js';

/** SPEC §2 forwarding-show: one of my parcels, its status, costs, photos, documents and address. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadForwardingShow(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'forwardingShow', { title: 'meta.title' }),
];

export default function ForwardingShow({ loaderData }: Route.ComponentProps) {
  // The live channel orders#{uid} is the signed-in customer's (SPEC §6 "user id read from the page").
  const uid = useRootData()?.user?.id ?? null;
  // Keyed by order: another parcel's page starts from its own loader answer.
  return <ForwardingShowPage key={loaderData.order.id} data={loaderData} uid={uid} />;
}
