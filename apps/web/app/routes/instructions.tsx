import { BUYOUT_RULES, formatMoney, formatPercent } from '@posylka/domain';
import { useTranslation } from '../i18n/use-translation.js';
import type { Route } from './+types/instructions';
import { serverApi } from '../api/server-api.js';
import { Instructions, type InstructionsFigures } from '../features/content-pages/index.js';
import { loadBuyoutFeeTexts } from '../features/home/index.js';
import { localeFromPath } from '../i18n/locale-path.js';
import { pageMeta } from '../i18n/meta.js';

/**
 * The buy-out figures of the steps, written on the server: the fee promise from the stored settings
 * (as the home page's) and the over-price terms, so the page's first load carries no decimal.js.
 */
export async function loader({ request, context }: Route.LoaderArgs): Promise<InstructionsFigures> {
  const locale = localeFromPath(new URL(request.url).pathname);
  return {
    buyoutFees: await loadBuyoutFeeTexts(serverApi(context, locale), locale),
    overPrice: {
      percent: formatPercent(BUYOUT_RULES.overPricePercent, locale),
      max: formatMoney({ amount: BUYOUT_RULES.overPriceMaxUsd, currency: 'USD' }, locale, {
        wholeWithoutCents: true,
      }),
    },
  };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'pages', {
    title: 'instructions.meta.title',
    description: 'instructions.meta.description',
  });

export default function InstructionsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation('pages');
  return (
    <div className="container page">
      <header className="page__head">
        <h1>{t('instructions.title')}</h1>
        <p className="page__sub">{t('instructions.lead')}</p>
      </header>
      <Instructions figures={loaderData} />
    </div>
  );
}
