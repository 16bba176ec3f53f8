import type { ForwardingOrder } from '@posylka/contract';
import { isNoTrackNumber, type ShipmentState } from '@posylka/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { formatDate } from './format.js';

/** Nova Poshta's public tracking page for an express waybill. */
const npTrackingUrl = (waybill: string) =>
  `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(waybill)}`;

/**
 * The declaration can still be edited while the parcel has not been declared in full: before it
 * reaches the warehouse, or when the warehouse holds it unregistered and waits for the declaration.
 * The edit routes check again on save.
 */
export const EDITABLE_STATES: ReadonlySet<ShipmentState> = new Set(['declared', 'unregistered']);

/**
 * SPEC §2 "head with express waybill and track number" and the actions "back, edit, delete, add or
 * edit the password code".
 */
export function ShowHead({
  order,
  state,
  waybillNumber,
  onDelete,
  onPassword,
}: {
  order: ForwardingOrder;
  state: ShipmentState;
  waybillNumber: string | null;
  onDelete: () => void;
  onPassword: () => void;
}) {
  const { t } = useTranslation('forwardingShow');
  const locale = useLocale();
  const to = useLocalizedPath();
  const company = order.company?.label ?? order.companyName;
  return (
    <>
      <nav aria-label={t('breadcrumbs.label')} className="fw-show__crumbs">
        <ol>
          <li>
            <Link to={to('/orders')}>{t('breadcrumbs.orders')}</Link>
          </li>
          <li aria-current="page">{order.number}</li>
        </ol>
      </nav>
      <header className="fw-show__head">
        <Link to={to('/orders')} className="fw-show__back">
          ← {t('back')}
        </Link>
        <div className="fw-show__title-row">
          <h1>{t('title', { number: order.number })}</h1>
          <span className={`fw-show-badge fw-show-badge--${state}`} data-state={state}>
            {t(`card.status.${state}`, { ns: 'orders' })}
          </span>
        </div>
        <p className="page__sub">
          <span aria-hidden="true">{order.country.icon}</span> {order.country.text}
          {company ? ` · ${company}` : ''}
          {order.name ? ` · ${order.name}` : ''} ·{' '}
          {t('created', { date: formatDate(order.createdAt, locale) })}
        </p>
        <dl className="fw-show__facts">
          <div>
            <dt>{t('head.trackNo')}</dt>
            <dd className="fw-show__code">
              {isNoTrackNumber(order.trackNo) ? t('head.noTrackNo') : order.trackNo}
            </dd>
          </div>
          <div>
            <dt>{t('head.waybill')}</dt>
            <dd className={waybillNumber ? 'fw-show__code' : 'fw-show__muted'}>
              {waybillNumber ? (
                <a href={npTrackingUrl(waybillNumber)} target="_blank" rel="noopener noreferrer">
                  {waybillNumber}
                </a>
              ) : (
                t('head.noWaybill')
              )}
            </dd>
          </div>
          {order.oneTimePassword && (
            <div>
              <dt>{t('head.password')}</dt>
              <dd className="fw-show__code">{order.oneTimePassword}</dd>
            </div>
          )}
        </dl>
        <div className="fw-show__actions" role="group" aria-label={t('head.actions')}>
          {EDITABLE_STATES.has(state) && (
            <Link
              to={to(`/forwarding/edit/${encodeURIComponent(order.id)}`)}
              className={buttonClass('secondary', 'md')}
            >
              {t('head.edit')}
            </Link>
          )}
          {state === 'declared' && (
            <Button variant="secondary" onClick={onPassword}>
              {order.oneTimePassword ? t('head.editPassword') : t('head.addPassword')}
            </Button>
          )}
          <Button variant="ghost" className="fw-show__remove" onClick={onDelete}>
            {t('head.delete')}
          </Button>
        </div>
      </header>
    </>
  );
}
