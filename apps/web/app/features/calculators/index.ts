// Calculators and price blocks (SPEC §1, §2): reusable on any page; pass them the reference data
// from loadCalculatorReference (countries, NBU rates, customs percents).
export { CustomsCalculator } from './customs-calculator.js';
export { DeliveryCalculator } from './delivery-calculator.js';
export { PriceBlock } from './price-block.js';
export { CompareSlider } from './compare-slider.js';
export { CountryPricesSlider } from './country-prices-slider.js';
export {
  currencyOf,
  loadCalculatorReference,
  priceListOf,
  ratesFromSettings,
  type CalculatorReference,
} from './reference.js';
