import type { AdminTimelineEntry } from '@posylka/contract';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { formatDateTime } from '../format.js';

/** The data a move carried (waybill, note...), shown as "key: value". */
function details(data: Record<string, unknown>): string {
  return Object.entries(data)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'string' ? v : JSON.stringify(v)}`)
    .join(' · ');
}

/** Every step of the parcel, oldest first: when, which move, from and to, and who made it. */
export function ParcelTimeline({ entries }: { entries: readonly AdminTimelineEntry[] }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  if (entries.length === 0) return <p className="admin-hint">{t('parcel.noAudit')}</p>;
  return (
    <ol className="admin-timeline">
      {entries.map((entry) => {
        const extra = details(entry.data);
        return (
          <li key={entry.id}>
            <time dateTime={entry.at}>{formatDateTime(entry.at, locale)}</time>
            <span>
              <strong>{t(`events.${entry.event}`)}</strong>:{' '}
              {entry.fromState ? `${t(`states.${entry.fromState}`)} → ` : ''}
              {t(`states.${entry.toState}`)}
            </span>
            <span className="admin-hint">
              {t(`actors.${entry.actor}`)}
              {entry.actorEmail ? ` · ${entry.actorEmail}` : ''}
              {extra ? ` · ${extra}` : ''}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
