import { UI_TIMINGS } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useToasts } from '../../components/toasts/toast-context.js';

/**
 * Copies one address line (SPEC §8: a success or error toast, shown 2 s). Without a clipboard (old
 * browser, plain http, denied permission) the error asks to copy by hand: the text stays visible.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation('catalog');
  const { show } = useToasts();
  const copy = async () => {
    try {
      if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText)
        throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      show({ kind: 'success', text: t('detail.copied', { label }), durationMs: UI_TIMINGS.copyToastMs });
    } catch {
      show({ kind: 'error', text: t('detail.copyFailed'), durationMs: UI_TIMINGS.copyToastMs });
    }
  };
  return (
    <button
      type="button"
      className="shop-address__copy"
      aria-label={t('detail.copy', { label })}
      title={t('detail.copy', { label })}
      onClick={() => void copy()}
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
    </button>
  );
}
