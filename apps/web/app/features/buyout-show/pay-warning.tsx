import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.js';
import { useApi } from '../../api/api-provider.js';
import { Button } from '../../components/ui/button.js';
import { startPayment } from '../order-core/index.js';
import { showApi } from './show-api.js';

/**
 * An order awaiting payment: the warning with a pay button (GET /buyout/{id}/payment, then the
 * provider's page by redirect or LiqPay's hidden form post). A failure shows the API's toast and
 * re-enables the button.
 */
export function PayWarning({ orderId, doc }: { orderId: string; doc?: Document }) {
  const { t } = useTranslation('buyoutShow');
  const api = useApi();
  const [pending, setPending] = useState(false);
  const pay = async () => {
    setPending(true);
    try {
      startPayment(await showApi.payment(api, orderId), doc);
      // Leaving the page: the button stays busy until the browser navigates away.
    } catch {
      setPending(false);
    }
  };
  return (
    <div className="bo-show-notice bo-show-notice--warning" role="region" aria-labelledby="bo-show-pay-title">
      <div className="bo-show-notice__text">
        <h2 id="bo-show-pay-title" className="bo-show-notice__title">
          {t('pay.title')}
        </h2>
        <p>{t('pay.text')}</p>
      </div>
      <Button onClick={() => void pay()} loading={pending}>
        {t('actions.pay')}
      </Button>
    </div>
  );
}
