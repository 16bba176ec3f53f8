// LiqPay (API 3): checkout is a form post of data + signature to its checkout page; the server
// callback (server_url) posts data + signature back, verified over the exact posted data string.
// Refunds go through its server API (action "refund"), and the daily reconciliation asks the same API
// what happened to a payment (action "status").
import { roundAmount, type ProviderPaymentView } from '@posylka/domain';
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
  /** The server API (LIQPAY_API_URL); tests point it at a local fake. */
  apiUrl?: string;
};

/** Money stayed with LiqPay: paid, or paid and then given back in full ("reversed"). */
const CAPTURED = new Set(['success', 'reversed']);
/** What LiqPay answers for an order id it never saw. */
const NOT_FOUND = new Set(['payment_not_found', 'order_not_found']);

const isAmount = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value) && value >= 0) ||
  (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value));

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
  const apiUrl = options.apiUrl ?? LIQPAY_API_URL;
  const request = async (params: Record<string, unknown>) => {
    const body = new URLSearchParams(sign({ version: 3, public_key: options.publicKey, ...params }));
    const res = await (options.fetch ?? fetch)(apiUrl, { method: 'POST', body });
    const answer = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    return { ok: res.ok, httpStatus: res.status, answer };
  };
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
      const { ok, httpStatus, answer } = await request({
        action: 'refund',
        order_id: payment.providerPaymentId,
        amount: payment.amount,
      });
      if (!ok || answer.result !== 'ok') {
        throw new Error(
          `LiqPay refund refused: ${String(answer.status ?? httpStatus)} ${String(answer.err_description ?? '')}`.trim(),
        );
      }
    },
    /**
     * action "status": `amount` is what the payment took; a payment given back in full answers
     * "reversed", and `refund_amount` (when LiqPay sends it) is what went back of a partly refunded
     * one. Any other status (failure, still processing, ...) took no money.
     */
    async status(providerPaymentId): Promise<ProviderPaymentView> {
      const { ok, httpStatus, answer } = await request({ action: 'status', order_id: providerPaymentId });
      if (!ok) throw new Error(`LiqPay status request failed: HTTP ${httpStatus}`);
      if (NOT_FOUND.has(String(answer.err_code ?? answer.code ?? ''))) return { known: false };
      const status = String(answer.status ?? '');
      if (answer.result !== 'ok' || status === '') {
        throw new Error(
          `LiqPay status refused: ${String(answer.err_code ?? status)} ${String(answer.err_description ?? '')}`.trim(),
        );
      }
      const paid = CAPTURED.has(status) || (testKeys && status === 'sandbox');
      const amount = isAmount(answer.amount) ? roundAmount(String(answer.amount)) : null;
      const refunded = isAmount(answer.refund_amount)
        ? roundAmount(String(answer.refund_amount))
        : status === 'reversed' && amount !== null
          ? amount
          : '0.00';
      return {
        known: true,
        captured: paid ? amount : null,
        currency: String(answer.currency ?? ''),
        refunded,
      };
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
