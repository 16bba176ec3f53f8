import type { AdminAuditList } from '@posylka/contract';
import { Form, Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.js';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { auditChanges } from '../audit-entries.js';
import { formatDateTime } from '../format.js';
import { AdminPagination } from '../pagination.js';

export const AUDIT_ENTITY_TYPES = ['order', 'buyout_order', 'user'] as const;

export interface AuditFilters {
  entityType: string;
  entityId: string;
  page: number;
}

export function parseAuditFilters(params: URLSearchParams): AuditFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    entityType: (params.get('entityType') ?? '').trim().slice(0, 24),
    entityId: (params.get('entityId') ?? '').trim().slice(0, 64),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** null: the signed-in operator is not an admin (the full log is admin-only). */
export interface AuditPageData {
  filters: AuditFilters;
  list: AdminAuditList | null;
}

function EntityLink({ type, id }: { type: string; id: string }) {
  if (type === 'order') return <Link to={`/admin/parcels/${id}`}>{id.slice(0, 8)}</Link>;
  if (type === 'buyout_order') return <Link to={`/admin/buyouts/${id}`}>{id.slice(0, 8)}</Link>;
  return <span className="admin-mono">{id.slice(0, 8)}</span>;
}

/** Every operator action (issue 5: "every operator action goes to an audit log"), newest first. */
export function AuditPage({ data }: { data: AuditPageData }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const { filters, list } = data;
  const typeName = (type: string) =>
    (AUDIT_ENTITY_TYPES as readonly string[]).includes(type)
      ? t(`audit.types.${type as (typeof AUDIT_ENTITY_TYPES)[number]}`)
      : type;
  return (
    <section className="admin-page" aria-labelledby="admin-audit-title">
      <h1 id="admin-audit-title">{t('audit.title')}</h1>
      {list === null ? (
        <p className="admin-notice">{t('errors.adminsOnly')}</p>
      ) : (
        <>
          <Form method="get" className="admin-filters">
            <div className="field">
              <label className="field__label" htmlFor="admin-audit-type">
                {t('audit.entityType')}
              </label>
              <select
                id="admin-audit-type"
                name="entityType"
                className="field__control"
                defaultValue={filters.entityType}
              >
                <option value="">{t('common.all')}</option>
                {AUDIT_ENTITY_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {typeName(type)}
                  </option>
                ))}
              </select>
            </div>
            <div className="field admin-filters__query">
              <label className="field__label" htmlFor="admin-audit-id">
                {t('audit.entityId')}
              </label>
              <input
                id="admin-audit-id"
                name="entityId"
                className="field__control"
                defaultValue={filters.entityId}
                autoComplete="off"
              />
            </div>
            <div className="admin-filters__buttons">
              <button type="submit" className={buttonClass('primary')}>
                <span className="button__label">{t('common.search')}</span>
              </button>
            </div>
          </Form>
          <p className="admin-hint">{t('common.total', { count: list.total })}</p>
          {list.items.length === 0 ? (
            <p className="admin-notice">{t('common.empty')}</p>
          ) : (
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('common.when')}</th>
                    <th scope="col">{t('common.who')}</th>
                    <th scope="col">{t('audit.action')}</th>
                    <th scope="col">{t('audit.entity')}</th>
                    <th scope="col">{t('audit.changes')}</th>
                  </tr>
                </thead>
                <tbody>
                  {list.items.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatDateTime(entry.createdAt, locale)}</td>
                      <td>{entry.actor?.email ?? t('audit.system')}</td>
                      <td>
                        <code>{entry.action}</code>
                      </td>
                      <td>
                        {typeName(entry.entityType)}{' '}
                        <EntityLink type={entry.entityType} id={entry.entityId} />
                      </td>
                      <td>
                        <ul className="admin-audit__changes">
                          {auditChanges(entry.before, entry.after).map((line) => (
                            <li key={line}>{line}</li>
                          ))}
                        </ul>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <AdminPagination page={list.page} total={list.total} countPerPage={list.countPerPage} />
        </>
      )}
    </section>
  );
}
