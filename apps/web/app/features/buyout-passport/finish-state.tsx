import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { SuccessCheck } from '../order-core/index.js';

/**
 * SPEC §2 "The finish state thanks the user. When an order id exists it offers add another order
 * (/buyout/checkout) and view orders (/buyout/show/{orderId})."
 */
export function FinishState({ orderId }: { orderId: string | null }) {
  const { t } = useTranslation('buyoutPassport');
  const to = useLocalizedPath();
  const title = useRef<HTMLHeadingElement>(null);
  // The form the customer was at the bottom of is gone: move focus (and the view) to the thanks.
  useEffect(() => title.current?.focus(), []);
  return (
    <div className="card bo-passport-finish" role="status">
      <SuccessCheck className="bo-passport-finish__check" />
      <h2 className="bo-passport-finish__title" ref={title} tabIndex={-1}>
        {t('finish.title')}
      </h2>
      <p>{t('finish.text')}</p>
      {orderId && (
        <div className="bo-passport-finish__actions">
          <Link to={to('/buyout/checkout')} className={buttonClass('primary', 'lg')}>
            {t('finish.addAnother')}
          </Link>
          <Link
            to={to(`/buyout/show/${encodeURIComponent(orderId)}`)}
            className={buttonClass('secondary', 'lg')}
          >
            {t('finish.viewOrder')}
          </Link>
        </div>
      )}
    </div>
  );
}
