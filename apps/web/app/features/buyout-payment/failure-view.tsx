import { buyoutEditMode, formatMoney, roundMoney } from '@posylka/domain';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { ExitModal } from './exit-modal.js';
import type { PaymentPageData } from './load-payment-page.js';
import { buyoutPaymentFailedEvent, useDataLayerOnce } from './payment-events.js';
import { PromoCard } from './promo-card.js';
import { useRetryPayment } from './use-retry-payment.js';

/**
 * SPEC §2 "Failure: a sad-face message, an edit-order button, a retry-payment button, a promo-code
 * card, an exit modal, and an analytics event"; §8 "Payment failure: title and subtitle, retry
 * button, edit-order button".
 */
export function PaymentFailureView({ data }: { data: PaymentPageData }) {
  const { t } = useTranslation('buyoutPayment');
  const locale = useLocale();
  const to = useLocalizedPath();
  const { order } = data;
  const [exitOpen, setExitOpen] = useState(false);
  const { retry, pending } = useRetryPayment(order.id, data.paymentSystem);
  useDataLayerOnce(buyoutPaymentFailedEvent(order));

  return (
    <section className="container page bo-pay">
      <header className="bo-pay__head">
        <span className="bo-pay__icon bo-pay__icon--failure" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="36" height="36">
            <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
            <circle cx="8.5" cy="9.5" r="1.3" fill="currentColor" />
            <circle cx="15.5" cy="9.5" r="1.3" fill="currentColor" />
            <path
              d="M7.5 17c1.2-1.8 2.7-2.6 4.5-2.6s3.3.8 4.5 2.6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </span>
        <div className="bo-pay__head-text">
          <h1>{t('failure.title')}</h1>
          <p className="page__sub">{t('failure.subtitle')}</p>
        </div>
        <button type="button" className="bo-pay__exit" onClick={() => setExitOpen(true)}>
          {t('exit.open')}
        </button>
      </header>

      <div className="card bo-pay__summary">
        <dl className="bo-pay__facts">
          <div>
            <dt>{t('success.order')}</dt>
            <dd>{order.number}</dd>
          </div>
          <div>
            <dt>{t('failure.toPay')}</dt>
            <dd>{formatMoney(roundMoney(order.total), locale)}</dd>
          </div>
        </dl>
        <p className="bo-pay__hint">{t('failure.hint')}</p>
        <div className="bo-pay__footer">
          <Button size="lg" onClick={() => void retry()} loading={pending}>
            {t('failure.retry')}
          </Button>
          {/* Issue 14: the unpaid order opens in the checkout as a draft, every line editable; its next
              payment gets a new link (domain buyoutEditMode). */}
          {buyoutEditMode(order.status) !== null && (
            <Link
              to={`${to('/buyout/checkout')}?orderId=${encodeURIComponent(order.id)}`}
              className={buttonClass('secondary', 'lg')}
            >
              {t('failure.edit')}
            </Link>
          )}
        </div>
      </div>

      <PromoCard />
      <ExitModal
        open={exitOpen}
        onClose={() => setExitOpen(false)}
        onRetry={() => void retry()}
        retrying={pending}
      />
    </section>
  );
}
