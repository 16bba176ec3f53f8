import type { BuyoutOrder } from '@posylka/contract';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useApi } from '../../api/api-provider.js';
import { useLocalizedPath } from '../../i18n/use-locale.js';
import { paymentPageApi } from './payment-api.js';

export type PaymentCheck = 'done' | 'checking' | 'unknown';

/**
 * A provider may send the customer back before its callback reached us (SPEC §4 "check payment,
 * success or failed"): an order still awaiting payment is checked with GET /buyout/{id}/check_payment
 * (202 is retried by the client per SPEC §9); paid reloads the order, failed goes to the failure page.
 */
export function usePaymentCheck(initial: BuyoutOrder): { order: BuyoutOrder; check: PaymentCheck } {
  const api = useApi();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [order, setOrder] = useState(initial);
  const [check, setCheck] = useState<PaymentCheck>(
    initial.status === 'awaiting_payment' ? 'checking' : 'done',
  );

  useEffect(() => {
    if (initial.status !== 'awaiting_payment') return;
    let live = true;
    paymentPageApi
      .checkPayment(api, initial.id)
      .then(async (result) => {
        if (!live) return;
        if (result.status === 'failed') {
          navigate(`${to('/buyout/payment/failure')}?orderId=${encodeURIComponent(initial.id)}`, {
            replace: true,
          });
          return;
        }
        const fresh = await paymentPageApi.view(api, initial.id);
        if (!live) return;
        setOrder(fresh);
        setCheck('done');
      })
      .catch(() => live && setCheck('unknown'));
    return () => {
      live = false;
    };
  }, [api, initial, navigate, to]);

  return { order, check };
}
