import { useTranslation } from '../i18n/use-translation.js';
import { Link } from 'react-router';
import type { Route } from './+types/profile-addresses';
import { buttonClass } from '../components/ui/button.js';
import { AddressBook, loadSignedIn } from '../features/addresses/index.js';
import { useLocalizedPath } from '../i18n/use-locale.js';
import { pageMeta } from '../i18n/meta.js';

/** Signed-in only: the customer's delivery addresses in Ukraine (SPEC §2 /profile/addresses). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadSignedIn(request, context, async (api) => {
    const { items } = await api.addresses.list('all');
    return { addresses: items };
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'addresses', { title: 'meta.title', description: 'meta.description' }),
];

export default function ProfileAddresses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('addresses');
  const to = useLocalizedPath();
  const { addresses } = loaderData;
  return (
    <section className="container page">
      <header className="addresses-head">
        <div>
          <h1>{t('title')}</h1>
          <p className="page__sub">{t('subtitle')}</p>
        </div>
        {addresses.length > 0 && (
          <Link to={to('/profile/addresses/new')} className={buttonClass('primary')}>
            {t('add')}
          </Link>
        )}
      </header>
      <AddressBook addresses={addresses} />
    </section>
  );
}
