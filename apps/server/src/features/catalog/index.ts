export { catalogFeature, cacheCatalog } from './routes.js';
export { findShop, listCountryShops, toCatalogShop } from './shops-repository.js';
