import { AlertsWidget } from './alerts-widget.js';
import { BonusesWidget } from './bonuses-widget.js';
import { DiscountsCarousel } from './discounts-carousel.js';
import { ForbiddenItemsCard } from './forbidden-card.js';

/** The cabinet's widgets (SPEC §2) in one place, for the orders page of a signed-in customer. */
export function CabinetWidgets() {
  return (
    <div className="cabinet-widgets">
      <AlertsWidget />
      <DiscountsCarousel />
      <div className="cabinet-widgets__grid">
        <BonusesWidget />
        <ForbiddenItemsCard />
      </div>
    </div>
  );
}
