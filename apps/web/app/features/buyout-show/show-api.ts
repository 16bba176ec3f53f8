import {
  API_BASE,
  buyoutPaths,
  buyoutProcessingPaths,
  type ApiClient,
  type BuyoutOrder,
  type BuyoutPageSettings,
  type BuyoutPayment,
  type BuyoutProcessing,
} from '@posylka/contract';

/** Per-product track number and state (GET /buyout/{id}/tracking). */
export interface BuyoutTrackingItem {
  productId: string;
  trackNo: string | null;
  /** refused, unavailable: the line ended, its money went back. */
  status: 'awaiting' | 'purchased' | 'shipped' | 'received' | 'refused' | 'unavailable';
}

/**
 * The order page's calls (issue 6 buy-out contract), on the client's `request` with the contract's
 * types only, so no route schema reaches the browser.
 */
export const showApi = {
  view: (api: ApiClient, id: string) => api.request<BuyoutOrder>('GET', API_BASE + buyoutPaths.view(id)),
  trackingStatuses: (api: ApiClient, id: string) =>
    api.request<{ received: number; total: number }>('GET', API_BASE + buyoutPaths.trackingStatuses(id)),
  tracking: (api: ApiClient, id: string) =>
    api.request<{ items: BuyoutTrackingItem[] }>('GET', API_BASE + buyoutPaths.tracking(id)),
  settings: (api: ApiClient) => api.request<BuyoutPageSettings>('GET', API_BASE + buyoutPaths.settings()),
  payment: (api: ApiClient, id: string) =>
    api.request<BuyoutPayment>('GET', API_BASE + buyoutPaths.payment(id)),
  refund: (api: ApiClient, id: string) => api.request<BuyoutOrder>('POST', API_BASE + buyoutPaths.refund(id)),
  /** How the buying goes: per-line shop state, questions, refunds (GET /buyout/{id}/processing). */
  processing: (api: ApiClient, id: string) =>
    api.request<BuyoutProcessing>('GET', API_BASE + buyoutProcessingPaths.processing(id)),
  /** The answer to a price rise or lower quantity; refusing refunds the line. */
  priceDecision: (api: ApiClient, id: string, itemId: string, accept: boolean) =>
    api.request<BuyoutProcessing>('POST', API_BASE + buyoutProcessingPaths.priceDecision(id, itemId), {
      body: { accept },
    }),
  /** Starts paying one line's surcharge (an accepted rise): the provider's page or LiqPay form. */
  surcharge: (api: ApiClient, id: string, itemId: string) =>
    api.request<BuyoutPayment>('POST', API_BASE + buyoutProcessingPaths.surcharge(id, itemId)),
};

/**
 * Opens the provider (SPEC §4 "payment (redirect to a provider, or a hidden form post of card data to
 * the payment url)"). A copy of buyout-payment's helper: features reach each other only through their
 * index.ts, and that one does not export it.
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
