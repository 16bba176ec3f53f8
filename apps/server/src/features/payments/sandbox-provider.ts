// The sandbox payment provider: a hosted page in our own app (GET /api/payments/sandbox/{paymentId})
// where the tester pays or declines; the result comes back as a callback signed with
// PAYMENT_SANDBOX_SECRET, verified exactly like a real provider's. Like a real provider it keeps its
// own books of what it captured and gave back (sandbox-books.ts) and answers status() from them, so the
// daily reconciliation works offline and really disagrees when something went wrong. Works offline.
import { endpoints, hrefOf } from '@posylka/contract';
import { DEFAULT_LOCALE, providerViewOf, roundAmount } from '@posylka/domain';
import { withPageLocale } from '../../http/page-locale.js';
import type { CallbackVerdict, CheckoutRequest, PaymentProvider } from './provider.js';
import { memorySandboxBooks, type SandboxBooks } from './sandbox-books.js';
import { decodeData, encodeData, sameSignature, sandboxSignature } from './signed-data.js';

export type SandboxDecision = 'pay' | 'decline';

type SandboxPayment = { id: string; amount: string; currency: string };

export function createSandboxProvider(
  secret: string,
  books: SandboxBooks = memorySandboxBooks(),
): PaymentProvider & {
  signedCallback(payment: SandboxPayment, decision: SandboxDecision): { data: string; signature: string };
  /** The hosted page's decision: "pay" takes the money into the sandbox's books first. */
  decide(
    payment: SandboxPayment,
    decision: SandboxDecision,
    at?: Date,
  ): Promise<{ data: string; signature: string }>;
} {
  const signedCallback = (payment: SandboxPayment, decision: SandboxDecision) => {
    const data = encodeData({
      payment_id: payment.id,
      status: decision === 'pay' ? 'success' : 'failure',
      amount: payment.amount,
      currency: payment.currency,
    });
    return { data, signature: sandboxSignature(secret, data) };
  };
  return {
    system: 'sandbox',
    // The hosted page opens in the language of the page that sent the customer (?locale=, none for uk).
    checkout: (request: CheckoutRequest) => ({
      url: withPageLocale(
        hrefOf(endpoints.sandboxPaymentPage, { params: { paymentId: request.paymentId } }),
        request.locale ?? DEFAULT_LOCALE,
      ),
    }),
    signedCallback,
    async decide(payment, decision, at) {
      if (decision === 'pay')
        await books.record(
          {
            providerRef: payment.id,
            operation: 'capture',
            amount: payment.amount,
            currency: payment.currency,
          },
          at,
        );
      return signedCallback(payment, decision);
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
    // No card is involved: the sandbox writes the refund into its books, which status() reads.
    refund: async (payment) => {
      await books.record({
        providerRef: payment.providerPaymentId,
        operation: 'refund',
        amount: roundAmount(payment.amount),
        currency: payment.currency,
      });
    },
    status: async (providerPaymentId) => providerViewOf(await books.operationsOf(providerPaymentId)),
  };
}
