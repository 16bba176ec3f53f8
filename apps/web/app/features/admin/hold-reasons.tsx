import type { AdminParcelDetail } from '@posylka/contract';
import { useAdminT } from './admin-i18n.js';

/**
 * Issue 13: a held parcel waits at the warehouse until its rules for leaving are put right. The
 * operator sees the same reasons as the customer (in the console's language); nobody lifts the hold
 * by hand: it clears when the customer (or the operator's own correction) fixes the last reason.
 */
export function HoldReasons({ parcel }: { parcel: AdminParcelDetail }) {
  const t = useAdminT();
  if (parcel.state !== 'held' || parcel.holdReasons.length === 0) return null;
  return (
    <section className="admin-card admin-notice--warning" aria-labelledby="admin-parcel-hold">
      <h2 id="admin-parcel-hold">{t('parcel.holdReasons')}</h2>
      <ul className="admin-plain-list">
        {parcel.holdReasons.map((reason, index) => (
          <li key={`${reason.property}-${index}`} data-property={reason.property}>
            {reason.message}
          </li>
        ))}
      </ul>
      <p className="admin-hint">{t('parcel.holdHint')}</p>
    </section>
  );
}
