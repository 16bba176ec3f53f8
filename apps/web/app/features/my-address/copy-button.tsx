import { useTranslation } from '../../i18n/use-translation.js';
import { useCopy } from './use-copy.js';

/** An icon button that copies one address line; its accessible name says which line. */
export function CopyButton({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('myAddress');
  const copy = useCopy();
  const name = t('copyField', { label });
  return (
    <button
      type="button"
      className="copy-button"
      aria-label={name}
      title={name}
      onClick={() => void copy(value, t('copied', { label }))}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <rect x="8" y="8" width="12" height="12" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M16 8V6a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2h2"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="copy-button__text">{t('copy')}</span>
    </button>
  );
}
