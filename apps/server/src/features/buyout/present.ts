// BuyoutOrder as the API answers it: the lines, the recipient and address, and every fee computed by
// the domain's buyoutFees from the saved lines (never stored, so a rule change shows at once); once
// lines ended (refused, unavailable, fewer in the shop) the cost is over what is still bought
// (buyoutKeptFees, issue 14 "Buy-out lines that end").
import type { BuyoutOrder, BuyoutStatus } from '@posylka/contract';
import {
  buyoutFees,
  buyoutKeptFees,
  isBuyoutLineComing,
  shopDomainOf,
  type BuyoutFees,
  type BuyoutSettings,
  type CurrencyCode,
  type DeliveryType,
  type Money,
  type Rates,
} from '@posylka/domain';
import type { BuyoutOrderRow, BuyoutProductRow } from '../../db/schema/index.js';
import { buyoutNumber } from '../payments/index.js';
import type { Tx } from './repository.js';
import { findOwnAddress, findProducts } from './repository.js';
import type { Database } from '../../db/database.js';

/** The fees of the lines as paid (declared quantities and prices): what refunds take their shares of. */
export function feesOf(
  products: readonly BuyoutProductRow[],
  settings: BuyoutSettings,
  rates: Rates,
): BuyoutFees {
  return buyoutFees(
    products.map((p) => ({ link: p.link, price: p.price, quantity: p.quantity })),
    settings,
    rates,
  );
}

/** The cost the customer pays now: over the lines still coming, at the quantities bought. */
export function keptFeesOf(
  products: readonly BuyoutProductRow[],
  settings: BuyoutSettings,
  rates: Rates,
): BuyoutFees {
  return buyoutKeptFees(products, settings, rates);
}

/** "N of M received": of the lines still coming (a refused or unavailable line never comes). */
export function receivedOf(products: readonly BuyoutProductRow[]): { received: number; total: number } {
  const coming = products.filter(isBuyoutLineComing);
  return { received: coming.filter((p) => p.itemStatus === 'received').length, total: coming.length };
}

const uah = (amount: string | null): Money | null => (amount === null ? null : { amount, currency: 'UAH' });

export async function presentBuyout(
  db: Database | Tx,
  order: BuyoutOrderRow,
  context: { settings: BuyoutSettings; rates: Rates },
): Promise<BuyoutOrder> {
  const [products, address] = await Promise.all([
    findProducts(db, order.id),
    order.userAddressId ? findOwnAddress(db, order.userId, order.userAddressId) : Promise.resolve(null),
  ]);
  const fees = keptFeesOf(products, context.settings, context.rates);
  const currency = context.settings.currency;
  const promoApplied = order.promoCode !== '' || order.churnOfferId !== null;
  return {
    id: order.id,
    number: buyoutNumber(order.number),
    name: order.name,
    isDraft: order.status === 'draft',
    status: order.status as BuyoutStatus,
    products: products.map((p) => ({
      id: p.id,
      link: p.link,
      name: p.name,
      size: p.size,
      color: p.color,
      quantity: p.quantity,
      price: { amount: p.price ?? '0.00', currency },
      comment: p.comment,
      allowOverpricing: p.allowOverpricing,
      allowLowerQuantity: p.allowLowerQuantity,
      shop: shopDomainOf(p.link) ?? '',
    })),
    recipient: order.recipient ?? null,
    userAddress: address
      ? { id: address.id, fullAddress: address.fullAddress, warehouseType: address.type as DeliveryType }
      : null,
    payment: {
      isApplyDiscount: order.isApplyDiscount,
      promoCode: order.promoCode,
      promoCodeValue: uah(order.promoValue),
      promoRestrictedValue: uah(order.promoRestrictedValue),
      churnAccepted: order.churnAccepted,
      taxAgreement: order.taxAgreement,
    },
    appliedDiscount: promoApplied ? uah(order.promoValue) : null,
    promoFromChurn: order.churnOfferId !== null,
    fees: {
      productsTotal: fees.productsTotal,
      overQuantityFee: fees.overQuantityFee,
      serviceFee: fees.serviceFee,
      servicePercent: String(fees.serviceFeePercent),
      insuranceFee: fees.insurance,
      total: fees.total,
      totalUah: fees.totalUah,
      customs: fees.customs ? fees.customs.total : null,
    },
    // What the customer pays: fixed at checkout (and lowered by an edit); a draft shows the live sum.
    total:
      order.totalAmount !== null
        ? { amount: order.totalAmount, currency: (order.totalCurrency ?? currency) as CurrencyCode }
        : fees.total,
    paidAt: order.paidAt?.toISOString() ?? null,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    tracking: receivedOf(products),
  };
}
