import type { AdminPhoto, AdminReceiveResult } from '@posylka/contract';
import { Link } from 'react-router';
import { useAdminT } from '../admin-i18n.js';
import { LabelConflictNotice } from '../label-conflict-notice.js';
import { LabelView } from '../label-view.js';
import { HoldReasons } from '../hold-reasons.js';
import { PhotoGallery, PhotoUpload } from '../photo-upload.js';

/** The parcel just received: what happened, its label, and its photos (taken right here). */
export function ReceiveResult({
  result,
  onPhotos,
}: {
  result: AdminReceiveResult;
  onPhotos: (photos: AdminPhoto[]) => void;
}) {
  const t = useAdminT();
  const { parcel } = result;
  return (
    <section className="admin-card admin-receive-result" aria-labelledby="admin-receive-result">
      <h2 id="admin-receive-result">{t('receive.lastResult')}</h2>
      <p className="admin-notice admin-notice--success" role="status">
        {result.outcome === 'received'
          ? t('receive.received', { number: parcel.number })
          : t('receive.unregistered', { number: parcel.number, code: parcel.customer.customerCode })}{' '}
        <Link to={`/admin/parcels/${parcel.id}`}>{t('common.open')}</Link>
      </p>
      {parcel.labelConflict && <LabelConflictNotice conflict={parcel.labelConflict} />}
      {/* Received with a rule for leaving broken: held at once (issue 13), and why. */}
      <HoldReasons parcel={parcel} />
      {parcel.warehouse && (
        <p className="admin-hint">
          {t('parcel.warehouse')}: {parcel.warehouse.name}
        </p>
      )}
      <div className="admin-receive-result__body">
        <LabelView label={parcel.label} />
        <div>
          <h3>{t('photos.title')}</h3>
          <PhotoUpload parcelId={parcel.id} onUploaded={onPhotos} />
          <PhotoGallery photos={parcel.photos} number={parcel.number} />
        </div>
      </div>
    </section>
  );
}
