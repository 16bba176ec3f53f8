import { isApiError } from '@posylka/contract';
import { formatMoney } from '@posylka/domain';
import { useTranslation } from '../i18n/use-translation.js';
import { Link } from 'react-router';
import type { Route } from './+types/bonuses';
import { serverApi } from '../api/server-api.js';
import { BonusHistory } from '../features/cabinet-widgets/index.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';
import { useLocale, useLocalizedPath } from '../i18n/use-locale.js';
import { signInRedirect } from '../api/sign-in-redirect.js';

/** SPEC §2 bonuses page: signed-in only; the history is server-rendered. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const locale = localeFromPath(url.pathname);
  try {
    return { history: await serverApi(context, locale).loyalty.history() };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      throw signInRedirect(url, locale);
    }
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'widgets', {
    title: 'bonusesPage.meta.title',
    description: 'bonusesPage.meta.description',
  }),
];

export default function BonusesPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('widgets');
  const locale = useLocale();
  const to = useLocalizedPath();
  const { history } = loaderData;
  return (
    <section className="container page">
      <header className="page__head">
        <h1>{t('bonusesPage.title')}</h1>
        <p className="page__sub">
          {t('bonuses.balance')}: <strong>{formatMoney(history.totals.balance, locale)}</strong>
        </p>
      </header>
      <div className="card">
        <BonusHistory history={history} />
      </div>
      <section className="section" aria-labelledby="bonuses-how">
        <h2 id="bonuses-how">{t('bonusesPage.howTitle')}</h2>
        <p>{t('bonuses.rule')}</p>
        <Link to={to('/faq/360016350927')}>{t('bonusesPage.more')}</Link>
      </section>
    </section>
  );
}
