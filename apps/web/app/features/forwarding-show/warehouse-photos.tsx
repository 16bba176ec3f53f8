import type { Shipment } from '@posylka/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { Modal } from '../../components/ui/modal.js';

/**
 * SPEC §2 "photos": what the warehouse photographed when it received the parcel. Thumbnails open a
 * larger view with previous and next; the images come from the owner-only photo route.
 */
export function WarehousePhotos({ photos }: { photos: Shipment['photos'] }) {
  const { t } = useTranslation('forwardingShow');
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const current = open === null ? null : photos[open];
  const step = (by: number) =>
    setOpen((index) => (index === null ? null : (index + by + photos.length) % photos.length));
  return (
    <section className="card fw-show-photos" aria-labelledby="fw-show-photos-title">
      <h2 className="detail-page__section-title" id="fw-show-photos-title">
        {t('photos.title', { count: photos.length })}
      </h2>
      <ul className="fw-show-photos__grid">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className="fw-show-photos__thumb"
              onClick={() => setOpen(index)}
              aria-label={t('photos.open', { n: index + 1 })}
            >
              <img src={photo.url} alt="" loading="lazy" width={160} height={120} />
            </button>
          </li>
        ))}
      </ul>
      <Modal
        open={current !== null && current !== undefined}
        title={t('photos.view', { n: (open ?? 0) + 1, total: photos.length })}
        onClose={() => setOpen(null)}
        footer={
          photos.length > 1 ? (
            <>
              <Button variant="secondary" onClick={() => step(-1)}>
                {t('photos.previous')}
              </Button>
              <Button variant="secondary" onClick={() => step(1)}>
                {t('photos.next')}
              </Button>
            </>
          ) : undefined
        }
      >
        {current && (
          <img
            className="fw-show-photos__large"
            src={current.url}
            alt={t('photos.alt', { n: (open ?? 0) + 1 })}
          />
        )}
      </Modal>
    </section>
  );
}
