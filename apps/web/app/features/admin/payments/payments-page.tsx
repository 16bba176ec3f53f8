import {
  endpoints,
  hrefOf,
  type AdminPaymentEntry,
  type AdminPaymentsList,
  type AdminReconciliation,
} from '@posylka/contract';
import {
  formatMoney,
  isCurrencyCode,
  LEDGER_KINDS,
  LEDGER_SERVICES,
  REFUND_REASONS,
  type ConsoleLocale,
} from '@posylka/domain';
import { Link } from 'react-router';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT, type AdminT } from '../admin-i18n.js';
import {
  AdminFilterForm,
  AdminListResults,
  AdminQueryFilter,
  AdminSelectFilter,
  AdminTable,
} from '../admin-list.js';
import { formatDateTime } from '../format.js';
import type { PaymentFilters } from './payments-query.js';

export interface PaymentsPageData {
  filters: PaymentFilters;
  list: AdminPaymentsList;
  /** The last reconciliation; null when the API did not answer (the list still shows). */
  reconciliation: AdminReconciliation | null;
}

/** An amount as the ledger holds it: a known currency formatted, any other with its code. */
function amountText(amount: { amount: string; currency: string }, locale: ConsoleLocale): string {
  return isCurrencyCode(amount.currency)
    ? formatMoney({ amount: amount.amount, currency: amount.currency }, locale)
    : `${amount.amount} ${amount.currency}`;
}

const uah = (amount: string, locale: ConsoleLocale) => formatMoney({ amount, currency: 'UAH' }, locale);

function kindText(entry: AdminPaymentEntry, t: AdminT): string {
  const kind = t(`payments.kinds.${entry.kind}`);
  if (!entry.reason || !(REFUND_REASONS as readonly string[]).includes(entry.reason)) return kind;
  const reason = t(`payments.reasons.${entry.reason as (typeof REFUND_REASONS)[number]}`);
  return `${kind}: ${entry.note ? `${reason} (${entry.note})` : reason}`;
}

function OrderCell({ entry }: { entry: Pick<AdminPaymentEntry, 'service' | 'orderId' | 'orderNumber'> }) {
  const label = entry.orderNumber ?? entry.orderId.slice(0, 8);
  return entry.service === 'buyout' ? (
    <Link to={`/admin/buyouts/${entry.orderId}`}>{label}</Link>
  ) : (
    <>{label}</>
  );
}

/** The daily check of the ledger against the payment systems (decision 014): its last run and findings. */
function ReconciliationSection({ data }: { data: AdminReconciliation | null }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  if (!data) return null;
  const { run, mismatches } = data;
  return (
    <section aria-labelledby="admin-reconciliation-title" data-testid="reconciliation">
      <h2 id="admin-reconciliation-title">{t('payments.reconciliation.title')}</h2>
      {!run ? (
        <p className="admin-notice">{t('payments.reconciliation.none')}</p>
      ) : (
        <>
          <p className={run.status === 'ok' ? 'admin-hint' : 'admin-overdue'} role="status">
            <strong>{t(`payments.reconciliation.status.${run.status}`)}.</strong>{' '}
            {t('payments.reconciliation.run', {
              day: run.day,
              checked: run.checked,
              mismatches: run.mismatches,
            })}{' '}
            {run.finishedAt &&
              t('payments.reconciliation.finished', { date: formatDateTime(run.finishedAt, locale) })}
          </p>
          {run.error && (
            <p className="admin-notice">{t('payments.reconciliation.error', { error: run.error })}</p>
          )}
          {mismatches.length > 0 && (
            <AdminTable
              caption={t('payments.reconciliation.title')}
              columns={[
                t('payments.reconciliation.mismatch'),
                t('payments.order'),
                t('payments.provider'),
                t('payments.reconciliation.reference'),
                t('payments.reconciliation.ledger'),
                t('payments.reconciliation.providerSide'),
                t('payments.reconciliation.detail'),
              ]}
            >
              {mismatches.map((m) => (
                <tr key={m.id} className="admin-table__row--alert">
                  <th scope="row">{t(`payments.reconciliation.kinds.${m.kind}`)}</th>
                  <td>
                    {m.orderId ? (
                      <OrderCell
                        entry={{
                          service: m.service === 'buyout' ? 'buyout' : 'forwarding',
                          orderId: m.orderId,
                          orderNumber: m.orderNumber,
                        }}
                      />
                    ) : (
                      '—'
                    )}
                  </td>
                  <td>{m.provider}</td>
                  <td className="admin-mono">{m.providerRef}</td>
                  <td>
                    {m.ledgerAmount === null
                      ? '—'
                      : amountText({ amount: m.ledgerAmount, currency: m.currency }, locale)}
                  </td>
                  <td>
                    {m.providerAmount === null
                      ? '—'
                      : amountText({ amount: m.providerAmount, currency: m.currency }, locale)}
                  </td>
                  <td>{m.detail || '—'}</td>
                </tr>
              ))}
            </AdminTable>
          )}
        </>
      )}
    </section>
  );
}

/**
 * Payments and refunds (issue 14 item 8): the money ledger's entries of a Kyiv date range with
 * filters, totals per kind in the currency and in hryvnias, the CSV of the range, and the daily
 * reconciliation with the payment systems.
 */
export function PaymentsPage({ data }: { data: PaymentsPageData }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const { filters, list } = data;
  const csv = hrefOf(endpoints.adminPaymentsCsv, { query: { from: list.from, to: list.to } });
  return (
    <section className="admin-page" aria-labelledby="admin-payments-title">
      <h1 id="admin-payments-title">{t('payments.title')}</h1>
      <p className="admin-lead">{t('payments.lead')}</p>
      <AdminFilterForm search resetTo="/admin/payments">
        <div className="field">
          <label className="field__label" htmlFor="admin-payments-from">
            {t('payments.from')}
          </label>
          <input
            id="admin-payments-from"
            name="from"
            type="date"
            className="field__control"
            defaultValue={filters.from}
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="admin-payments-to">
            {t('payments.to')}
          </label>
          <input
            id="admin-payments-to"
            name="to"
            type="date"
            className="field__control"
            defaultValue={filters.to}
          />
        </div>
        <AdminSelectFilter
          id="admin-payments-kind"
          name="kind"
          label={t('payments.kind')}
          defaultValue={filters.kind}
          anyLabel={t('payments.anyKind')}
          options={LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`payments.kinds.${kind}`) }))}
        />
        <AdminSelectFilter
          id="admin-payments-service"
          name="service"
          label={t('payments.service')}
          defaultValue={filters.service}
          anyLabel={t('payments.anyService')}
          options={LEDGER_SERVICES.map((service) => ({
            value: service,
            label: t(`payments.services.${service}`),
          }))}
        />
        <AdminQueryFilter
          id="admin-payments-query"
          name="query"
          type="search"
          label={t('payments.query')}
          defaultValue={filters.query}
        />
      </AdminFilterForm>

      <p>
        <a href={csv} download data-testid="payments-csv">
          {t('payments.csv', { from: list.from, to: list.to })}
        </a>
      </p>

      {list.totals.length > 0 && (
        <div data-testid="payments-totals">
          <h2>{t('payments.totals')}</h2>
          <AdminTable
            caption={t('payments.totals')}
            columns={[t('payments.kind'), t('payments.count'), t('payments.amount'), t('payments.amountUah')]}
          >
            {list.totals.map((total) => (
              <tr key={total.kind}>
                <th scope="row">{t(`payments.kinds.${total.kind}`)}</th>
                <td>{total.count}</td>
                <td>{total.amounts.map((amount) => amountText(amount, locale)).join(' + ')}</td>
                <td>{uah(total.amountUah, locale)}</td>
              </tr>
            ))}
          </AdminTable>
        </div>
      )}

      <AdminListResults
        list={list}
        caption={t('payments.title')}
        columns={[
          t('payments.created'),
          t('payments.order'),
          t('payments.customer'),
          t('payments.kind'),
          t('payments.amount'),
          t('payments.amountUah'),
          t('payments.provider'),
        ]}
      >
        {list.items.map((entry) => (
          <tr key={entry.id} data-testid="payment-entry">
            <td>{formatDateTime(entry.createdAt, locale)}</td>
            <th scope="row">
              <OrderCell entry={entry} />
              <br />
              <span className="admin-hint">{t(`payments.services.${entry.service}`)}</span>
            </th>
            <td>{entry.customerEmail ?? '—'}</td>
            <td>{kindText(entry, t)}</td>
            <td>{amountText(entry.amount, locale)}</td>
            <td>
              {uah(entry.amountUah, locale)}
              {entry.amount.currency !== 'UAH' && (
                <>
                  <br />
                  <span className="admin-hint">{t('payments.rate', { rate: entry.rate })}</span>
                </>
              )}
            </td>
            <td>
              {entry.provider ?? '—'}
              {entry.providerRef && (
                <>
                  <br />
                  <span className="admin-mono admin-hint">{entry.providerRef}</span>
                </>
              )}
            </td>
          </tr>
        ))}
      </AdminListResults>

      <ReconciliationSection data={data.reconciliation} />
    </section>
  );
}
