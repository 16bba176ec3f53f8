import type { BuyoutStatus } from '@posylka/contract';
import { useTranslation } from '../../i18n/use-translation.js';

/** SPEC §4 "Buy-out" states as a badge; the modifier class gives each its colour. */
export function StatusBadge({ status }: { status: BuyoutStatus }) {
  const { t } = useTranslation('buyoutShow');
  return (
    <span className={`bo-show__status bo-show__status--${status}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
