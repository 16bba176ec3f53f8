import type { AdminBuyoutDetail } from '@posylka/contract';
import { formatMoney } from '@posylka/domain';
import { Link, useRevalidator } from 'react-router';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { AuditEntries } from '../audit-entries.js';
import { formatCountdown, formatDateTime, formatPhone } from '../format.js';
import { useNow } from '../use-now.js';
import { ArrivedForm, RefundForm } from './buyout-forms.js';
import { BuyoutLine } from './buyout-line.js';
import { BuyoutMoney } from './buyout-money.js';

export interface BuyoutPageData {
  order: AdminBuyoutDetail;
  loadedAt: string;
}

/**
 * One buy-out order for the buyer (issue 6): the 72-hour deadline, each line with its purchase form,
 * what was paid and given back, refunds, "arrived at the US warehouse", and the order's audit. After
 * every change the page reads the order again (statuses, refundable amount and audit move together).
 */
export function BuyoutPage({ data }: { data: BuyoutPageData }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const now = useNow(data.loadedAt);
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const { order } = data;
  const countdown = order.buyBefore && !order.boughtAt ? formatCountdown(order.buyBefore, now, t) : null;
  return (
    <article className="admin-page admin-buyout" aria-labelledby="admin-buyout-title">
      <Link to="/admin/buyouts" className="admin-back">
        ← {t('buyout.back')}
      </Link>
      <header className="admin-parcel__head">
        <h1 id="admin-buyout-title">{order.number}</h1>
        <span className="admin-badge admin-badge--wait">{t(`buyoutStatus.${order.status}`)}</span>
        <span className="admin-hint">
          {order.name} · {formatMoney(order.total, locale)}
        </span>
      </header>
      <dl className="admin-facts admin-card">
        <div>
          <dt>{t('buyout.customer')}</dt>
          <dd>
            <span className="admin-mono">{order.customer.customerCode}</span> · {order.customer.name || '—'}
            <br />
            <a href={`mailto:${order.customer.email}`}>{order.customer.email}</a>
            {order.customer.phone ? ` · ${formatPhone(order.customer.phone)}` : ''}
          </dd>
        </div>
        {order.recipient && (
          <div>
            <dt>{t('buyout.recipient')}</dt>
            <dd>
              {[order.recipient.lastName, order.recipient.firstName, order.recipient.middleName]
                .filter(Boolean)
                .join(' ')}
              {order.recipient.phoneNumber ? ` · ${formatPhone(order.recipient.phoneNumber)}` : ''}
            </dd>
          </div>
        )}
        {order.address && (
          <div>
            <dt>{t('buyout.address')}</dt>
            <dd>
              {t(`parcel.warehouseType.${order.address.warehouseType}`)}: {order.address.fullAddress}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('buyout.paidAt')}</dt>
          <dd>{formatDateTime(order.paidAt, locale)}</dd>
        </div>
        <div>
          <dt>{t('buyout.buyBefore')}</dt>
          <dd>
            {formatDateTime(order.buyBefore, locale)}
            {countdown && (
              <span className={countdown.overdue || order.overdue ? ' admin-overdue' : ' admin-hint'}>
                {' '}
                ({countdown.text})
              </span>
            )}
          </dd>
        </div>
      </dl>

      <div className="admin-parcel__grid">
        <div className="admin-parcel__main">
          <section aria-labelledby="admin-buyout-lines">
            <h2 id="admin-buyout-lines">
              {t('buyout.lines')} ·{' '}
              {t('buyouts.linesValue', { done: order.linesDone, total: order.linesTotal })}
            </h2>
            <ul className="admin-lines">
              {order.lines.map((line) => (
                <BuyoutLine key={line.id} orderId={order.id} line={line} onChanged={refresh} />
              ))}
            </ul>
          </section>
          <section className="admin-card" aria-labelledby="admin-buyout-audit">
            <h2 id="admin-buyout-audit">{t('buyout.audit')}</h2>
            <AuditEntries entries={order.audit} />
          </section>
        </div>
        <aside className="admin-parcel__side">
          <ArrivedForm order={order} onDone={refresh} />
          <RefundForm key={order.refundable.amount} order={order} onDone={refresh} />
          <BuyoutMoney order={order} />
        </aside>
      </div>
    </article>
  );
}
