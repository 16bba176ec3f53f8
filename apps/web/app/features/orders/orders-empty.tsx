import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';

/** No orders yet: say so and offer the two ways to start. */
export function OrdersEmpty() {
  const { t } = useTranslation('orders');
  const to = useLocalizedPath();
  return (
    <div className="empty-state">
      <svg className="empty-state__art" viewBox="0 0 120 100" aria-hidden="true" focusable="false">
        <path
          d="M10 30 L60 10 L110 30 L110 80 L60 98 L10 80 Z"
          fill="#e6eefc"
          stroke="#1f5fd6"
          strokeWidth="3"
          strokeLinejoin="round"
        />
        <path
          d="M10 30 L60 50 L110 30 M60 50 L60 98"
          fill="none"
          stroke="#1f5fd6"
          strokeWidth="3"
          strokeLinejoin="round"
        />
      </svg>
      <h2>{t('empty.title')}</h2>
      <p>{t('empty.text')}</p>
      <div className="empty-state__actions">
        <Link to={to('/forwarding/declaration')} className={buttonClass('primary')}>
          {t('declareParcel')}
        </Link>
        <Link to={to('/buyout/checkout')} className={buttonClass('secondary')}>
          {t('orderBuyout')}
        </Link>
      </div>
    </div>
  );
}
