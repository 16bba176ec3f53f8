// "A bought order becomes a parcel at the US warehouse and follows the forwarding lifecycle" (issue
// 6; design §4 arrived). The parcel is a completed order of type buyout for the US with the bought
// lines as items and the buy-out's address; the lifecycle then receives it (operator `receive`), which
// stores the measurements and the delivery cost, writes the timeline and audit, and tells the customer.
import {
  convert,
  formatBuyoutNumber,
  isBuyoutLineBought,
  money,
  multiplyMoney,
  parcelMeasurementsSchema,
  roundAmount,
  shopDomainOf,
  sumMoney,
  toViolations,
  type CurrencyCode,
  type Locale,
  type Rates,
} from '@posylka/domain';
import type { BuyoutOrderRow } from '../../../db/schema/index.js';
import { HttpError } from '../../../http/errors.js';
import { writeAudit } from '../../../audit/index.js';
import { findProducts, loadRates, ProcessingConflictError } from '../../buyout/index.js';
import { applyShipmentEvent, refusalError, type LifecycleDeps } from '../../lifecycle/index.js';
import { canArrive } from './present.js';
import { insertParcelFor, markLinesReceived, removeParcel, type ParcelItem } from './repository.js';

/** Buy-outs are bought in US shops and arrive at the US warehouse. */
const BUYOUT_COUNTRY = 'US';

export async function arriveAtWarehouse(
  deps: LifecycleDeps,
  input: { order: BuyoutOrderRow; body: unknown; operatorId: string; locale: Locale },
): Promise<void> {
  const { order } = input;
  const parsed = parcelMeasurementsSchema.safeParse(input.body);
  if (!parsed.success)
    throw new HttpError(422, 'validationFailed', {}, toViolations(parsed.error.issues, input.locale));
  if (order.forwardingOrderId !== null) throw new ProcessingConflictError('alreadyArrived');
  const lines = await findProducts(deps.db, order.id);
  if (!canArrive(order, lines)) throw new ProcessingConflictError('notAllBought');

  const now = deps.now();
  const currency = (order.totalCurrency ?? 'USD') as CurrencyCode;
  const items: ParcelItem[] = lines.filter(isBuyoutLineBought).map((line) => ({
    name: line.name,
    quantity: Math.min(line.actualQuantity ?? line.quantity, line.quantity),
    unitPriceAmount: line.actualPrice ?? line.price ?? '0',
    unitPriceCurrency: currency,
  }));
  const rates = await loadRates(deps.db);
  const shops = [...new Set(lines.map((line) => shopDomainOf(line.link)).filter(Boolean))].join(', ');
  const parcelId = await insertParcelFor(
    deps.db,
    order.id,
    {
      userId: order.userId,
      type: 'buyout',
      countryCode: BUYOUT_COUNTRY,
      // Bounded like a typed company name (it is a key column of orders_user_list_idx).
      companyName: shops.slice(0, 250) || null,
      name: order.name || formatBuyoutNumber(order.number),
      consigneeAddressId: order.userAddressId,
      phoneNumber: order.recipient?.phoneNumber || null,
      taxAgreement: order.taxAgreement,
      checkoutState: 'completed',
      isCheckoutCompleted: true,
      buyoutOrderId: order.id,
      ...promoColumns(order),
      ...itemsColumns(items, currency, rates),
      createdAt: now,
      updatedAt: now,
      completedAt: now,
      stateChangedAt: now,
    },
    items,
  );
  if (!parcelId) throw new ProcessingConflictError('alreadyArrived');

  const result = await applyShipmentEvent(deps, {
    orderId: parcelId,
    event: 'receive',
    actor: { kind: 'operator', userId: input.operatorId },
    data: { ...parsed.data, buyoutOrderId: order.id },
    expectedState: 'declared',
  });
  if (!result.ok) {
    // Nothing reached the customer yet: take the parcel back so the operator can retry.
    await removeParcel(deps.db, order.id, parcelId);
    throw result.reason === 'not_found'
      ? new ProcessingConflictError('alreadyArrived')
      : refusalError(result.reason);
  }
  await markLinesReceived(deps.db, order.id);
  await writeAudit(deps.db, {
    actorUserId: input.operatorId,
    action: 'buyout.arrived',
    entityType: 'buyout_order',
    entityId: order.id,
    before: { forwardingOrderId: null },
    after: { forwardingOrderId: parcelId, ...parsed.data },
    at: now,
  });
}

/**
 * The buy-out's promo or churn discount and its "use bonuses" choice go to the parcel: SPEC §9
 * "Promo: 100 UAH off delivery", and the international delivery is the parcel's (the page and the
 * dispatch take them off there, features/lifecycle).
 */
function promoColumns(order: BuyoutOrderRow) {
  const hasPromo = order.promoCode !== '' || order.churnAccepted;
  return {
    promoCode: order.promoCode || null,
    promoFormat: hasPromo ? order.promoFormat : null,
    promoValue: hasPromo ? order.promoValue : null,
    promoRestrictedValue: hasPromo ? order.promoRestrictedValue : null,
    churnAccepted: order.churnAccepted,
    churnOfferId: order.churnOfferId,
    discount: order.isApplyDiscount,
  };
}

/** The list/customs snapshot columns of a forwarding order, from the bought lines (USD, EUR, UAH). */
function itemsColumns(items: readonly ParcelItem[], currency: CurrencyCode, rates: Rates) {
  const itemsTotal = sumMoney(
    items.map((item) => multiplyMoney(money(item.unitPriceAmount, currency), item.quantity)),
    currency,
  );
  return {
    itemsTotalAmount: roundAmount(itemsTotal.amount),
    itemsTotalCurrency: currency,
    itemsTotalEur: roundAmount(convert(itemsTotal, 'EUR', rates).amount),
    itemsTotalUah: roundAmount(convert(itemsTotal, 'UAH', rates).amount),
  };
}
