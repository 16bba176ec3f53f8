import { useTranslation } from '../i18n/use-translation.js';
import { Link } from 'react-router';
import type { Route } from './+types/profile-addresses-new';
import { AddressForm, AddressPhone, loadSignedIn } from '../features/addresses/index.js';
import { useLocalizedPath } from '../i18n/use-locale.js';
import { pageMeta } from '../i18n/meta.js';

/** SPEC §2 user-address-new: after saving the customer goes back to /profile/addresses. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSignedIn(request, context, async (api) => ({ me: await api.personal.me() }));
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'addresses', { title: 'meta.newTitle' }),
];

export default function ProfileAddressesNew({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('addresses');
  const to = useLocalizedPath();
  return (
    <section className="container page">
      <Link to={to('/profile/addresses')} className="addresses-back">
        ← {t('backToList')}
      </Link>
      <h1>{t('form.newTitle')}</h1>
      <AddressForm phoneSlot={<AddressPhone me={loaderData.me} />} />
    </section>
  );
}
