// What the parcel costs the customer (domain parcelCharges) from the stored order, and the one moment
// the bonuses the customer chose to use are taken from the balance: when the parcel leaves the
// warehouse and its delivery cost is final (the `dispatch` move, in its transaction).
import {
  bonusesToSpend,
  formatOrderNumber,
  forwardingFee,
  forwardingFeeLines,
  handlingFeeFor,
  money,
  parcelCharges,
  parcelDeliveryCost,
  type CurrencyCode,
  type Money,
  type ParcelCharges,
  type Rates,
  type StoredPromo,
} from '@posylka/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { orders, users, type OrderRow } from '../../db/schema/index.js';
import { loadForwardingPercents } from '../reference-data/index.js';
import { recordDeliveryMoney } from '../ledger/index.js';
import { addLoyaltyEntry, loyaltyTotals } from '../loyalty/index.js';
import { loadRates } from './repository.js';

/**
 * The parcel's international delivery: the price stored when it was weighed (or when the operator
 * moved it to another warehouse), which is on its warehouse's grid. With `rates`, a weighed parcel
 * that has no stored price (weighed while the rates were missing) is priced now, on the same grid.
 */
export function deliveryCostOf(order: OrderRow, rates?: Rates): Money | null {
  if (order.deliveryCostAmount) {
    return { amount: order.deliveryCostAmount, currency: order.deliveryCostCurrency as CurrencyCode };
  }
  if (!rates || !order.weightKg) return null;
  return parcelDeliveryCost({
    weightKg: order.weightKg,
    countryCode: order.countryCode,
    warehouseId: order.warehouseId,
    rates,
  });
}

/** The promo code or churn offer saved with the order (values in UAH), or null. */
export function storedPromoOf(order: OrderRow): StoredPromo | null {
  if (!order.promoCode && !order.churnAccepted) return null;
  if (order.promoValue === null) return null;
  return {
    format: order.promoFormat === 'percent' ? 'percent' : 'amount',
    value: order.promoValue,
    restrictedValue: order.promoRestrictedValue,
  };
}

/** The parcel page's cost block for a priced parcel, with the rates the page already read. */
export async function chargesOf(
  db: Database,
  order: OrderRow,
  deliveryCost: Money,
  rates: Rates,
): Promise<ParcelCharges | null> {
  const [percents, totals] = await Promise.all([
    loadForwardingPercents(db),
    order.discount && order.bonusesSpentUah === null ? loyaltyTotals(db, order.userId) : null,
  ]);
  const currency = (order.itemsTotalCurrency ?? 'USD') as CurrencyCode;
  // The lines the order shows (orders/present.ts), so the page's fee rows and its total agree.
  const fees = forwardingFeeLines(
    money(order.itemsTotalAmount, currency),
    percents,
    money(order.insuranceFeeAmount, currency),
  );
  return parcelCharges({
    deliveryCost,
    promo: storedPromoOf(order),
    bonuses:
      order.bonusesSpentUah !== null
        ? { kind: 'spent', amount: { amount: order.bonusesSpentUah, currency: 'UAH' } }
        : totals
          ? { kind: 'planned', balance: { amount: totals.balance, currency: 'UAH' } }
          : { kind: 'none' },
    services: order.additionalServices.map((service) =>
      money(service.cost.amount, service.cost.currency as CurrencyCode),
    ),
    handlingFee: handlingFeeFor(order.countryCode),
    guarantee: forwardingFee(fees, 'guarantee').cost,
    insurance: forwardingFee(fees, 'insurance').cost,
    customs: money(order.priceCustomsClearanceEur, 'EUR'),
    rates,
  });
}

/**
 * Takes the bonuses for the parcel's delivery once (bonuses_spent_uah is claimed in the same
 * statement), up to the delivery left after the promo. The customer's row is locked first so two
 * parcels leaving at once cannot both spend the same balance. Zero is recorded too: the choice is
 * settled and the page shows what was really taken.
 */
export async function spendBonuses(tx: Database, order: OrderRow, now: Date): Promise<void> {
  if (!order.discount || order.bonusesSpentUah !== null) return;
  const deliveryCost = deliveryCostOf(order);
  if (!deliveryCost) return;
  await tx.select({ id: users.id }).from(users).where(eq(users.id, order.userId)).for('update');
  const [{ balance }, rates] = await Promise.all([loyaltyTotals(tx, order.userId), loadRates(tx)]);
  const amount = bonusesToSpend({
    deliveryCost,
    promo: storedPromoOf(order),
    balance: { amount: balance, currency: 'UAH' },
    rates,
  });
  const claimed = await tx
    .update(orders)
    .set({ bonusesSpentUah: amount.amount })
    .where(and(eq(orders.id, order.id), isNull(orders.bonusesSpentUah)))
    .returning({ id: orders.id });
  if (claimed.length === 0 || !(Number(amount.amount) > 0)) return;
  await addLoyaltyEntry(tx, {
    userId: order.userId,
    type: 'spend',
    amountUah: amount.amount,
    reason: 'delivery_paid',
    orderRef: formatOrderNumber(order.number),
    createdAt: now,
  });
  await recordDeliveryMoney(tx, {
    service: 'forwarding',
    orderId: order.id,
    userId: order.userId,
    kind: 'bonus_spent',
    amountUah: amount.amount,
    at: now,
  });
}

/**
 * The promo code's or the personal offer's discount, written to the money ledger once when the
 * parcel leaves and its delivery cost is final (issue 14: promo and churn discounts are movements
 * the reports see): what it took off the delivery, in hryvnias.
 */
export async function recordDeliveryDiscount(tx: Database, order: OrderRow, now: Date): Promise<void> {
  const promo = storedPromoOf(order);
  const deliveryCost = deliveryCostOf(order);
  if (!promo || !deliveryCost) return;
  const charges = parcelCharges({
    deliveryCost,
    promo,
    bonuses: { kind: 'none' },
    services: [],
    handlingFee: null,
    guarantee: null,
    insurance: null,
    customs: null,
    rates: await loadRates(tx),
  });
  if (!charges || !(Number(charges.promoDiscount.amount) > 0)) return;
  await recordDeliveryMoney(tx, {
    service: 'forwarding',
    orderId: order.id,
    userId: order.userId,
    // A code typed by the customer, or the personal offer accepted without one.
    kind: order.promoCode ? 'promo_discount' : 'churn_discount',
    amountUah: charges.promoDiscount.amount,
    note: order.promoCode ?? '',
    at: now,
  });
}
