// The sandbox payment provider: a hosted page in our own app (GET /api/payments/sandbox/{paymentId})
// where the tester pays or declines; the result comes back as a callback signed with
// PAYMENT_SANDBOX_SECRET, verified exactly like a real provider's. Works offline.
import { API_BASE, paymentPaths } from '@posylka/contract';
import { DEFAULT_LOCALE } from '@posylka/domain';
import { withPageLocale } from '../../http/page-locale.js';
import type { CallbackVerdict, CheckoutRequest, PaymentProvider } from './provider.js';
import { decodeData, encodeData, sameSignature, sandboxSignature } from './signed-data.js';

export type SandboxDecision = 'pay' | 'decline';

export function createSandboxProvider(secret: string): PaymentProvider & {
  signedCallback(
    payment: { id: string; amount: string; currency: string },
    decision: SandboxDecision,
  ): { data: string; signature: string };
} {
  return {
    system: 'sandbox',
    // The hosted page opens in the language of the page that sent the customer (?locale=, none for uk).
    checkout: (request: CheckoutRequest) => ({
      url: withPageLocale(
        API_BASE + paymentPaths.sandboxPage(request.paymentId),
        request.locale ?? DEFAULT_LOCALE,
      ),
    }),
    signedCallback(payment, decision) {
      const data = encodeData({
        payment_id: payment.id,
        status: decision === 'pay' ? 'success' : 'failure',
        amount: payment.amount,
        currency: payment.currency,
      });
      return { data, signature: sandboxSignature(secret, data) };
    },
    readCallback({ data, signature }): CallbackVerdict | null {
      if (!sameSignature(sandboxSignature(secret, data), signature)) return null;
      const fields = decodeData(data);
      if (!fields || typeof fields.payment_id !== 'string') return null;
      return {
        providerPaymentId: fields.payment_id,
        outcome: fields.status === 'success' ? 'paid' : fields.status === 'failure' ? 'failed' : 'pending',
        amount: String(fields.amount ?? ''),
        currency: String(fields.currency ?? ''),
        details: fields,
      };
    },
    // No money moved: the refund is the local status change the service records.
    refund: async () => {},
  };
}
