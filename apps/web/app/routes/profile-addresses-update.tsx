import { useTranslation } from '../i18n/use-translation.js';
import { Link } from 'react-router';
import type { Route } from './+types/profile-addresses-update';
import { AddressForm, AddressPhone, loadSignedIn } from '../features/addresses/index.js';
import { useLocalizedPath } from '../i18n/use-locale.js';
import { pageMeta } from '../i18n/meta.js';

/** SPEC §2 user-address-edit: another customer's or a removed address is the 404 page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  return loadSignedIn(request, context, async (api) => {
    const [me, address] = await Promise.all([api.personal.me(), api.addresses.get(params.id)]);
    return { me, address };
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'addresses', { title: 'meta.editTitle' }),
];

export default function ProfileAddressesUpdate({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('addresses');
  const to = useLocalizedPath();
  const { me, address } = loaderData;
  return (
    <section className="container page">
      <Link to={to('/profile/addresses')} className="addresses-back">
        ← {t('backToList')}
      </Link>
      <h1>{t('form.editTitle')}</h1>
      {/* Keyed by id so moving between two edit pages starts a fresh form. */}
      <AddressForm key={address.id} address={address} phoneSlot={<AddressPhone me={me} />} />
    </section>
  );
}
