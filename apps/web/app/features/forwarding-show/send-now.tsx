import { isApiError, type Shipment, type Violation } from '@posylka/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { useToasts } from '../../components/toasts/toast-context.js';
import { Button } from '../../components/ui/button.js';
import { useLocale } from '../../i18n/use-locale.js';
import { formatDateTime } from './format.js';
import { showApi } from './show-api.js';

/**
 * SPEC §4 "auto-dispatch (14 calendar days after receipt, or earlier by choice)": a parcel on the
 * shelf may leave with the next dispatch. The server checks the parcel rules first: a refusal (422)
 * lists the rules it breaks right here; once asked, the page says when.
 */
export function SendNow({
  orderId,
  shipment,
  onShipment,
}: {
  orderId: string;
  shipment: Shipment;
  onShipment: (shipment: Shipment) => void;
}) {
  const { t } = useTranslation('forwardingShow');
  const locale = useLocale();
  const api = useApi();
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<readonly Violation[] | null>(null);

  // Asked while on the shelf; once the parcel moves on, the panel of its new state speaks instead.
  if (shipment.dispatchRequestedAt && shipment.state === 'at_warehouse') {
    return (
      <p className="fw-show-panel__note fw-show-send" role="status">
        {t('sendNow.requested', { date: formatDateTime(shipment.dispatchRequestedAt, locale) })}
      </p>
    );
  }
  if (!shipment.canSendNow) return null;

  const send = async () => {
    setBusy(true);
    try {
      const next = await showApi.sendNow(api, orderId);
      setRefused(null);
      toasts.show({ kind: 'success', text: t('sendNow.done') });
      onShipment(next);
    } catch (error) {
      // 422: the rules it breaks, shown below; other failures are the API client's toast.
      if (isApiError(error) && error.status === 422) setRefused(error.violations);
      else if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="fw-show-send">
      <p className="fw-show-panel__hint">{t('sendNow.hint')}</p>
      <div className="fw-show-panel__actions">
        <Button variant="secondary" loading={busy} onClick={() => void send()}>
          {t('sendNow.button')}
        </Button>
      </div>
      {refused && (
        <div className="fw-show-send__refused" role="alert">
          <p>{t('sendNow.refused')}</p>
          <ul>
            {refused.map((violation, index) => (
              <li key={`${violation.property}-${index}`}>{violation.message}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
