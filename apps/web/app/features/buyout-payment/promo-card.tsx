import { formatMoney, LOCALE_TAGS, roundMoney, type Locale } from '@posylka/domain';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { buttonClass } from '../../components/ui/button.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { paymentPageApi } from './payment-api.js';

/** The offer's end in the page's language, Kyiv time, so it reads the same wherever the browser is. */
export function formatOfferEnd(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(iso));
}

/**
 * SPEC §2 payment pages "a promo-code card": the customer's discount for the next order (SPEC §9
 * "Promo: 100 UAH off delivery, valid 2 hours after success or 3 days after failure"), which the
 * payment callback gives with the result and the server serves as the churn offer (GET
 * /churn/active). The declaration wizard and the buy-out checkout apply it by themselves, as the
 * masked placeholder, so the card says how much, until when, and leads to a new parcel. Nothing is
 * shown without an offer, or once it has ended.
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
  const until = formatOfferEnd(offer.expiredAt, locale);
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
      <Link to={to('/forwarding/declaration')} className={buttonClass('secondary', 'md')}>
        {t('promo.startParcel')}
      </Link>
    </aside>
  );
}
