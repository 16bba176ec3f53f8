// LiqPay (API 3): checkout is a form post of data + signature to its checkout page; the server
// callback (server_url) posts data + signature back, verified over the exact posted data string.
// Refunds go through its server API (action "refund").
import type { CallbackVerdict, CheckoutRequest, PaymentProvider } from './provider.js';
import { decodeData, encodeData, liqpaySignature, sameSignature } from './signed-data.js';

export const LIQPAY_CHECKOUT_URL = 'https://www.liqpay.ua/api/3/checkout';
export const LIQPAY_API_URL = 'https://www.liqpay.ua/api/request';

// LiqPay payment statuses: success is money taken; failure/error/reversed are final refusals; the
// rest (wait_secure, 3ds_verify, processing, ...) are still on the way.
const FAILED = new Set(['failure', 'error', 'reversed']);

export type LiqpayOptions = {
  publicKey: string;
  privateKey: string;
  /** Public origin (PUBLIC_URL) for result_url and server_url. */
  publicUrl: string;
  fetch?: typeof fetch;
};

export function createLiqpayProvider(options: LiqpayOptions): PaymentProvider & {
  sign(params: Record<string, unknown>): { data: string; signature: string };
} {
  const sign = (params: Record<string, unknown>) => {
    const data = encodeData(params);
    return { data, signature: liqpaySignature(options.privateKey, data) };
  };
  // Test keys (sandbox_...) answer "sandbox" for a successful test payment; with live keys that
  // status never comes, since we never ask for sandbox mode in the signed request.
  const testKeys = options.publicKey.startsWith('sandbox_');
  return {
    system: 'liqpay',
    sign,
    checkout(request: CheckoutRequest) {
      const form = sign({
        version: 3,
        public_key: options.publicKey,
        action: 'pay',
        amount: request.amount,
        currency: request.currency,
        description: request.description,
        order_id: request.paymentId,
        language: request.language,
        result_url:
          options.publicUrl +
          (request.resultPath ??
            `/buyout/payment/success?orderId=${encodeURIComponent(request.orderId)}&paymentSystem=liqpay`),
        server_url: `${options.publicUrl}/api/payments/liqpay/callback`,
      });
      return { url: LIQPAY_CHECKOUT_URL, form };
    },
    readCallback({ data, signature }): CallbackVerdict | null {
      if (!sameSignature(liqpaySignature(options.privateKey, data), signature)) return null;
      const fields = decodeData(data);
      if (!fields || typeof fields.order_id !== 'string') return null;
      const status = String(fields.status ?? '');
      const paid = status === 'success' || (testKeys && status === 'sandbox');
      return {
        providerPaymentId: fields.order_id,
        outcome: paid ? 'paid' : FAILED.has(status) ? 'failed' : 'pending',
        amount: String(fields.amount ?? ''),
        currency: String(fields.currency ?? ''),
        details: {
          status,
          payment_id: fields.payment_id,
          amount: fields.amount,
          currency: fields.currency,
          sender_card_mask2: fields.sender_card_mask2,
        },
      };
    },
    async refund(payment) {
      const body = new URLSearchParams(
        sign({
          version: 3,
          public_key: options.publicKey,
          action: 'refund',
          order_id: payment.providerPaymentId,
          amount: payment.amount,
        }),
      );
      const res = await (options.fetch ?? fetch)(LIQPAY_API_URL, { method: 'POST', body });
      const answer = (await res.json().catch(() => ({}))) as {
        result?: string;
        status?: string;
        err_description?: string;
      };
      if (!res.ok || answer.result !== 'ok') {
        throw new Error(
          `LiqPay refund refused: ${answer.status ?? res.status} ${answer.err_description ?? ''}`.trim(),
        );
      }
    },
  };
}

/**
 * Origins a page must be allowed to post forms to for a payment system: LiqPay's checkout takes the
 * signed data as a form post; the sandbox page is ours.
 */
export function paymentFormOrigins(system: 'sandbox' | 'liqpay'): string[] {
  return system === 'liqpay' ? [new URL(LIQPAY_CHECKOUT_URL).origin] : [];
}
