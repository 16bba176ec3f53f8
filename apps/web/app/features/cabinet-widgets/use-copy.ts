import { UI_TIMINGS } from '@posylka/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useToasts } from '../../components/toasts/toast-context.js';

/** Copies to the clipboard and says so in a 2 s toast (SPEC §8 clipboard notices, §9 copy toast 2 s). */
export function useCopyPromo(): (text: string) => Promise<void> {
  const { t } = useTranslation('widgets');
  const { show } = useToasts();
  return useCallback(
    async (text: string) => {
      try {
        if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText)
          throw new Error('no clipboard');
        await navigator.clipboard.writeText(text);
        show({ kind: 'success', text: t('promo.copied'), durationMs: UI_TIMINGS.copyToastMs });
      } catch {
        show({ kind: 'error', text: t('promo.copyFailed'), durationMs: UI_TIMINGS.copyToastMs });
      }
    },
    [show, t],
  );
}
