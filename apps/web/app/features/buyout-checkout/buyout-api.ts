import {
  API_BASE,
  type ApiClient,
  type BuyoutOrder,
  type BuyoutPayment,
  type BuyoutPageSettings,
  type ChurnOffer,
  type PromoCheck,
} from '@posylka/contract';
import type { DraftBody } from './form-values.js';

/**
 * The checkout's calls (issue 6 buy-out contract, SPEC §7 "Buy-out"), on the client's `request` with
 * the contract's types only, so no route schema reaches the browser.
 */
export function buyoutApi(api: ApiClient) {
  const { request } = api;
  const one = (id: string) => `${API_BASE}/buyout/${encodeURIComponent(id)}`;
  return {
    settings: () => request<BuyoutPageSettings>('GET', `${API_BASE}/buyout/settings`),
    view: (id: string) => request<BuyoutOrder>('GET', `${one(id)}/view`),
    /** SPEC §6 "POST /buyout/draft (no error toast)". */
    saveDraft: (body: DraftBody) =>
      request<BuyoutOrder>('POST', `${API_BASE}/buyout/draft`, { body, noErrorToast: true }),
    checkout: (id: string) => request<{ id: string }>('POST', `${one(id)}/checkout`),
    payment: (id: string, paymentSystem: string | null) =>
      request<BuyoutPayment>('GET', `${one(id)}/payment`, {
        query: paymentSystem ? { paymentSystem } : {},
      }),
    edit: (id: string, body: { products: { id: string; quantity: number; price: string }[] }) =>
      request<BuyoutOrder>('PUT', `${one(id)}/edit`, { body }),
    validatePromo: (code: string) =>
      request<PromoCheck>('POST', `${API_BASE}/validate-promo-code`, {
        // SPEC §7 "Promo check for buy-out uses service buyout, the code and country US".
        body: { code, country: 'US', service: 'buyout' },
      }),
    churn: () =>
      request<{ offer: ChurnOffer | null }>('GET', `${API_BASE}/churn/active`, { noErrorToast: true }),
  };
}
export type BuyoutApi = ReturnType<typeof buyoutApi>;
