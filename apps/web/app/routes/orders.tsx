import { isApiError } from '@posylka/contract';
import { useTranslation } from 'react-i18next';
import { redirect } from 'react-router';
import type { Route } from './+types/orders';
import { serverApi } from '../api/server-api.js';
import { EmailReminder, Onboarding, onboardingHidden, OrdersEmpty } from '../features/orders/index.js';
import { MyAddressCompact } from '../features/my-address/index.js';
import { CabinetWidgets } from '../features/cabinet-widgets/index.js';
import { PhoneCard } from '../features/phone-verification/index.js';
import { localeFromPath, localizePath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';

/** Signed-in only: a visitor goes to the login page and comes back here afterwards. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  try {
    const me = await serverApi(context, locale).personal.me();
    return { me, onboardingHidden: onboardingHidden(request.headers.get('cookie')) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      const next = encodeURIComponent(url.pathname + url.search);
      throw redirect(`${localizePath('/login', locale)}?next=${next}`);
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'orders', { title: 'meta.title', description: 'meta.description' }),
  { name: 'robots', content: 'noindex' },
];

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('orders');
  const { me, onboardingHidden: hideOnboarding } = loaderData;
  return (
    <section className="container page">
      <header className="page__head">
        <h1>{t('title')}</h1>
        <p className="page__sub">
          {t('greeting', { email: me.email })} · {t('customerCode', { code: me.customerCode })}
        </p>
      </header>
      {!me.emailVerified && <EmailReminder email={me.email} />}
      <PhoneCard me={me} />
      {/* No orders exist yet for anyone (the page always shows OrdersEmpty), so the onboarding
          slider shows with it; it belongs with the empty state once orders are listed. */}
      <Onboarding hidden={hideOnboarding} />
      <CabinetWidgets />
      <div className="card">
        <OrdersEmpty />
      </div>
      <MyAddressCompact />
    </section>
  );
}
