import type { loginRoute, logoutRoute, registerRoute } from '../routes/auth.js';
import type { dictionaryCitiesRoute, dictionaryWarehousesRoute } from '../routes/dictionary.js';
import type { countriesRoute } from '../routes/extra.js';
import type {
  catalogShopRoute,
  catalogShopsRoute,
  internationalCompaniesRoute,
  internationalCompanyRoute,
  shopCategoriesRoute,
  CatalogShopsQuery,
} from '../routes/catalog.js';
import type { setDefaultStockRoute, stockAddressesRoute } from '../routes/stock-addresses.js';
import type {
  articlesRoute,
  bannersRoute,
  compareProductsRoute,
  headerItemsRoute,
  notificationPostsRoute,
  Promotion,
  PromotionPlacement,
} from '../routes/content.js';
import type { meRoute, updateMeRoute } from '../routes/personal.js';
import type { activePassportRoute } from '../routes/order-documents.js';
import type { loyaltyBalanceRoute, loyaltyHistoryRoute } from '../routes/loyalty.js';
import type { alertMessagesRoute, closeAlertMessageRoute } from '../routes/alerts.js';
import { API_BASE, type RouteDef } from '../routes/route.js';
import type { listAddressesRoute, AddressListQuery, UserAddress } from '../routes/addresses.js';
import {
  addressPaths,
  catalogShopApiPath,
  internationalCompaniesApiPath,
  internationalCompanyApiPath,
  promotionsPath,
} from '../routes/paths.js';
import type { SavedAddressInput } from '@posylka/domain';
import type { confirmEmailRoute, sendEmailVerificationRoute } from '../routes/verification.js';
import type {
  completePhoneVerificationRoute,
  initiatePhoneVerificationRoute,
  phoneNumberRoute,
} from '../routes/phone-verification.js';
import type { anonymousRealtimeRoute, webSocketCredentialsRoute } from '../routes/realtime.js';
import { accountMethods } from './account-methods.js';
import { telegramMethods } from './telegram-methods.js';
import { notificationSettingsMethods } from './notification-settings-methods.js';
import { endpoint, type Endpoint } from './endpoint.js';
import { createRequester, type ApiClientOptions, type CallOptions } from './http.js';
import type { RouteBody, RouteResult } from './route-types.js';

// Method and path of each route the client calls, without the route's schemas (see endpoint.ts).
const activePassportEp = endpoint<typeof activePassportRoute>('GET', '/personal/passports/active');
const alertMessagesEp = endpoint<typeof alertMessagesRoute>('GET', '/personal/alert-messages');
const anonymousRealtimeEp = endpoint<typeof anonymousRealtimeRoute>('POST', '/app-centrifugo/anonymous');
const articlesEp = endpoint<typeof articlesRoute>('GET', '/content/articles');
const bannersEp = endpoint<typeof bannersRoute>('GET', '/content/banners');
const catalogShopsEp = endpoint<typeof catalogShopsRoute>('GET', '/catalog/shops');
const closeAlertMessageEp = endpoint<typeof closeAlertMessageRoute>(
  'POST',
  '/personal/alert-messages/:alertMessageID/close',
);
const compareProductsEp = endpoint<typeof compareProductsRoute>('GET', '/content/compare-products');
const completePhoneVerificationEp = endpoint<typeof completePhoneVerificationRoute>(
  'POST',
  '/verification/phone/complete',
);
const confirmEmailEp = endpoint<typeof confirmEmailRoute>('POST', '/verification/email/confirm');
const countriesEp = endpoint<typeof countriesRoute>('GET', '/extra/countries');
const dictionaryCitiesEp = endpoint<typeof dictionaryCitiesRoute>('GET', '/dictionary/cities');
const dictionaryWarehousesEp = endpoint<typeof dictionaryWarehousesRoute>('GET', '/dictionary/warehouse');
const headerItemsEp = endpoint<typeof headerItemsRoute>('GET', '/content/header-items');
const initiatePhoneVerificationEp = endpoint<typeof initiatePhoneVerificationRoute>(
  'POST',
  '/verification/phone/initiate',
);
const listAddressesEp = endpoint<typeof listAddressesRoute>('GET', '/personal/addresses');
const loginEp = endpoint<typeof loginRoute>('POST', '/auth/login');
const logoutEp = endpoint<typeof logoutRoute>('POST', '/auth/logout');
const loyaltyBalanceEp = endpoint<typeof loyaltyBalanceRoute>('GET', '/personal/loyalty/balance');
const loyaltyHistoryEp = endpoint<typeof loyaltyHistoryRoute>('GET', '/personal/loyalty/history');
const meEp = endpoint<typeof meRoute>('GET', '/personal/me');
const updateMeEp = endpoint<typeof updateMeRoute>('PATCH', '/personal/me');
const notificationPostsEp = endpoint<typeof notificationPostsRoute>('GET', '/notifications/posts');
const phoneNumberEp = endpoint<typeof phoneNumberRoute>('GET', '/personal/phone-number');
const registerEp = endpoint<typeof registerRoute>('POST', '/auth/register');
const sendEmailVerificationEp = endpoint<typeof sendEmailVerificationRoute>('POST', '/verification/email');
const setDefaultStockEp = endpoint<typeof setDefaultStockRoute>('POST', '/personal/set-default-stock');
const shopCategoriesEp = endpoint<typeof shopCategoriesRoute>('GET', '/catalog/categories');
const stockAddressesEp = endpoint<typeof stockAddressesRoute>('GET', '/personal/stock/addresses');
const webSocketCredentialsEp = endpoint<typeof webSocketCredentialsRoute>(
  'GET',
  '/app-centrifugo/web-socket-credentials',
);

type Extra = Pick<CallOptions, 'noErrorToast' | 'signal' | 'query'>;

/** Typed methods per route; `request` stays available for routes that have no method yet. */
export function createApiClient(options: ApiClientOptions) {
  const request = createRequester(options);

  /** Calls a contract route: method and path from its definition, types from its schemas. */
  function send<R extends RouteDef>(
    route: Endpoint<R>,
    body: RouteBody<R>,
    extra?: Extra,
  ): Promise<RouteResult<R>> {
    return request<RouteResult<R>>(route.method, API_BASE + route.path, {
      ...extra,
      ...(body === undefined ? {} : { body }),
    });
  }

  /** Calls a contract route: method and path from its definition, types from its schemas. */
  function call<R extends RouteDef>(route: R, body: RouteBody<R>, extra?: Extra): Promise<RouteResult<R>> {
    return send<R>(route, body, extra);
  }

  return {
    request,
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
        request<undefined>(
          closeAlertMessageEp.method,
          API_BASE + closeAlertMessageEp.path.replace(':alertMessageID', encodeURIComponent(alertMessageID)),
          extra,
        ),
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
      shop: (slug: string, extra?: Extra) =>
        request<RouteResult<typeof catalogShopRoute>>('GET', API_BASE + catalogShopApiPath(slug), extra),
      countryShops: (country: string, extra?: Extra) =>
        request<RouteResult<typeof internationalCompaniesRoute>>(
          'GET',
          API_BASE + internationalCompaniesApiPath(country),
          extra,
        ),
      countryShop: (country: string, company: string, extra?: Extra) =>
        request<RouteResult<typeof internationalCompanyRoute>>(
          'GET',
          API_BASE + internationalCompanyApiPath(country),
          {
            ...extra,
            query: { company },
          },
        ),
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
      /** GET /extra/promotions/{placement}; the path has a parameter, so it is built here. */
      promotions: (placement: PromotionPlacement, countryCode?: string, extra?: Extra) =>
        request<Promotion[]>('GET', API_BASE + promotionsPath(placement), {
          ...extra,
          query: { ...extra?.query, countryCode },
        }),
    },
    dictionary: {
      /** City autocomplete (debounce CITY_SEARCH_DEBOUNCE_MS); 422 when the query has under 2 letters. */
      cities: (query: string, extra?: Omit<Extra, 'query'>) =>
        send(dictionaryCitiesEp, undefined, { ...extra, query: { query } }),
      /** Departments or lockers of a city (ref from `cities`); 404 for an unknown city. */
      warehouses: (
        params: { ref: string; type: 'department' | 'box'; query?: string },
        extra?: Omit<Extra, 'query'>,
      ) => send(dictionaryWarehousesEp, undefined, { ...extra, query: params }),
    },
    /** The address book (SPEC §7 Personal); paths with an id are built here. */
    addresses: {
      list: (mode: AddressListQuery['mode'] = 'all', extra?: Omit<Extra, 'query'>) =>
        send(listAddressesEp, undefined, { ...extra, query: { mode } }),
      get: (id: string, extra?: Extra) => request<UserAddress>('GET', API_BASE + addressPaths.one(id), extra),
      /** POST /personal/addresses/{type}: the tab's type goes in the path. */
      create: (body: SavedAddressInput, extra?: Extra) =>
        request<UserAddress>('POST', API_BASE + addressPaths.create(body.type), { ...extra, body }),
      update: (id: string, body: SavedAddressInput, extra?: Extra) =>
        request<UserAddress>('PUT', API_BASE + addressPaths.update(id), { ...extra, body }),
      deactivate: (id: string, extra?: Extra) =>
        request<{ id: string }>('PATCH', API_BASE + addressPaths.deactivate(id), extra),
      toggleFavorite: (id: string, extra?: Extra) =>
        request<UserAddress>('POST', API_BASE + addressPaths.toggleFavorite(id), extra),
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
