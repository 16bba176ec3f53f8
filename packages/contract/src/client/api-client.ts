import type { loginRoute, registerRoute } from '../routes/auth.js';

import type { CatalogShopsQuery } from '../routes/catalog.js';
import type { setDefaultStockRoute } from '../routes/stock-addresses.js';
import type { PromotionPlacement } from '../routes/content.js';
import type { updateMeRoute } from '../routes/personal.js';

import { API_BASE, type RouteDef } from '../routes/route.js';
import type { AddressListQuery } from '../routes/addresses.js';
import type { SavedAddressInput } from '@posylka/domain';
import type { confirmEmailRoute, sendEmailVerificationRoute } from '../routes/verification.js';
import type {
  completePhoneVerificationRoute,
  initiatePhoneVerificationRoute,
} from '../routes/phone-verification.js';
import type { anonymousRealtimeRoute } from '../routes/realtime.js';
import { accountMethods } from './account-methods.js';
import { telegramMethods } from './telegram-methods.js';
import { notificationSettingsMethods } from './notification-settings-methods.js';
import { pathOf, type Endpoint } from './endpoint.js';
import { endpoints } from './endpoints.js';
import { createRequester, type ApiClientOptions, type CallOptions } from './http.js';
import type { RouteBody, RouteInput, RouteResult } from './route-types.js';

// Method and path of each route the client calls, without the route's schemas (see endpoint.ts).
const activePassportEp = endpoints.activePassport;
const alertMessagesEp = endpoints.alertMessages;
const anonymousRealtimeEp = endpoints.anonymousRealtime;
const articlesEp = endpoints.articles;
const bannersEp = endpoints.banners;
const catalogShopsEp = endpoints.catalogShops;
const compareProductsEp = endpoints.compareProducts;
const completePhoneVerificationEp = endpoints.completePhoneVerification;
const confirmEmailEp = endpoints.confirmEmail;
const countriesEp = endpoints.countries;
const dictionaryCitiesEp = endpoints.dictionaryCities;
const dictionaryWarehousesEp = endpoints.dictionaryWarehouses;
const headerItemsEp = endpoints.headerItems;
const initiatePhoneVerificationEp = endpoints.initiatePhoneVerification;
const listAddressesEp = endpoints.listAddresses;
const loginEp = endpoints.login;
const logoutEp = endpoints.logout;
const loyaltyBalanceEp = endpoints.loyaltyBalance;
const loyaltyHistoryEp = endpoints.loyaltyHistory;
const meEp = endpoints.me;
const updateMeEp = endpoints.updateMe;
const notificationPostsEp = endpoints.notificationPosts;
const phoneNumberEp = endpoints.phoneNumber;
const registerEp = endpoints.register;
const sendEmailVerificationEp = endpoints.sendEmailVerification;
const setDefaultStockEp = endpoints.setDefaultStock;
const shopCategoriesEp = endpoints.shopCategories;
const stockAddressesEp = endpoints.stockAddresses;
const webSocketCredentialsEp = endpoints.webSocketCredentials;

type Extra = Pick<CallOptions, 'noErrorToast' | 'signal' | 'idempotencyKey'>;
/** What a call passes: the route's params, query and body, and how to call. */
export type CallInput<R extends RouteDef> = RouteInput<R> & Extra;
/** The input is optional when nothing in it is required (no params, no body). */
export type CallArgs<R extends RouteDef> = object extends CallInput<R> ? [CallInput<R>?] : [CallInput<R>];

/** The client of the contract: `call` for every route, and named methods for the common ones. */
export function createApiClient(options: ApiClientOptions) {
  const request = createRequester(options);

  /**
   * Calls a contract route by its endpoint (endpoints.ts): method and path from the definition,
   * `:params` filled in and encoded, the body and result typed from its schemas.
   */
  async function call<R extends RouteDef>(ep: Endpoint<R>, ...[input]: CallArgs<R>): Promise<RouteResult<R>> {
    const { params, body, ...extra } = (input ?? {}) as {
      params?: object;
      body?: unknown;
      query?: object;
    } & Extra;
    return request<RouteResult<R>>(ep.method, API_BASE + pathOf(ep.path, params), {
      ...extra,
      ...(body === undefined ? {} : { body }),
    });
  }

  /** The named methods' shape: a body (or undefined) and the call's settings. */
  function send<R extends RouteDef>(
    ep: Endpoint<R>,
    body: RouteBody<R>,
    extra?: Extra & { query?: object },
  ): Promise<RouteResult<R>> {
    return call(ep, { ...extra, body } as unknown as CallInput<R>);
  }

  return {
    call,
    auth: {
      register: (body: RouteBody<typeof registerRoute>, extra?: Extra) => send(registerEp, body, extra),
      login: (body: RouteBody<typeof loginRoute>, extra?: Extra) => send(loginEp, body, extra),
      logout: (extra?: Extra) => send(logoutEp, undefined, extra),
    },
    account: accountMethods(send),
    telegram: telegramMethods(send),
    notificationSettings: notificationSettingsMethods(send),
    personal: {
      me: (extra?: Extra) => send(meEp, undefined, extra),
      updateMe: (body: RouteBody<typeof updateMeRoute>, extra?: Extra) => send(updateMeEp, body, extra),
      /** The identity document kept in the cabinet, or null. */
      activePassport: (extra?: Extra) => send(activePassportEp, undefined, extra),
    },
    loyalty: {
      balance: (extra?: Extra) => send(loyaltyBalanceEp, undefined, extra),
      history: (extra?: Extra) => send(loyaltyHistoryEp, undefined, extra),
    },
    alerts: {
      list: (extra?: Extra) => send(alertMessagesEp, undefined, extra),
      /** POST /personal/alert-messages/{alertMessageID}/close; the path has a parameter, so it is built here. */
      close: (alertMessageID: string, extra?: Extra) =>
        call(endpoints.closeAlertMessage, { ...extra, params: { alertMessageID } }),
    },
    verification: {
      resendEmail: (body: RouteBody<typeof sendEmailVerificationRoute>, extra?: Extra) =>
        send(sendEmailVerificationEp, body, extra),
      confirmEmail: (body: RouteBody<typeof confirmEmailRoute>, extra?: Extra) =>
        send(confirmEmailEp, body, extra),
      initiatePhone: (body: RouteBody<typeof initiatePhoneVerificationRoute>, extra?: Extra) =>
        send(initiatePhoneVerificationEp, body, extra),
      completePhone: (body: RouteBody<typeof completePhoneVerificationRoute>, extra?: Extra) =>
        send(completePhoneVerificationEp, body, extra),
      phoneNumber: (extra?: Extra) => send(phoneNumberEp, undefined, extra),
    },
    realtime: {
      credentials: (extra?: Extra) => send(webSocketCredentialsEp, undefined, extra),
      anonymous: (body: RouteBody<typeof anonymousRealtimeRoute>, extra?: Extra) =>
        send(anonymousRealtimeEp, body, extra),
    },
    extra: {
      countries: (extra?: Extra) => send(countriesEp, undefined, extra),
    },
    catalog: {
      shops: (query: CatalogShopsQuery, extra?: Extra) =>
        send(catalogShopsEp, undefined, { ...extra, query: { ...query } }),
      categories: (query: { query?: string; page?: number; limit?: number } = {}, extra?: Extra) =>
        send(shopCategoriesEp, undefined, { ...extra, query }),
      shop: (slug: string, extra?: Extra) => call(endpoints.catalogShop, { ...extra, params: { slug } }),
      // The country pages' paths take the code in lower case.
      countryShops: (country: string, extra?: Extra) =>
        call(endpoints.internationalCompanies, { ...extra, params: { country: country.toLowerCase() } }),
      countryShop: (country: string, company: string, extra?: Extra) =>
        call(endpoints.internationalCompany, {
          ...extra,
          params: { country: country.toLowerCase() },
          query: { company },
        }),
    },
    stockAddresses: {
      list: (countryCode: string, extra?: Extra) =>
        send(stockAddressesEp, undefined, { ...extra, query: { countryCode } }),
      setDefault: (body: RouteBody<typeof setDefaultStockRoute>, extra?: Extra) =>
        send(setDefaultStockEp, body, extra),
    },
    content: {
      banners: (extra?: Extra) => send(bannersEp, undefined, extra),
      headerItems: (extra?: Extra) => send(headerItemsEp, undefined, extra),
      compareProducts: (extra?: Extra) => send(compareProductsEp, undefined, extra),
      articles: (extra?: Extra) => send(articlesEp, undefined, extra),
      notificationPosts: (extra?: Extra) => send(notificationPostsEp, undefined, extra),
      promotions: (placement: PromotionPlacement, countryCode?: string, extra?: Extra) =>
        call(endpoints.promotions, { ...extra, params: { placement }, query: { countryCode } }),
    },
    dictionary: {
      /** City autocomplete (debounce CITY_SEARCH_DEBOUNCE_MS); 422 when the query has under 2 letters. */
      cities: (query: string, extra?: Extra) =>
        send(dictionaryCitiesEp, undefined, { ...extra, query: { query } }),
      /** Departments or lockers of a city (ref from `cities`); 404 for an unknown city. */
      warehouses: (params: { ref: string; type: 'department' | 'box'; query?: string }, extra?: Extra) =>
        send(dictionaryWarehousesEp, undefined, { ...extra, query: params }),
    },
    /** The address book (SPEC §7 Personal). */
    addresses: {
      list: (mode: AddressListQuery['mode'] = 'all', extra?: Extra) =>
        send(listAddressesEp, undefined, { ...extra, query: { mode } }),
      get: (id: string, extra?: Extra) => call(endpoints.getAddress, { ...extra, params: { id } }),
      /** POST /personal/addresses/{type}: the tab's type goes in the path. */
      create: (body: SavedAddressInput, extra?: Extra) =>
        call(endpoints.createAddress, { ...extra, params: { type: body.type }, body }),
      update: (id: string, body: SavedAddressInput, extra?: Extra) =>
        call(endpoints.updateAddress, { ...extra, params: { id }, body }),
      deactivate: (id: string, extra?: Extra) =>
        call(endpoints.deactivateAddress, { ...extra, params: { id } }),
      toggleFavorite: (id: string, extra?: Extra) =>
        call(endpoints.toggleFavoriteAddress, { ...extra, params: { id } }),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
