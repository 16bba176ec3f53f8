import { loginRoute, logoutRoute, registerRoute } from '../routes/auth.js';
import { dictionaryCitiesRoute, dictionaryWarehousesRoute } from '../routes/dictionary.js';
import { countriesRoute } from '../routes/extra.js';
import {
  catalogShopApiPath,
  type catalogShopRoute,
  catalogShopsRoute,
  internationalCompaniesApiPath,
  type internationalCompaniesRoute,
  internationalCompanyApiPath,
  type internationalCompanyRoute,
  shopCategoriesRoute,
  type CatalogShopsQuery,
} from '../routes/catalog.js';
import { setDefaultStockRoute, stockAddressesRoute } from '../routes/stock-addresses.js';
import {
  articlesRoute,
  bannersRoute,
  compareProductsRoute,
  headerItemsRoute,
  notificationPostsRoute,
  promotionsPath,
  type Promotion,
  type PromotionPlacement,
} from '../routes/content.js';
import { meRoute } from '../routes/personal.js';
import { loyaltyBalanceRoute, loyaltyHistoryRoute } from '../routes/loyalty.js';
import { alertMessagesRoute, closeAlertMessageRoute } from '../routes/alerts.js';
import { API_BASE, type RouteDef } from '../routes/route.js';
import {
  addressPaths,
  listAddressesRoute,
  type AddressListQuery,
  type UserAddress,
} from '../routes/addresses.js';
import type { SavedAddressInput } from '@posylka/domain';
import { confirmEmailRoute, sendEmailVerificationRoute } from '../routes/verification.js';
import {
  completePhoneVerificationRoute,
  initiatePhoneVerificationRoute,
  phoneNumberRoute,
} from '../routes/phone-verification.js';
import { anonymousRealtimeRoute, webSocketCredentialsRoute } from '../routes/realtime.js';
import { createRequester, type ApiClientOptions, type CallOptions } from './http.js';
import type { RouteBody, RouteResult } from './route-types.js';

type Extra = Pick<CallOptions, 'noErrorToast' | 'signal' | 'query'>;

/** Typed methods per route; `request` stays available for routes that have no method yet. */
export function createApiClient(options: ApiClientOptions) {
  const request = createRequester(options);

  /** Calls a contract route: method and path from its definition, types from its schemas. */
  function call<R extends RouteDef>(route: R, body: RouteBody<R>, extra?: Extra): Promise<RouteResult<R>> {
    return request<RouteResult<R>>(route.method, API_BASE + route.path, {
      ...extra,
      ...(body === undefined ? {} : { body }),
    });
  }

  return {
    request,
    call,
    auth: {
      register: (body: RouteBody<typeof registerRoute>, extra?: Extra) => call(registerRoute, body, extra),
      login: (body: RouteBody<typeof loginRoute>, extra?: Extra) => call(loginRoute, body, extra),
      logout: (extra?: Extra) => call(logoutRoute, undefined, extra),
    },
    personal: {
      me: (extra?: Extra) => call(meRoute, undefined, extra),
    },
    loyalty: {
      balance: (extra?: Extra) => call(loyaltyBalanceRoute, undefined, extra),
      history: (extra?: Extra) => call(loyaltyHistoryRoute, undefined, extra),
    },
    alerts: {
      list: (extra?: Extra) => call(alertMessagesRoute, undefined, extra),
      /** POST /personal/alert-messages/{alertMessageID}/close; the path has a parameter, so it is built here. */
      close: (alertMessageID: string, extra?: Extra) =>
        request<undefined>(
          closeAlertMessageRoute.method,
          API_BASE +
            closeAlertMessageRoute.path.replace(':alertMessageID', encodeURIComponent(alertMessageID)),
          extra,
        ),
    },
    verification: {
      resendEmail: (body: RouteBody<typeof sendEmailVerificationRoute>, extra?: Extra) =>
        call(sendEmailVerificationRoute, body, extra),
      confirmEmail: (body: RouteBody<typeof confirmEmailRoute>, extra?: Extra) =>
        call(confirmEmailRoute, body, extra),
      initiatePhone: (body: RouteBody<typeof initiatePhoneVerificationRoute>, extra?: Extra) =>
        call(initiatePhoneVerificationRoute, body, extra),
      completePhone: (body: RouteBody<typeof completePhoneVerificationRoute>, extra?: Extra) =>
        call(completePhoneVerificationRoute, body, extra),
      phoneNumber: (extra?: Extra) => call(phoneNumberRoute, undefined, extra),
    },
    realtime: {
      credentials: (extra?: Extra) => call(webSocketCredentialsRoute, undefined, extra),
      anonymous: (body: RouteBody<typeof anonymousRealtimeRoute>, extra?: Extra) =>
        call(anonymousRealtimeRoute, body, extra),
    },
    extra: {
      countries: (extra?: Extra) => call(countriesRoute, undefined, extra),
    },
    catalog: {
      shops: (query: CatalogShopsQuery, extra?: Extra) =>
        call(catalogShopsRoute, undefined, { ...extra, query: { ...query } }),
      categories: (query: { query?: string; page?: number; limit?: number } = {}, extra?: Extra) =>
        call(shopCategoriesRoute, undefined, { ...extra, query }),
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
        call(stockAddressesRoute, undefined, { ...extra, query: { countryCode } }),
      setDefault: (body: RouteBody<typeof setDefaultStockRoute>, extra?: Extra) =>
        call(setDefaultStockRoute, body, extra),
    },
    content: {
      banners: (extra?: Extra) => call(bannersRoute, undefined, extra),
      headerItems: (extra?: Extra) => call(headerItemsRoute, undefined, extra),
      compareProducts: (extra?: Extra) => call(compareProductsRoute, undefined, extra),
      articles: (extra?: Extra) => call(articlesRoute, undefined, extra),
      notificationPosts: (extra?: Extra) => call(notificationPostsRoute, undefined, extra),
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
        call(dictionaryCitiesRoute, undefined, { ...extra, query: { query } }),
      /** Departments or lockers of a city (ref from `cities`); 404 for an unknown city. */
      warehouses: (
        params: { ref: string; type: 'department' | 'box'; query?: string },
        extra?: Omit<Extra, 'query'>,
      ) => call(dictionaryWarehousesRoute, undefined, { ...extra, query: params }),
    },
    /** The address book (SPEC §7 Personal); paths with an id are built here. */
    addresses: {
      list: (mode: AddressListQuery['mode'] = 'all', extra?: Omit<Extra, 'query'>) =>
        call(listAddressesRoute, undefined, { ...extra, query: { mode } }),
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
