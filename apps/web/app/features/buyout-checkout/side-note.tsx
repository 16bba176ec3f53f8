import { useTranslation } from 'react-i18next';

/**
 * How the personal buyer works, beside the form. SPEC §2 "The side note shows when the window is
 * wider than 1400": a CSS media query, so the server-rendered page shows it without a flash.
 */
export function SideNote() {
  const { t } = useTranslation('buyoutCheckout');
  const points = ['buy', 'overprice', 'refund', 'delivery'] as const;
  return (
    <aside className="bo-side-note" aria-label={t('sideNote.title')}>
      <h2 className="bo-side-note__title">{t('sideNote.title')}</h2>
      <ul>
        {points.map((p) => (
          <li key={p}>{t(`sideNote.${p}`)}</li>
        ))}
      </ul>
    </aside>
  );
}
