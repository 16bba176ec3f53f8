import type { Route } from './+types/profile';
import { loadProfile, ProfilePage } from '../features/profile/index.js';
import { pageMeta } from '../i18n/meta.js';

/** Issue 13 item 10: the customer's profile at /profile (and under each locale prefix). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProfile(request, context);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'profile', { title: 'meta.title', description: 'meta.description' }),
];

export default function Profile({ loaderData }: Route.ComponentProps) {
  return <ProfilePage {...loaderData} />;
}
