import type { Route } from './+types/forwarding-declaration';
import { ForwardingWizard, loadWizard } from '../features/forwarding-wizard/index.js';
import { pageMeta } from '../i18n/meta.js';

/** SPEC §2 forwarding-create: "The route with no id creates." */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadWizard(request, context, null);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'forwarding', { title: 'meta.createTitle' }),
];

export default function ForwardingDeclaration({ loaderData }: Route.ComponentProps) {
  return (
    <section className="container page">
      <ForwardingWizard order={null} countries={loaderData.countries} me={loaderData.me} />
    </section>
  );
}
