// Cabinet widgets of SPEC §2 (alerts, bonuses with history, discounts and news carousel,
// forbidden items, promo code) for the signed-in customer.
export { CabinetWidgets } from './cabinet-widgets.js';
export { AlertsWidget } from './alerts-widget.js';
export { BonusesWidget } from './bonuses-widget.js';
export { BonusHistory } from './bonus-history.js';
export { DiscountsCarousel } from './discounts-carousel.js';
export { ForbiddenItemsCard } from './forbidden-card.js';
export { PromoCodeDisplay } from './promo-code.js';
