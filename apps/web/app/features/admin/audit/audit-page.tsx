import type { AdminAuditList } from '@posylka/contract';
import { Link } from 'react-router';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { AdminFilterForm, AdminListResults, AdminQueryFilter, AdminSelectFilter } from '../admin-list.js';
import { auditChanges } from '../audit-entries.js';
import { formatDateTime } from '../format.js';

export const AUDIT_ENTITY_TYPES = [
  'order',
  'buyout_order',
  'user',
  'notification_delivery',
  'notification_channel',
] as const;

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
          <AdminFilterForm>
            <AdminSelectFilter
              id="admin-audit-type"
              name="entityType"
              label={t('audit.entityType')}
              defaultValue={filters.entityType}
              anyLabel={t('common.all')}
              options={AUDIT_ENTITY_TYPES.map((type) => ({ value: type, label: typeName(type) }))}
            />
            <AdminQueryFilter
              id="admin-audit-id"
              name="entityId"
              label={t('audit.entityId')}
              defaultValue={filters.entityId}
            />
          </AdminFilterForm>
          <AdminListResults
            list={list}
            columns={[
              t('common.when'),
              t('common.who'),
              t('audit.action'),
              t('audit.entity'),
              t('audit.changes'),
            ]}
          >
            {list.items.map((entry) => (
              <tr key={entry.id}>
                <td>{formatDateTime(entry.createdAt, locale)}</td>
                <td>{entry.actor?.email ?? t('audit.system')}</td>
                <td>
                  <code>{entry.action}</code>
                </td>
                <td>
                  {typeName(entry.entityType)} <EntityLink type={entry.entityType} id={entry.entityId} />
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
          </AdminListResults>
        </>
      )}
    </section>
  );
}
