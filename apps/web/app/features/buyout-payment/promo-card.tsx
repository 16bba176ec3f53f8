import { formatMoney, LOCALE_TAGS, roundMoney } from '@posylka/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { buttonClass } from '../../components/ui/button.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { paymentPageApi } from './payment-api.js';

/**
 * SPEC §2 payment pages "a promo-code card": the customer's discount for the next order (SPEC §9
 * "Promo: 100 UAH off delivery, valid 2 hours after success or 3 days after failure"), as the server
 * holds it (GET /churn/active). It is applied by itself at checkout, where it shows as the masked
 * placeholder, so the card only says how much and until when. Nothing is shown without an offer.
 */
export function PromoCard() {
  const { t } = useTranslation('buyoutPayment');
  const api = useApi();
  const locale = useLocale();
  const to = useLocalizedPath();
  const churn = useQuery({
    queryKey: ['churn', 'active'],
    queryFn: () => paymentPageApi.churn(api),
    staleTime: 60_000,
  });
  const offer = churn.data?.offer;
  if (!offer || new Date(offer.expiredAt).getTime() <= Date.now()) return null;
  const until = new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(offer.expiredAt));
  return (
    <aside className="card bo-pay-promo" aria-labelledby="bo-pay-promo-title">
      <p className="bo-pay-promo__badge" aria-hidden="true">
        %
      </p>
      <div className="bo-pay-promo__text">
        <h2 className="bo-pay-promo__title" id="bo-pay-promo-title">
          {t('promo.title', { amount: formatMoney(roundMoney(offer.discountAmount), locale) })}
        </h2>
        <p>{t('promo.text', { until })}</p>
      </div>
      <Link to={to('/buyout/checkout')} className={buttonClass('secondary', 'md')}>
        {t('promo.use')}
      </Link>
    </aside>
  );
}
