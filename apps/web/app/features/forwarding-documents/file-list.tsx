import { formatFileSize, formatPercent } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';
import type { OrderFile } from './order-types.js';

export type ListedFile =
  | { kind: 'saved'; file: OrderFile; busy: boolean }
  | { kind: 'temp'; id: string; originalFilename: string; size: number; progress: number };

/** Uploaded files (open link, delete, replace when refused) and files still uploading (progress bar). */
export function FileList({
  items,
  onRemove,
  onReplace,
}: {
  items: readonly ListedFile[];
  onRemove: (file: OrderFile) => void;
  /** Offered for files an operator marked incorrect (SPEC §3 isIncorrectDocument). */
  onReplace?: ((file: OrderFile) => void) | undefined;
}) {
  const { t } = useTranslation('forwardingDocuments');
  const locale = useLocale();
  if (items.length === 0) return null;
  return (
    <ul className="file-list">
      {items.map((item) => {
        if (item.kind === 'temp') {
          const percent = Math.round(item.progress * 100);
          return (
            <li key={item.id} className="file-list__item file-list__item--uploading" data-temp-id={item.id}>
              <span className="file-list__name">{item.originalFilename}</span>
              <span className="file-list__size">{formatFileSize(item.size, locale)}</span>
              <progress
                className="file-list__progress"
                max={100}
                value={percent}
                aria-label={t('files.progress', { name: item.originalFilename })}
              >
                {formatPercent(percent, locale)}
              </progress>
              <span className="file-list__percent" aria-hidden="true">
                {formatPercent(percent, locale)}
              </span>
            </li>
          );
        }
        const { file, busy } = item;
        return (
          <li
            key={file.id}
            className={['file-list__item', file.isIncorrectDocument ? 'file-list__item--incorrect' : '']
              .filter(Boolean)
              .join(' ')}
          >
            <a className="file-list__name" href={file.url} target="_blank" rel="noopener noreferrer">
              {file.originalFilename}
            </a>
            <span className="file-list__size">{formatFileSize(file.size, locale)}</span>
            <button
              type="button"
              className="file-list__remove"
              disabled={busy}
              aria-busy={busy || undefined}
              aria-label={t('files.remove', { name: file.originalFilename })}
              onClick={() => onRemove(file)}
            >
              <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6 6 18"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  fill="none"
                />
              </svg>
            </button>
            {file.isIncorrectDocument && (
              <span className="file-list__flag">
                {t('files.incorrect')}
                {onReplace && (
                  <button
                    type="button"
                    className="file-list__replace"
                    disabled={busy}
                    aria-label={t('files.replaceNamed', { name: file.originalFilename })}
                    onClick={() => onReplace(file)}
                  >
                    {t('files.replace')}
                  </button>
                )}
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
