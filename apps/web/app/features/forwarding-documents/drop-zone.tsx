import { formatFileSize, MAX_FILE_BYTES, MIME_TYPE_OF, UPLOAD_FILE_TYPES } from '@posylka/domain';
import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';

export interface DropZoneProps {
  /** Accessible name of the zone, e.g. "Add invoices". */
  label: string;
  /** Files picked or dropped (several at once); checks happen in the caller. */
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Allow choosing several files in the picker (drop always may carry several). */
  multiple?: boolean;
  describedBy?: string | undefined;
}

// The picker offers what the domain accepts (jpg, png, pdf); the real check is still by the bytes on the server.
const ACCEPT = [
  ...UPLOAD_FILE_TYPES.map((type) => MIME_TYPE_OF[type]),
  ...UPLOAD_FILE_TYPES.map((t) => `.${t}`),
  '.jpeg',
].join(',');

/** True when the browser can hand files to scripts (SPEC §5 "a browser without the File API gets an alert"). */
export function hasFileApi(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.File !== 'undefined' &&
    typeof window.FileList !== 'undefined'
  );
}

/**
 * SPEC §2 step 3 "uploaded by drag-and-drop (several at once)": a button-role zone that takes dropped
 * files, and opens the file picker on click, Enter or Space, so it works without a mouse.
 */
export function DropZone({ label, onFiles, disabled = false, multiple = true, describedBy }: DropZoneProps) {
  const { t } = useTranslation('forwardingDocuments');
  const locale = useLocale();
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const hintId = useId();

  const pick = () => {
    if (!disabled) inputRef.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick();
    }
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setOver(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0) onFiles(files);
  };

  return (
    <div
      role="button"
      tabIndex={disabled ? -1 : 0}
      aria-disabled={disabled || undefined}
      aria-label={label}
      aria-describedby={[hintId, describedBy].filter(Boolean).join(' ')}
      className={['drop-zone', over ? 'drop-zone--over' : '', disabled ? 'drop-zone--disabled' : '']
        .filter(Boolean)
        .join(' ')}
      onClick={pick}
      onKeyDown={onKeyDown}
      onDragEnter={onDragOver}
      onDragOver={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
    >
      <svg className="drop-zone__icon" viewBox="0 0 24 24" aria-hidden="true" width="28" height="28">
        <path
          d="M12 16V4m0 0-4 4m4-4 4 4M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {/* Dragging needs a mouse: a phone is told to tap (CSS picks one by the pointer, issue 18). */}
      <span className="drop-zone__title drop-zone__title--drag">{t('dropZone.cta')}</span>
      <span className="drop-zone__title drop-zone__title--tap">{t('dropZone.ctaTouch')}</span>
      <span className="drop-zone__hint" id={hintId}>
        {t('dropZone.hint', { maxSize: formatFileSize(MAX_FILE_BYTES, locale) })}
      </span>
      <input
        ref={inputRef}
        type="file"
        hidden
        tabIndex={-1}
        accept={ACCEPT}
        multiple={multiple}
        data-testid="drop-zone-input"
        onClick={(event) => event.stopPropagation()}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Cleared so picking the same file again after a failure fires change again.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </div>
  );
}
