import { isApiError, type AdminPhoto } from '@posylka/contract';
import { PARCEL_PHOTO_MIME_TYPES, PARCEL_PHOTOS_PER_UPLOAD } from '@posylka/domain';
import { useId, useState } from 'react';
import { useToasts } from '../../components/toasts/toast-context.js';
import { useAdminLocale } from './admin-context.js';
import { useAdminT } from './admin-i18n.js';
import { formatDateTime } from './format.js';
import { uploadParcelPhotos } from './upload-photos.js';

const ACCEPT = Object.values(PARCEL_PHOTO_MIME_TYPES).join(',');

/**
 * Takes photos with the device's back camera (`capture="environment"` on phones and tablets) or
 * picks files on a desktop, and uploads them at once: one step less at the receiving table.
 */
export function PhotoUpload({
  parcelId,
  onUploaded,
}: {
  parcelId: string;
  onUploaded: (photos: AdminPhoto[]) => void;
}) {
  const t = useAdminT();
  const locale = useAdminLocale();
  const toasts = useToasts();
  const id = useId();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const upload = async (list: FileList | null) => {
    const files = [...(list ?? [])].slice(0, PARCEL_PHOTOS_PER_UPLOAD);
    if (files.length === 0) return;
    setPending(true);
    setError(null);
    try {
      const photos = await uploadParcelPhotos(parcelId, files, locale);
      toasts.show({ kind: 'success', text: t('photos.uploaded', { count: photos.length }) });
      onUploaded(photos);
    } catch (failure) {
      const violation = isApiError(failure) ? failure.violations[0]?.message : undefined;
      setError(violation ?? (isApiError(failure) ? failure.errorDescription : t('errors.unexpected')));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="admin-photo-upload">
      <label htmlFor={id} className="admin-photo-upload__button">
        {pending ? t('photos.uploading') : t('photos.add')}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        capture="environment"
        multiple
        disabled={pending}
        className="admin-photo-upload__input"
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          void upload(event.currentTarget.files);
          event.currentTarget.value = '';
        }}
      />
      <p id={`${id}-hint`} className="admin-hint">
        {t('photos.hint', { count: PARCEL_PHOTOS_PER_UPLOAD })}
      </p>
      {error && (
        <p className="admin-notice admin-notice--error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The parcel's photos as thumbnails; each opens full size in a new tab. */
export function PhotoGallery({ photos, number }: { photos: readonly AdminPhoto[]; number: string }) {
  const t = useAdminT();
  const locale = useAdminLocale();
  if (photos.length === 0) return <p className="admin-hint">{t('photos.none')}</p>;
  return (
    <ul className="admin-photos">
      {photos.map((photo) => (
        <li key={photo.id}>
          <a href={photo.url} target="_blank" rel="noreferrer">
            <img
              src={photo.url}
              alt={t('photos.alt', { number, date: formatDateTime(photo.createdAt, locale) })}
              loading="lazy"
              width={120}
              height={120}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
