import type { AdminAuditEntry } from '@posylka/contract';
import { useAdminLocale } from './admin-context.js';
import { useAdminT } from './admin-i18n.js';
import { formatDateTime } from './format.js';

type Snapshot = Record<string, unknown> | null;

function show(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The keys whose values differ between before and after, as "key: before → after". */
export function auditChanges(before: Snapshot, after: Snapshot): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const lines: string[] = [];
  for (const key of keys) {
    const a = before?.[key];
    const b = after?.[key];
    if (JSON.stringify(a) === JSON.stringify(b)) continue;
    lines.push(before ? `${key}: ${show(a)} → ${show(b)}` : `${key}: ${show(b)}`);
  }
  return lines;
}

export interface AuditRow {
  id: string;
  action: string;
  actorEmail: string | null;
  before: Snapshot;
  after: Snapshot;
  createdAt: string;
}

export const toAuditRow = (entry: AdminAuditEntry): AuditRow => ({
  id: entry.id,
  action: entry.action,
  actorEmail: entry.actor?.email ?? null,
  before: entry.before,
  after: entry.after,
  createdAt: entry.createdAt,
});

/** An entity's audit entries (newest first): when, who, what, and what changed. */
export function AuditEntries({ entries }: { entries: readonly AuditRow[] }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  if (entries.length === 0) return <p className="admin-hint">{t('parcel.noAudit')}</p>;
  return (
    <ol className="admin-audit">
      {entries.map((entry) => (
        <li key={entry.id}>
          <p className="admin-audit__head">
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, locale)}</time>
            <code>{entry.action}</code>
            <span>{entry.actorEmail ?? t('audit.system')}</span>
          </p>
          <ul className="admin-audit__changes">
            {auditChanges(entry.before, entry.after).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
