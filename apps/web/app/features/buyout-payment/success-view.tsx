import { buyoutNeedsDocuments, formatMoney, roundMoney } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { Preloader } from '../../components/ui/preloader.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { useRootData } from '../../root-data.js';
import { SuccessHead } from '../order-core/index.js';
import { CustomsNotice } from './customs-notice.js';
import type { PaymentPageData } from './load-payment-page.js';
import { buyoutPurchaseEvent, useDataLayerOnce } from './payment-events.js';
import { PromoCard } from './promo-card.js';
import { StoreCards } from './store-cards.js';
import { usePaymentCheck } from './use-payment-check.js';

/**
 * SPEC §2 "Buy-out payment pages", success: "the title differs when isEdited is true. The subtitle
 * includes the recipient {email}. If the order total is at least amountCustomsLimit, a notice with an
 * add-documents button (to the passport page) and a close button is shown, and the footer button is
 * add another order. Otherwise the footer button opens the order view. It also shows a promo-code
 * card and a grid of US store cards".
 */
export function PaymentSuccessView({ data }: { data: PaymentPageData }) {
  const { t } = useTranslation('buyoutPayment');
  const locale = useLocale();
  const to = useLocalizedPath();
  const user = useRootData()?.user ?? null;
  const { order, check } = usePaymentCheck(data.order);
  const [noticeOpen, setNoticeOpen] = useState(true);
  useDataLayerOnce(check === 'done' ? buyoutPurchaseEvent(order, data.isEdited) : null);

  const email = order.recipient?.email || user?.email || '';
  const orderPath = to(`/buyout/show/${encodeURIComponent(order.id)}`);
  const limit = data.customsLimit;
  // The limit is in the settings currency, which is the order total's (USD).
  const needsDocuments =
    limit !== null &&
    limit.currency === order.total.currency &&
    buyoutNeedsDocuments(order.total, {
      amountCustomsLimit: limit.amountCustomsLimit,
      currency: order.total.currency,
    });

  if (check === 'checking') {
    return (
      <section className="container page bo-pay">
        <div className="card bo-pay__checking">
          <Preloader label={t('success.checking')} />
          <p>{t('success.checking')}</p>
        </div>
      </section>
    );
  }

  return (
    <section className="container page bo-pay">
      <SuccessHead
        classes={{
          head: 'bo-pay__head',
          check: 'bo-pay__icon bo-pay__icon--success',
          text: 'bo-pay__head-text',
        }}
        title={data.isEdited ? t('success.titleEdited') : t('success.title')}
        subtitle={email ? t('success.subtitle', { email }) : t('success.subtitleNoEmail')}
      />

      {check === 'unknown' && (
        <p className="notice" role="status">
          {t('success.checkUnknown')}
        </p>
      )}

      <div className="card bo-pay__summary">
        <dl className="bo-pay__facts">
          <div>
            <dt>{t('success.order')}</dt>
            {/* Always a way to the order, also when the footer asks for another one (issue 18). */}
            <dd>
              <Link to={orderPath}>{order.number}</Link>
            </dd>
          </div>
          <div>
            <dt>{t('success.total')}</dt>
            <dd>{formatMoney(roundMoney(order.total), locale)}</dd>
          </div>
        </dl>
        {needsDocuments && noticeOpen && (
          <CustomsNotice
            orderId={order.id}
            savedDocument={data.savedDocument}
            onClose={() => setNoticeOpen(false)}
          />
        )}
        <div className="bo-pay__footer">
          {needsDocuments ? (
            <Link to={to('/buyout/checkout')} className={buttonClass('primary', 'lg')}>
              {t('success.addAnother')}
            </Link>
          ) : (
            <Link to={orderPath} className={buttonClass('primary', 'lg')}>
              {t('success.viewOrder')}
            </Link>
          )}
        </div>
      </div>

      <PromoCard />
      <StoreCards cards={data.storeCards} />
    </section>
  );
}
