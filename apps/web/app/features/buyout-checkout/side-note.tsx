import { BUYOUT_RULES, formatMoney, formatPercent, type Locale } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';

/** SPEC §9 "Over-price allowed up to +20% but at most 20 USD", written for the page ("20 %", "20 $"). */
export function overPriceTerms(locale: Locale): { percent: string; max: string } {
  return {
    percent: formatPercent(BUYOUT_RULES.overPricePercent, locale),
    max: formatMoney({ amount: BUYOUT_RULES.overPriceMaxUsd, currency: 'USD' }, locale, {
      wholeWithoutCents: true,
    }),
  };
}

/**
 * How the personal buyer works, beside the form. SPEC §2 "The side note shows when the window is
 * wider than 1400": a CSS media query, so the server-rendered page shows it without a flash.
 */
export function SideNote() {
  const { t } = useTranslation('buyoutCheckout');
  const terms = overPriceTerms(useLocale());
  const points = ['buy', 'overprice', 'refund', 'delivery'] as const;
  return (
    <aside className="bo-side-note" aria-label={t('sideNote.title')}>
      <h2 className="bo-side-note__title">{t('sideNote.title')}</h2>
      <ul>
        {points.map((p) => (
          <li key={p}>{p === 'overprice' ? t('sideNote.overprice', terms) : t(`sideNote.${p}`)}</li>
        ))}
      </ul>
    </aside>
  );
}
