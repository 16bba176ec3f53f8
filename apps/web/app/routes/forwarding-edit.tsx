import type { Route } from './+types/forwarding-edit';
import { ForwardingWizard, loadWizard } from '../features/forwarding-wizard/index.js';
import { pageMeta } from '../i18n/meta.js';

/** SPEC §2 forwarding-edit: "The route forwarding-edit with id edits" (a saved draft or a completed order). */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadWizard(request, context, params.id);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'forwarding', { title: 'meta.editTitle' }),
];

export default function ForwardingEdit({ loaderData }: Route.ComponentProps) {
  const { order, countries, me } = loaderData;
  return (
    <section className="container page">
      {/* A new order id (create -> edit, or another order) starts a fresh wizard. */}
      <ForwardingWizard key={order?.id} order={order} countries={countries} me={me} />
    </section>
  );
}
