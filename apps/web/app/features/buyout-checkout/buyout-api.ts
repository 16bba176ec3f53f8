import { endpoints, type ApiClient } from '@posylka/contract';
import type { DraftBody } from './form-values.js';

/**
 * The checkout's calls (issue 6 buy-out contract, SPEC §7 "Buy-out"), through the contract's
 * endpoints (method and path only), so no route schema reaches the browser.
 */
export function buyoutApi(api: ApiClient) {
  const { call } = api;
  return {
    settings: () => call(endpoints.buyoutSettings),
    view: (id: string) => call(endpoints.viewBuyout, { params: { id } }),
    /** SPEC §6 "POST /buyout/draft (no error toast)". */
    saveDraft: (body: DraftBody) => call(endpoints.saveBuyoutDraft, { body, noErrorToast: true }),
    checkout: (id: string) => call(endpoints.checkoutBuyout, { params: { id } }),
    payment: (id: string, paymentSystem: string | null) =>
      call(endpoints.buyoutPayment, { params: { id }, query: paymentSystem ? { paymentSystem } : {} }),
    edit: (id: string, body: { products: { id: string; quantity: number; price: string }[] }) =>
      call(endpoints.editBuyout, { params: { id }, body }),
    validatePromo: (code: string) =>
      call(endpoints.validatePromoCode, {
        // SPEC §7 "Promo check for buy-out uses service buyout, the code and country US".
        body: { code, country: 'US', service: 'buyout' },
      }),
    churn: () => call(endpoints.activeChurn, { noErrorToast: true }),
  };
}
export type BuyoutApi = ReturnType<typeof buyoutApi>;
