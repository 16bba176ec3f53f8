import type { AdminParcelDetail } from '@posylka/contract';
import { useAdminT } from './admin-i18n.js';

/**
 * The parcel's label as the warehouse writes it on the box (issue 5: "print nothing but show a label
 * view with the customer code"): the code large enough to copy from across the table.
 */
export function LabelView({ label }: { label: AdminParcelDetail['label'] }) {
  const t = useAdminT();
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
          <dd>{label.weightKg ? t('common.kg', { value: label.weightKg }) : '—'}</dd>
        </div>
      </dl>
    </figure>
  );
}
