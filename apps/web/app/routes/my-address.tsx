import { endpoints, isApiError } from '@posylka/contract';
import { useTranslation } from '../i18n/use-translation.js';
import { redirect } from 'react-router';
import type { Route } from './+types/my-address';
import { serverApi } from '../api/server-api.js';
import { COUNTRY_PARAM, DEFAULT_COUNTRY, MyAddressView } from '../features/my-address/index.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';
import { signInRedirect } from '../api/sign-in-redirect.js';

/**
 * Signed-in only (a visitor goes to login and comes back). `_country` picks the country, US by
 * default; an unknown code (a hand-edited link) lands on the default country instead of an error.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  const code =
    (url.searchParams.get(COUNTRY_PARAM) ?? DEFAULT_COUNTRY).trim().toUpperCase() || DEFAULT_COUNTRY;
  const api = serverApi(context, locale);
  try {
    const [set, countries, companies] = await Promise.all([
      api.stockAddresses.list(code),
      api.extra.countries(),
      api.call(endpoints.companies, { query: { countryCode: code } }),
    ]);
    return {
      set,
      countries: countries.map((c) => ({ code: c.code, text: c.text })),
      companies,
    };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw signInRedirect(url, locale);
    }
    if (isApiError(error) && error.status === 422 && code !== DEFAULT_COUNTRY) {
      url.searchParams.set(COUNTRY_PARAM, DEFAULT_COUNTRY);
      throw redirect(url.pathname + url.search);
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'myAddress', { title: 'meta.title', description: 'meta.description' }),
];

export default function MyAddress({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('myAddress');
  const { set, countries, companies } = loaderData;
  return (
    <section className="container page">
      <header className="page__head">
        <h1>{t('title')}</h1>
        <p className="page__sub">{t('intro', { code: set.recipient.customerCode })}</p>
      </header>
      <MyAddressView key={set.country.code} set={set} countries={countries} companies={companies} />
    </section>
  );
}
