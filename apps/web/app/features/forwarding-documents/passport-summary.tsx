import { useTranslation } from '../../i18n/use-translation.js';
import { Button } from '../../components/ui/button.js';
import type { ForwardingOrder } from './order-types.js';

type Summary = NonNullable<ForwardingOrder['passport']>;

/** The document already attached to the order: masked number only (the full one never leaves the server). */
export function PassportSummaryCard({ passport, onChange }: { passport: Summary; onChange: () => void }) {
  const { t } = useTranslation('forwardingDocuments');
  return (
    <div className="passport-summary">
      <div>
        <p className="passport-summary__type">{t(`passport.types.${passport.documentType}`)}</p>
        <p className="passport-summary__number">{passport.maskedNumber}</p>
        <p className="passport-summary__name">{passport.fullName}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onChange}>
        {t('passport.change')}
      </Button>
    </div>
  );
}
