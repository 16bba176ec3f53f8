import type { OrderListItem } from '@posylka/contract';
import { buyoutOrderNameIn, formatMoney, LOCALE_TAGS, roundMoney, type Locale } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.js';
import { Checkbox } from '../../components/ui/checkbox.js';
import { CountryFlag } from '../../components/flags/index.js';
import { useLocale, useLocalizedPath } from '../../i18n/use-locale.js';

export type OrderAction = 'archive' | 'unarchive' | 'remove' | 'cancelConsolidation';

/** The card's consolidation checkbox (SPEC §8 consolidation): only on parcels that can be joined. */
export interface CardSelection {
  checked: boolean;
  /** Another country's parcel is already picked. */
  disabled: boolean;
  onToggle: () => void;
}

// Dates in Kyiv time, so the server-rendered card and the browser's agree wherever the browser is.
function formatDate(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(iso));
}

/**
 * Where the card leads: a buy-out to its page, a forwarding draft back to the wizard (it has nothing
 * to track yet), any other parcel to its detail page (SPEC §2 forwarding-show).
 */
function orderPath(order: OrderListItem): string {
  if (order.type === 'buyout') return `/buyout/show/${order.id}`;
  if (order.status === 'draft') return `/forwarding/edit/${order.id}`;
  return `/forwarding/show/${order.id}`;
}

/** The main button: an unpaid buy-out goes back to its checkout; anything else where the card leads. */
function actionPath(order: OrderListItem): string {
  if (order.type === 'buyout' && order.status === 'draft') {
    return `/buyout/checkout?orderId=${encodeURIComponent(order.id)}`;
  }
  return orderPath(order);
}

/**
 * One order of the list: number, status, country and shop, track number, goods and delivery, with
 * the way on (continue or edit) and the archive and delete actions.
 */
export function OrderCard({
  order,
  busy,
  onAction,
  selection,
}: {
  order: OrderListItem;
  /** An action on this order is running: its buttons wait. */
  busy: OrderAction | null;
  onAction: (order: OrderListItem, action: OrderAction) => void;
  selection?: CardSelection | undefined;
}) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const to = useLocalizedPath();
  const titleId = `order-${order.id}-title`;
  const total = formatMoney(roundMoney(order.itemsTotal), locale);
  const isDraft = order.status === 'draft';
  const isBuyout = order.type === 'buyout';
  return (
    <article className="order-card" aria-labelledby={titleId} data-testid="order-card">
      <header className="order-card__head">
        <div className="order-card__heading">
          <CountryFlag code={order.country.id} size={28} />
          <h3 id={titleId} className="order-card__title">
            <Link to={to(orderPath(order))}>{t('card.title', { number: order.number })}</Link>
          </h3>
        </div>
        <div className="order-card__badges">
          <span className={`order-card__status order-card__status--${order.status}`}>
            {/* A buy-out says where its payment stands (awaiting payment, canceled, refunded...). */}
            {order.buyoutStatus
              ? t(`status.${order.buyoutStatus}`, { ns: 'buyoutShow' })
              : t(`card.status.${order.status}`)}
          </span>
          {order.isArchived && <span className="order-card__status">{t('card.archivedBadge')}</span>}
        </div>
      </header>
      <p className="order-card__sub">
        {t(`card.type.${order.type}`)} · {order.country.text}
        {order.company ? ` · ${order.company}` : ''} ·{' '}
        {/* A buy-out card is unpaid (draft) or placed: its lifecycle is told on its own page. */}
        {isBuyout
          ? t(`card.buyoutStatusHint.${order.status === 'draft' ? 'draft' : 'declared'}`)
          : t(`card.statusHint.${order.status}`)}
      </p>
      {order.name && (
        <p className="order-card__name">{isBuyout ? buyoutOrderNameIn(order.name, locale) : order.name}</p>
      )}
      <dl className="order-card__facts">
        {!isBuyout && (
          <div>
            <dt>{t('card.trackNo')}</dt>
            <dd className={order.trackNo ? 'order-card__track' : 'order-card__muted'}>
              {order.trackNo ?? t('card.noTrackNo')}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('card.goods')}</dt>
          <dd className={order.itemsCount ? undefined : 'order-card__muted'}>
            {order.itemsCount ? t('card.items', { count: order.itemsCount, total }) : t('card.noItems')}
          </dd>
        </div>
        {order.consigneeAddress && (
          <div className="order-card__wide">
            <dt>{t('card.address')}</dt>
            <dd>{order.consigneeAddress.fullAddress}</dd>
          </div>
        )}
      </dl>
      <footer className="order-card__foot">
        {selection && (
          <Checkbox
            className="order-card__select"
            label={t('consolidation.select')}
            checked={selection.checked}
            disabled={selection.disabled}
            title={selection.disabled ? t('consolidation.otherCountry') : undefined}
            onChange={selection.onToggle}
          />
        )}
        <span className="order-card__date">
          {t('card.created', { date: formatDate(order.createdAt, locale) })}
        </span>
        <div
          className="order-card__actions"
          role="group"
          aria-label={t('card.actionsLabel', { number: order.number })}
        >
          <Link to={to(actionPath(order))} className={buttonClass(isDraft ? 'primary' : 'secondary', 'sm')}>
            {isDraft ? t('card.continue') : t('card.view')}
          </Link>
          {order.status === 'consolidated' && !isBuyout && (
            <Button
              variant="secondary"
              size="sm"
              loading={busy === 'cancelConsolidation'}
              disabled={busy !== null}
              onClick={() => onAction(order, 'cancelConsolidation')}
            >
              {t('consolidation.cancelAction')}
            </Button>
          )}
          {/* Both kinds of order are archived and removed alike (the delete rule is per kind). */}
          <Button
            variant="ghost"
            size="sm"
            loading={busy === 'archive' || busy === 'unarchive'}
            disabled={busy !== null}
            onClick={() => onAction(order, order.isArchived ? 'unarchive' : 'archive')}
          >
            {order.isArchived ? t('card.unarchive') : t('card.archive')}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="order-card__remove"
            loading={busy === 'remove'}
            disabled={busy !== null}
            onClick={() => onAction(order, 'remove')}
          >
            {t('card.remove')}
          </Button>
        </div>
      </footer>
    </article>
  );
}
