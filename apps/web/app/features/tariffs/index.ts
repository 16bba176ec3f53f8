// The public tariffs page (issue 18 item 5): the price list of every warehouse by weight, from the
// grids of GET /extra/countries through the domain's price list.
export { TariffsPage, selectedTariff } from './tariffs-page.js';
export { countryTariff, tariffWeights, type CountryTariff } from './tariff-tables.js';
export { deliveryFromTexts, type DeliveryFromTexts } from './delivery-from.js';
