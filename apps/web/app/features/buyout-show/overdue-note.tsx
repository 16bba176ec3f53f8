import { formatMoney, LOCALE_TAGS, roundMoney, type Locale, type Money } from '@posylka/domain';
import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import { useLocale } from '../../i18n/use-locale.js';

function formatMoment(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Kyiv',
  }).format(new Date(iso));
}

/**
 * SPEC §9 "buy within 72 hours" missed with nothing bought (issue 14 item 3): the customer may wait,
 * or cancel and get back everything the card was charged (the order payment and paid surcharges).
 */
export function OverdueNote({
  buyBefore,
  refund,
  onCancel,
}: {
  /** The deadline that passed (paid + 72 hours). */
  buyBefore: string | null;
  /** What goes back: everything the card holds for the order (the ledger's charged sum). */
  refund: Money;
  onCancel: () => void;
}) {
  const { t } = useTranslation('buyoutShow');
  const locale = useLocale();
  return (
    <div
      className="bo-show-notice bo-show-notice--warning"
      role="region"
      aria-labelledby="bo-show-overdue-title"
      data-testid="buyout-overdue"
    >
      <div className="bo-show-notice__text">
        <h2 id="bo-show-overdue-title" className="bo-show-notice__title">
          {t('overdue.title')}
        </h2>
        <p>
          {buyBefore && `${t('overdue.deadline', { date: formatMoment(buyBefore, locale) })} `}
          {t('overdue.text', { amount: formatMoney(roundMoney(refund), locale) })}
        </p>
      </div>
      <Button variant="danger" onClick={onCancel}>
        {t('overdue.cancel')}
      </Button>
    </div>
  );
}
