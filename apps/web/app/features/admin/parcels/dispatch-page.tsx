import type { AdminDispatchResult } from '@posylka/contract';
import { formatWeight } from '@posylka/domain';
import { useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import { useApi } from '../../../api/api-provider.js';
import { Button } from '../../../components/ui/button.js';
import { useToasts } from '../../../components/toasts/toast-context.js';
import { adminApi } from '../admin-api.js';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { AdminFilterForm, AdminSelectFilter, AdminTable } from '../admin-list.js';
import { countryOptions, type CountryOption } from '../countries.js';
import { formatDateTime } from '../format.js';
import { StateBadge } from '../state-badge.js';
import type { DispatchCandidates } from './dispatch-load.js';

export interface DispatchPageData extends DispatchCandidates {
  country: string;
  countries: readonly CountryOption[];
}

/**
 * Dispatch a batch (issue 5): tick the parcels leaving the warehouse and send them in one request;
 * every parcel answers on its own (one that moved meanwhile fails alone), shown per line.
 */
export function DispatchPage({ data }: { data: DispatchPageData }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const api = useApi();
  const toasts = useToasts();
  const revalidator = useRevalidator();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The answer with the numbers of the parcels sent: refused ones may leave the list on the re-read
  // (a refusal by the parcel rules holds the parcel), and their lines still name them.
  const [result, setResult] = useState<{
    answer: AdminDispatchResult;
    numbers: ReadonlyMap<string, string>;
  } | null>(null);
  const [pending, setPending] = useState(false);
  const numbers = new Map(data.parcels.map((p) => [p.id, p.number]));
  const allSelected = data.parcels.length > 0 && data.parcels.every((p) => selected.has(p.id));

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const dispatch = async () => {
    setPending(true);
    try {
      const answer = await adminApi.dispatch(api, [...selected]);
      setResult({ answer, numbers });
      setSelected(new Set());
      toasts.show({
        kind: answer.failed === 0 ? 'success' : 'info',
        text: t('dispatch.summary', { dispatched: answer.dispatched, failed: answer.failed }),
      });
      void revalidator.revalidate();
    } catch {
      // The client showed the error toast.
    } finally {
      setPending(false);
    }
  };

  return (
    <section className="admin-page" aria-labelledby="admin-dispatch-title">
      <h1 id="admin-dispatch-title">{t('dispatch.title')}</h1>
      <p className="admin-lead">{t('dispatch.lead')}</p>
      <AdminFilterForm submitVariant="secondary">
        <AdminSelectFilter
          id="admin-dispatch-country"
          name="country"
          label={t('dispatch.country')}
          defaultValue={data.country}
          anyLabel={t('common.anyCountry')}
          options={countryOptions(data.countries)}
        />
      </AdminFilterForm>

      {result && <DispatchResults result={result.answer} numbers={result.numbers} />}

      {data.parcels.length === 0 ? (
        <p className="admin-notice">{t('dispatch.empty')}</p>
      ) : (
        <>
          {data.total > data.parcels.length && (
            <p className="admin-hint">{t('dispatch.truncated', { count: data.parcels.length })}</p>
          )}
          <AdminTable
            columns={[
              <input
                key="all"
                type="checkbox"
                aria-label={t('dispatch.selectAll')}
                checked={allSelected}
                onChange={() => setSelected(allSelected ? new Set() : new Set(data.parcels.map((p) => p.id)))}
              />,
              t('common.number'),
              t('common.customer'),
              t('common.country'),
              t('common.state'),
              t('common.weight'),
              t('parcels.received'),
            ]}
          >
            {data.parcels.map((p) => (
              <tr key={p.id} className={selected.has(p.id) ? 'admin-table__row--picked' : undefined}>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('dispatch.pick', { number: p.number })}
                    checked={selected.has(p.id)}
                    onChange={() => toggle(p.id)}
                  />
                </td>
                <th scope="row">
                  <Link to={`/admin/parcels/${p.id}`}>{p.number}</Link>
                </th>
                <td className="admin-mono">{p.customer.customerCode}</td>
                <td>{p.countryCode}</td>
                <td>
                  <StateBadge state={p.state} />
                  {p.consolidationId && <span className="admin-hint"> {p.consolidationId.slice(0, 8)}</span>}
                </td>
                <td>{p.weightKg ? formatWeight(p.weightKg, locale) : '—'}</td>
                <td>{formatDateTime(p.receivedAt, locale)}</td>
              </tr>
            ))}
          </AdminTable>
          <div className="admin-actions admin-actions--sticky">
            <span aria-live="polite">{t('dispatch.selected', { count: selected.size })}</span>
            <Button onClick={() => void dispatch()} disabled={selected.size === 0} loading={pending}>
              {t('dispatch.submit')}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}

function DispatchResults({
  result,
  numbers,
}: {
  result: AdminDispatchResult;
  numbers: ReadonlyMap<string, string>;
}) {
  const t = useAdminT();
  return (
    <section className="admin-card" aria-labelledby="admin-dispatch-results">
      <h2 id="admin-dispatch-results">{t('dispatch.results')}</h2>
      <p>{t('dispatch.summary', { dispatched: result.dispatched, failed: result.failed })}</p>
      <ul className="admin-results">
        {result.results.map((line) => (
          <li key={line.orderId} className={line.ok ? 'admin-results__ok' : 'admin-results__failed'}>
            <strong>
              <Link to={`/admin/parcels/${line.orderId}`}>
                {line.ok ? line.number : (numbers.get(line.orderId) ?? line.orderId)}
              </Link>
            </strong>
            : {/* A refusal by the parcel rules names every rule the parcel breaks (issue 13). */}
            {line.ok ? t('dispatch.ok') : line.errorDescription}
          </li>
        ))}
      </ul>
    </section>
  );
}
