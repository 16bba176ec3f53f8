// The payment provider interface: the buy-out feature starts a payment, the provider's signed callback
// settles it, and the daily reconciliation asks it what it did. Providers never touch our books (the
// sandbox keeps its own, standing in for a real provider's side); settling (atomic, idempotent) is
// service.ts's job.
import type { Locale, ProviderPaymentView } from '@posylka/domain';

export type PaymentSystem = 'sandbox' | 'liqpay';

export type CheckoutRequest = {
  paymentId: string;
  orderId: string;
  orderNumber: string;
  /** Decimal string, 2 decimals. */
  amount: string;
  currency: string;
  description: string;
  language: 'uk' | 'ru' | 'en';
  /** The interface language of the page that starts the payment (sandbox page language); absent: uk. */
  locale?: Locale;
  /** Where the provider sends the browser back (web path); default: the order's payment result page. */
  resultPath?: string;
};

/** Where the browser goes to pay: a page to open, or a form to post (LiqPay data + signature). */
export type CheckoutTarget = { url: string; form?: { data: string; signature: string } };

export type CallbackVerdict = {
  /** Our payment reference as the provider echoes it (LiqPay order_id). */
  providerPaymentId: string;
  outcome: 'paid' | 'failed' | 'pending';
  amount: string;
  currency: string;
  /** Decoded callback fields kept for support (providers send masked card data only). */
  details: Record<string, unknown>;
};

export interface PaymentProvider {
  readonly system: PaymentSystem;
  checkout(request: CheckoutRequest): CheckoutTarget;
  /** The decoded callback, or null when the signature does not match the exact posted data. */
  readCallback(body: { data: string; signature: string }): CallbackVerdict | null;
  /** Gives `amount` (all or part) of a settled payment back; throws when the provider refuses. */
  refund(payment: { providerPaymentId: string; amount: string; currency: string }): Promise<void>;
  /**
   * What the provider says it did with a payment: captured (or not), and given back in total
   * (decision 014, the daily reconciliation). Throws when the provider cannot be asked.
   */
  status(providerPaymentId: string): Promise<ProviderPaymentView>;
}
