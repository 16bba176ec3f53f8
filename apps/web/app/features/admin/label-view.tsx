import type { AdminParcelDetail } from '@posylka/contract';
import { formatWeight } from '@posylka/domain';
import { useAdminLocale } from './admin-context.js';
import { useAdminT } from './admin-i18n.js';

/**
 * The parcel's label as the warehouse writes it on the box (issue 5: "print nothing but show a label
 * view with the customer code"): the code large enough to copy from across the table.
 */
export function LabelView({ label }: { label: AdminParcelDetail['label'] }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  return (
    <figure className="admin-label" aria-label={t('label.title')}>
      <p className="admin-label__code">
        <span className="admin-label__caption">{t('label.customerCode')}</span>
        <strong>{label.customerCode}</strong>
      </p>
      <dl className="admin-label__facts">
        <div>
          <dt>{t('label.number')}</dt>
          <dd>{label.number}</dd>
        </div>
        <div>
          <dt>{t('label.track')}</dt>
          <dd>{label.trackNo ?? '—'}</dd>
        </div>
        <div>
          <dt>{t('label.country')}</dt>
          <dd>{label.countryCode}</dd>
        </div>
        <div>
          <dt>{t('label.weight')}</dt>
          <dd>{label.weightKg ? formatWeight(label.weightKg, locale) : '—'}</dd>
        </div>
      </dl>
    </figure>
  );
}
