import { useState } from 'react';
import { useApi } from '../../api/api-provider.js';
import { startPayment } from '../order-core/index.js';
import { paymentPageApi } from './payment-api.js';

/**
 * SPEC §2 failure page "a retry-payment button": GET /buyout/{id}/payment again, then the provider's
 * page (redirect or form post). A failure shows the API's toast (SPEC §8) and re-enables the button.
 */
export function useRetryPayment(orderId: string, paymentSystem: string | null, doc?: Document) {
  const api = useApi();
  const [pending, setPending] = useState(false);
  const retry = async () => {
    setPending(true);
    try {
      startPayment(await paymentPageApi.payment(api, orderId, paymentSystem), doc);
      // Leaving the page: the button stays busy until the browser navigates away.
    } catch {
      setPending(false);
    }
  };
  return { retry, pending };
}
