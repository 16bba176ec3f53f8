import { formatMoney, formatWeight, POST_BOX_LIMITS } from '@posylka/domain';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useLocale } from '../../i18n/use-locale.js';

/** The parcel locker's limits (SPEC §8/§9): declared value, weight, size and days to collect. */
export function LockerNotice() {
  const { t } = useTranslation('addresses');
  const locale = useLocale();
  const titleId = useId();
  const amount = formatMoney(POST_BOX_LIMITS.maxTotal, locale, { wholeWithoutCents: true });
  return (
    <aside className="locker-notice" aria-labelledby={titleId}>
      <h3 id={titleId} className="locker-notice__title">
        {t('locker.title')}
      </h3>
      <ul className="locker-notice__list">
        <li>{t('locker.value', { amount })}</li>
        <li>{t('locker.weight', { weight: formatWeight(POST_BOX_LIMITS.maxWeightKg, locale) })}</li>
        <li>{t('locker.size', { size: POST_BOX_LIMITS.maxSizeCm.join('×') })}</li>
        <li>{t('locker.days', { count: POST_BOX_LIMITS.pickupDays })}</li>
      </ul>
    </aside>
  );
}
