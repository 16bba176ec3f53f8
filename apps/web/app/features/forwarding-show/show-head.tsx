import type { ForwardingOrder } from '@posylka/contract';
import {
  canEditDeclaration,
  canSetOneTimePassword,
  isNoTrackNumber,
  type ShipmentState,
} from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.js';
import { CountryFlag } from '../../components/flags/index.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';
import { OrderPageHead } from '../order-core/index.js';
import { formatDate } from './format.js';

/** Nova Poshta's public tracking page for an express waybill. */
const npTrackingUrl = (waybill: string) =>
  `https://novaposhta.ua/tracking/?cargo_number=${encodeURIComponent(waybill)}`;

/**
 * SPEC §2 "head with express waybill and track number" and the actions "back, edit, delete, add or
 * edit the password code". Which actions show is the domain's page rules (lifecycle/page-rules).
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
  /** null when the parcel cannot be deleted: no Delete is offered. */
  onDelete: (() => void) | null;
  onPassword: () => void;
}) {
  const { t } = useTranslation('forwardingShow');
  const locale = useLocale();
  const to = useLocalizedPath();
  const company = order.company?.label ?? order.companyName;
  return (
    <OrderPageHead
      ns="forwardingShow"
      number={order.number}
      className="fw-show__head"
      status={
        <span className={`fw-show-badge fw-show-badge--${state}`} data-state={state}>
          {t(`card.status.${state}`, { ns: 'orders' })}
        </span>
      }
    >
      <p className="page__sub">
        <CountryFlag code={order.country.id} /> {order.country.text}
        {company ? ` · ${company}` : ''}
        {order.name ? ` · ${order.name}` : ''} · {t('created', { date: formatDate(order.createdAt, locale) })}
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
          <dd className={waybillNumber ? 'fw-show__code' : 'detail-page__muted'}>
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
      <div className="detail-page__actions fw-show__actions" role="group" aria-label={t('head.actions')}>
        {canEditDeclaration(state) && (
          <Link
            to={to(`/forwarding/edit/${encodeURIComponent(order.id)}`)}
            className={buttonClass('secondary', 'md')}
          >
            {t('head.edit')}
          </Link>
        )}
        {canSetOneTimePassword(state) && (
          <Button variant="secondary" onClick={onPassword}>
            {order.oneTimePassword ? t('head.editPassword') : t('head.addPassword')}
          </Button>
        )}
        {onDelete && (
          <Button variant="ghost" className="fw-show__remove" onClick={onDelete}>
            {t('head.delete')}
          </Button>
        )}
      </div>
    </OrderPageHead>
  );
}
