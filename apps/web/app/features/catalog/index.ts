export { CatalogView, type CatalogViewProps } from './catalog-view.js';
export { ShopDetail, pickShopCountry, SHOP_COUNTRY_PARAM } from './shop-detail.js';
export type { CountryOption } from './catalog-filters.js';
