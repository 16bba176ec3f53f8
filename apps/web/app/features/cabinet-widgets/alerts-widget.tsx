import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { PromoCodeDisplay } from './promo-code.js';
import { useAlerts, useCloseAlert } from './queries.js';

/** SPEC §2 alerts widget: the customer's open alerts from the server; × closes one for good (POST). */
export function AlertsWidget() {
  const { t } = useTranslation('widgets');
  const to = useLocalizedPath();
  const alerts = useAlerts();
  const close = useCloseAlert();
  // Alerts are a courtesy: while loading or on failure the cabinet simply shows none.
  if (!alerts.data || alerts.data.length === 0) return null;
  return (
    <section className="cabinet-alerts" aria-label={t('alerts.label')}>
      {alerts.data.map((alert) => (
        <div
          key={alert.id}
          className={`cabinet-alert cabinet-alert--${alert.kind}`}
          data-testid="cabinet-alert"
        >
          <div className="cabinet-alert__body">
            <p className="cabinet-alert__title">{alert.title}</p>
            <p className="cabinet-alert__text">{alert.text}</p>
            {alert.promoCode && <PromoCodeDisplay code={alert.promoCode} />}
            {alert.link && (
              <Link className="cabinet-alert__link" to={to(alert.link)}>
                {t('alerts.open')}
              </Link>
            )}
          </div>
          <button
            type="button"
            className="cabinet-alert__close"
            aria-label={t('alerts.close', { title: alert.title })}
            onClick={() => close.mutate(alert.id)}
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
