import { endpoints, isApiError, type OrderListResponse } from '@posylka/contract';
import { pageCount } from '@posylka/domain';
import { useTranslation } from '../i18n/use-translation.js';
import { lazy, Suspense } from 'react';
import { redirect } from 'react-router';
import type { Route } from './+types/orders';
import { serverApi } from '../api/server-api.js';
import {
  EmailReminder,
  Onboarding,
  onboardingHidden,
  OrdersEmpty,
  OrdersList,
  ordersApiQuery,
  ordersQueryString,
  parseOrdersQuery,
  type OrdersCountryOption,
} from '../features/orders/index.js';
import { PhoneCard } from '../features/phone-verification/index.js';
import { localeFromPath, localizePath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';
import { signInRedirect } from '../api/sign-in-redirect.js';

// Below the list, rendered by the server with the page and hydrated when their scripts arrive: the
// page's first scripts are the list's only (Lighthouse counts every script that ends before the
// first paint against it), and their hydration runs apart from the page's.
const CabinetWidgets = lazy(() =>
  import('../features/cabinet-widgets/index.js').then((m) => ({ default: m.CabinetWidgets })),
);
const MyAddressCompact = lazy(() =>
  import('../features/my-address/index.js').then((m) => ({ default: m.MyAddressCompact })),
);

/**
 * Signed-in only: a visitor goes to the login page and comes back here afterwards. The list's state
 * is in the address (tab, page, type, country, search), so this loader fetches the page of orders
 * with the counters, and the countries for the filter, in parallel.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const api = serverApi(context, locale);
  const query = parseOrdersQuery(url.searchParams);
  try {
    const [me, list, countries] = await Promise.all([
      api.personal.me(),
      api
        .call(endpoints.listOrders, { query: ordersApiQuery(query) })
        .catch((error: unknown): OrderListResponse | null => {
          if (isApiError(error) && error.status === 401) throw error;
          return null;
        }),
      api.extra
        .countries()
        .then((all) => all.map((c): OrdersCountryOption => ({ code: c.code, text: c.text, icon: c.icon })))
        .catch((): OrdersCountryOption[] => []),
    ]);
    // A page past the end (an old link after orders were removed or archived) goes to the last page.
    if (list && list.total > 0 && query.page > pageCount(list.total, list.countPerPage)) {
      const last = { ...query, page: pageCount(list.total, list.countPerPage) };
      throw redirect(localizePath('/orders', locale) + ordersQueryString(last));
    }
    return { me, list, query, countries, onboardingHidden: onboardingHidden(request.headers.get('cookie')) };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw signInRedirect(url, locale);
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'orders', { title: 'meta.title', description: 'meta.description' }),
];

export default function Orders({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('orders');
  const { me, list, query, countries, onboardingHidden: hideOnboarding } = loaderData;
  // The onboarding slider and the "nothing here yet" card are for a customer with no orders at all.
  const noOrders = list !== null && list.numberOfOrders === 0;
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
      {noOrders && <Onboarding hidden={hideOnboarding} />}
      {/* The list is what the page is for: it comes before the cabinet widgets. */}
      {list === null ? (
        <p className="notice notice--error" role="alert">
          {t('list.error')}
        </p>
      ) : noOrders ? (
        <div className="card">
          <OrdersEmpty />
        </div>
      ) : (
        <OrdersList query={query} list={list} countries={countries} />
      )}
      <Suspense fallback={null}>
        <CabinetWidgets />
        <MyAddressCompact />
      </Suspense>
    </section>
  );
}
