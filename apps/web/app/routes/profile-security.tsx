import type { Route } from './+types/profile-security';
import { loadSecurity, SecurityPage } from '../features/account-security/index.js';
import { pageMeta } from '../i18n/meta.js';

/** Issue 16 item 5: the account's password and e-mail at /profile/security. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSecurity(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'auth', { title: 'security.meta.title', description: 'security.meta.description' }),
];

export default function ProfileSecurity({ loaderData }: Route.ComponentProps) {
  return <SecurityPage {...loaderData} />;
}
