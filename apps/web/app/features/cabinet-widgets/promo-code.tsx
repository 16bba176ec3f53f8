import { useTranslation } from '../../i18n/use-translation.js';
import { useCopyPromo } from './use-copy.js';

/** SPEC §2 promo-code display: the code in a monospace box (selectable by hand) and a copy button. */
export function PromoCodeDisplay({ code }: { code: string }) {
  const { t } = useTranslation('widgets');
  const copy = useCopyPromo();
  return (
    <div className="promo-code">
      <span className="promo-code__label">{t('promo.label')}</span>
      <code className="promo-code__value" data-testid="promo-code">
        {code}
      </code>
      <button
        type="button"
        className="promo-code__copy"
        aria-label={t('promo.copyLabel', { code })}
        onClick={() => void copy(code)}
      >
        {t('promo.copy')}
      </button>
    </div>
  );
}
