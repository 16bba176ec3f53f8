import type { Shipment } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';
import { formatDate, formatDateTime } from './format.js';
import { timelineSteps } from './timeline.js';

/**
 * SPEC §2 "status tracking": the main steps from declared to received (done, current, ahead) with
 * the side state as a badge on the current step, and below it every change the parcel went
 * through, newest first.
 */
export function StatusTimeline({ shipment, declaredAt }: { shipment: Shipment; declaredAt: string | null }) {
  const { t } = useTranslation('forwardingShow');
  const locale = useLocale();
  const steps = timelineSteps(shipment, declaredAt);
  const history = [...shipment.timeline].reverse();
  return (
    <section className="card fw-show-timeline" aria-labelledby="fw-show-timeline-title">
      <h2 className="detail-page__section-title" id="fw-show-timeline-title">
        {t('timeline.title')}
      </h2>
      <ol className="fw-show-timeline__steps">
        {steps.map((step) => (
          <li
            key={step.state}
            className={`fw-show-timeline__step fw-show-timeline__step--${step.status}`}
            aria-current={step.status === 'current' ? 'step' : undefined}
            data-step={step.state}
          >
            <span className="fw-show-timeline__dot" aria-hidden="true" />
            <span className="fw-show-timeline__label">
              {t(`card.status.${step.state}`, { ns: 'orders' })}
              <span className="visually-hidden"> ({t(`timeline.${step.status}`)})</span>
            </span>
            {step.at && <time dateTime={step.at}>{formatDate(step.at, locale)}</time>}
            {step.badge && (
              <span className={`fw-show-badge fw-show-badge--${step.badge}`}>
                {t(`card.status.${step.badge}`, { ns: 'orders' })}
              </span>
            )}
          </li>
        ))}
      </ol>
      {history.length > 0 && (
        <details className="fw-show-timeline__history">
          <summary>{t('timeline.history', { count: history.length })}</summary>
          <ol>
            {history.map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
                <span>{t(`events.${entry.event}`)}</span>
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}
