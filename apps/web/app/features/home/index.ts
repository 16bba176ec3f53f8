export { Hero, type HeroPrice } from './hero.js';
export { Services } from './services.js';
export { HowToOrder } from './how-to-order.js';
export { CountriesGrid } from './countries-grid.js';
export { CompareSlider } from './compare-slider.js';
export { ArticlesSlider } from './articles-slider.js';
export { ShopsSlider, type ShopTile } from './shops-slider.js';
export { PromotionStrip } from './promotion-strip.js';
export {
  loadBuyoutFeeTexts,
  loadHomeContent,
  type BuyoutFeeTexts,
  type HomeContent,
} from './load-home-content.js';
