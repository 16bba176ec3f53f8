import { UI_TIMINGS } from '@posylka/domain';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useToasts } from '../../components/toasts/toast-context.js';

/**
 * Copies text to the clipboard and says so in a toast shown for 2 s (SPEC §8 clipboard notices,
 * §9 "2 s copy toast"). Without a clipboard (an old browser, a page not served over https, a denied
 * permission) the error toast asks the customer to copy by hand: the text stays visible on the page.
 */
export function useCopy(): (text: string, successText: string) => Promise<boolean> {
  const { t } = useTranslation('myAddress');
  const { show } = useToasts();
  return useCallback(
    async (text: string, successText: string) => {
      try {
        if (typeof navigator === 'undefined' || !navigator.clipboard?.writeText) {
          throw new Error('Clipboard API is not available');
        }
        await navigator.clipboard.writeText(text);
        show({ kind: 'success', text: successText, durationMs: UI_TIMINGS.copyToastMs });
        return true;
      } catch {
        show({ kind: 'error', text: t('copyFailed'), durationMs: UI_TIMINGS.copyToastMs });
        return false;
      }
    },
    [show, t],
  );
}
