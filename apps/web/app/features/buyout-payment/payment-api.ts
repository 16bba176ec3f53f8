import {
  API_BASE,
  type ApiClient,
  type BuyoutOrder,
  type BuyoutPayment,
  type BuyoutPageSettings,
  type ChurnOffer,
} from '@posylka/contract';

/**
 * The payment pages' calls (issue 6 buy-out contract, SPEC §7 "Buy-out"), on the client's `request`
 * with the contract's types only, so no route schema reaches the browser.
 */
const one = (id: string) => `${API_BASE}/buyout/${encodeURIComponent(id)}`;

export const paymentPageApi = {
  view: (api: ApiClient, id: string) => api.request<BuyoutOrder>('GET', `${one(id)}/view`),
  settings: (api: ApiClient) => api.request<BuyoutPageSettings>('GET', `${API_BASE}/buyout/settings`),
  /** GET /buyout/{id}/payment: where to pay (SPEC §7 "returns paymentSystem"). */
  payment: (api: ApiClient, id: string, paymentSystem: string | null) =>
    api.request<BuyoutPayment>('GET', `${one(id)}/payment`, {
      query: paymentSystem ? { paymentSystem } : {},
    }),
  /** GET /buyout/{id}/check_payment: 202 while pending (the client retries per SPEC §9), then the result. */
  checkPayment: (api: ApiClient, id: string) =>
    api.request<{ status: 'paid' | 'failed'; orderId: string }>('GET', `${one(id)}/check_payment`),
  churn: (api: ApiClient) =>
    api.request<{ offer: ChurnOffer | null }>('GET', `${API_BASE}/churn/active`, { noErrorToast: true }),
};

/**
 * Opens the provider (SPEC §4 "payment (redirect to a provider, or a hidden form post of card data to
 * the payment url)"): a plain redirect, or LiqPay's data and signature posted by a hidden form.
 */
export function openPayment(payment: BuyoutPayment, doc: Document = document): void {
  if (!payment.form) {
    doc.defaultView?.location.assign(payment.url);
    return;
  }
  const form = doc.createElement('form');
  form.method = 'POST';
  form.action = payment.url;
  form.acceptCharset = 'utf-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(payment.form)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}
