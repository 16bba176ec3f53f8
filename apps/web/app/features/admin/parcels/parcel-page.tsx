import type { AdminParcelDetail } from '@posylka/contract';
import { formatMoney } from '@posylka/domain';
import { Link, useRevalidator } from 'react-router';
import { useAdminLocale } from '../admin-context.js';
import { useAdminT } from '../admin-i18n.js';
import { AuditEntries, toAuditRow } from '../audit-entries.js';
import { formatDateTime } from '../format.js';
import { LabelConflictNotice } from '../label-conflict-notice.js';
import { LabelView } from '../label-view.js';
import { PhotoGallery, PhotoUpload } from '../photo-upload.js';
import { StateBadge } from '../state-badge.js';
import { EventPanel } from './event-panel.js';
import { HoldReasons } from '../hold-reasons.js';
import { ParcelFacts } from './parcel-facts.js';
import { ParcelTimeline } from './parcel-timeline.js';
import { WarehouseCard } from './warehouse-card.js';

/**
 * One parcel for the operator (issue 5): the moves allowed now, what the warehouse measured, the
 * label, photos, the customer and address, items, history and its audit. After any change the page
 * reads the parcel again, so it always shows the server's state (and the new audit entry).
 */
export function ParcelPage({ parcel }: { parcel: AdminParcelDetail }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  return (
    <article className="admin-page admin-parcel" aria-labelledby="admin-parcel-title">
      <Link to="/admin/parcels" className="admin-back">
        ← {t('parcel.back')}
      </Link>
      <header className="admin-parcel__head">
        <h1 id="admin-parcel-title">{parcel.number}</h1>
        <StateBadge state={parcel.state} />
        <span className="admin-hint">
          {t(`parcel.type.${parcel.type}`)} · {parcel.countryCode} {parcel.countryName}
          {parcel.isCreatedByWarehouse ? ` · ${t('parcel.createdByWarehouse')}` : ''}
        </span>
        <span className="admin-hint">
          {t('parcels.since')}: {formatDateTime(parcel.stateChangedAt, locale)}
        </span>
      </header>
      {parcel.labelConflict && <LabelConflictNotice conflict={parcel.labelConflict} />}

      <div className="admin-parcel__grid">
        <div className="admin-parcel__main">
          <HoldReasons parcel={parcel} />
          <section className="admin-card" aria-labelledby="admin-parcel-actions">
            <h2 id="admin-parcel-actions">{t('parcel.actions')}</h2>
            <EventPanel
              key={`${parcel.state}:${parcel.stateChangedAt}`}
              parcel={parcel}
              onApplied={refresh}
            />
          </section>
          <ParcelFacts parcel={parcel} />
          <section className="admin-card" aria-labelledby="admin-parcel-items">
            <h2 id="admin-parcel-items">{t('parcel.items')}</h2>
            <div className="admin-table-wrap">
              <table className="admin-table">
                <thead>
                  <tr>
                    <th scope="col">{t('parcel.item')}</th>
                    <th scope="col">{t('parcel.quantity')}</th>
                    <th scope="col">{t('parcel.price')}</th>
                  </tr>
                </thead>
                <tbody>
                  {parcel.items.map((item) => (
                    <tr key={item.id}>
                      <td>{item.name}</td>
                      <td>{item.quantity}</td>
                      <td>{formatMoney(item.unitPrice, locale)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row" colSpan={2}>
                      {t('parcel.itemsTotal')}
                    </th>
                    <td>{formatMoney(parcel.itemsTotal, locale)}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          </section>
          <section className="admin-card" aria-labelledby="admin-parcel-timeline">
            <h2 id="admin-parcel-timeline">{t('parcel.timeline')}</h2>
            <ParcelTimeline entries={parcel.timeline} />
          </section>
          <section className="admin-card" aria-labelledby="admin-parcel-audit">
            <h2 id="admin-parcel-audit">{t('parcel.audit')}</h2>
            <AuditEntries entries={parcel.audit.map(toAuditRow)} />
          </section>
        </div>
        <aside className="admin-parcel__side">
          <LabelView label={parcel.label} />
          <WarehouseCard
            key={`${parcel.warehouse?.id}:${parcel.state}`}
            parcel={parcel}
            onChanged={refresh}
          />
          <section className="admin-card" aria-labelledby="admin-parcel-photos">
            <h2 id="admin-parcel-photos">{t('photos.title')}</h2>
            <PhotoUpload parcelId={parcel.id} onUploaded={refresh} />
            <PhotoGallery photos={parcel.photos} number={parcel.number} />
          </section>
        </aside>
      </div>
    </article>
  );
}
