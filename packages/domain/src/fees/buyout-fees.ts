import { estimateCustoms, type CustomsEstimate } from '../customs/estimate.js';
import { Dec, roundAmount } from '../money/decimal.js';
import { money, type Money } from '../money/money.js';
import { rateToUah, type Rates } from '../money/rates.js';
import type { BuyoutSettings, ShopCommission } from '../reference/settings.js';
import { lineTotal } from './line-items.js';
import { shopDomainOf } from './shop-domain.js';

/** A buy-out product line (SPEC §3): link, unit price (settings currency) and quantity. */
export type BuyoutProductInput = { link: string; price: string | number | null; quantity: number };

export type BuyoutFees = {
  productsTotal: Money;
  /** Product lines that count (price above 0). */
  productLines: number;
  /** The percent shown next to the fee: 0 when waived. */
  serviceFeePercent: number;
  serviceFee: Money;
  isServiceFeeWaived: boolean;
  /** The overprice-list entry that set the commission, when the first link's shop is on it. */
  shopCommission: ShopCommission | null;
  insurance: Money;
  /** Product lines beyond taxFreeQuantity. */
  overQuantityLines: number;
  overQuantityFee: Money;
  /** products + over-quantity fee + service fee + insurance (SPEC §9), customs not included. */
  total: Money;
  totalUah: Money;
  /** Present when the products total exceeds amountCustomsLimit. */
  customs: CustomsEstimate | null;
  /** SPEC §9 "The international tariff line shows the first tariff price and its to value". */
  tariffLine: { price: Money; toKg: number } | null;
};

/**
 * SPEC §9 "The over-quantity fee applies per product beyond taxFreeQuantity": the products (lines)
 * beyond taxFreeQuantity, each paying overQuantityFee once (exact, not rounded: the fee is in cents).
 */
export function overQuantityFeeOf(
  lines: number,
  settings: Pick<BuyoutSettings, 'taxFreeQuantity' | 'overQuantityFee'>,
): { lines: number; fee: InstanceType<typeof Dec> } {
  const over = Math.max(lines - settings.taxFreeQuantity, 0);
  return { lines: over, fee: new Dec(settings.overQuantityFee).times(over) };
}

/** SPEC §9 "The service fee is waived (shown 0%) when isDiscountServiceFee is on and the products total is 100 or less". */
export const SERVICE_FEE_WAIVER_MAX_TOTAL = '100';

/**
 * Buy-out fees of SPEC §9 and §3 Buy-out settings.
 *
 * Over-quantity: SPEC counts "products", and its over-products-fee modal opens "when the count
 * reaches taxFreeQuantity plus 1" while lines are being added, so the count is of product lines
 * (a line of 3 identical items is one product), and each line beyond taxFreeQuantity pays
 * overQuantityFee once.
 */
export function buyoutFees(
  products: readonly BuyoutProductInput[],
  settings: BuyoutSettings,
  rates: Rates,
): BuyoutFees {
  const currency = settings.currency;
  const m = (value: InstanceType<typeof Dec>): Money => ({ amount: roundAmount(value), currency });

  let productsTotal = new Dec(0);
  let lines = 0;
  for (const product of products) {
    const total = lineTotal(product.quantity, product.price);
    if (total === null) continue;
    lines += 1;
    productsTotal = productsTotal.plus(total);
  }

  // "the first product link's domain" decides the commission for the whole order (one shop per order).
  const firstDomain = products[0] ? shopDomainOf(products[0].link) : null;
  const shopCommission =
    settings.overPriceCommissionShopsList.find((s) => s.domain.toLowerCase() === firstDomain) ?? null;
  const percent = shopCommission?.percentServiceFee ?? settings.percentServiceFee;
  const minCommission = new Dec(shopCommission?.minCommission ?? settings.minCommission);

  const isWaived =
    settings.isDiscountServiceFee && productsTotal.lessThanOrEqualTo(SERVICE_FEE_WAIVER_MAX_TOTAL);
  let serviceFee = new Dec(0);
  if (!isWaived && productsTotal.greaterThan(0)) {
    serviceFee = Dec.max(productsTotal.times(percent).dividedBy(100), minCommission);
  }

  const insurance = productsTotal.times(settings.percentInsuranceFee).dividedBy(100);
  const { lines: overQuantityLines, fee: overQuantityFee } = overQuantityFeeOf(lines, settings);

  // Each part is rounded as shown, and the total is the sum of the shown parts.
  const parts = [productsTotal, overQuantityFee, serviceFee, insurance].map(
    (part) => new Dec(roundAmount(part)),
  );
  const total = parts.reduce((acc, part) => acc.plus(part), new Dec(0));

  const limit = money(settings.amountCustomsLimit, currency);
  const customs = productsTotal.greaterThan(limit.amount)
    ? estimateCustoms([{ value: money(productsTotal, currency) }], limit, settings)
    : null;

  const firstTariff = settings.tariffs[0];
  return {
    productsTotal: m(productsTotal),
    productLines: lines,
    serviceFeePercent: isWaived ? 0 : percent,
    serviceFee: m(serviceFee),
    isServiceFeeWaived: isWaived,
    shopCommission,
    insurance: m(insurance),
    overQuantityLines,
    overQuantityFee: m(overQuantityFee),
    total: m(total),
    totalUah: { amount: roundAmount(total.times(rateToUah(currency, rates))), currency: 'UAH' },
    customs,
    tariffLine: firstTariff ? { price: m(new Dec(firstTariff.price)), toKg: firstTariff.to } : null,
  };
}

/** What the home page promises of the buy-out cost (issue 14 item 9), read from the buy-out settings. */
export type BuyoutFeePromise = {
  /**
   * The lowest service-fee percent an order is charged: the standard percentServiceFee or a shop's
   * own (overPriceCommissionShopsList), whichever is lower. Every charged fee is at least this share
   * of the products total (minCommission only raises it), so "from N %" holds for every shop; an
   * order the waiver frees (isDiscountServiceFee, total up to 100) pays nothing.
   */
  servicePercentFrom: number;
  /** SPEC §9 "Insurance is the insurance percent of the products total". */
  insurancePercent: number;
};

export function buyoutFeePromise(
  settings: Pick<
    BuyoutSettings,
    'percentServiceFee' | 'overPriceCommissionShopsList' | 'percentInsuranceFee'
  >,
): BuyoutFeePromise {
  const percents = [
    settings.percentServiceFee,
    ...settings.overPriceCommissionShopsList.map((s) => s.percentServiceFee),
  ];
  return { servicePercentFrom: Math.min(...percents), insurancePercent: settings.percentInsuranceFee };
}

/**
 * SPEC §2 payment success: "If the order total is at least amountCustomsLimit, a notice with an
 * add-documents button" is shown. Note "at least" here, unlike the customs charge ("exceeds").
 */
export function buyoutNeedsDocuments(
  orderTotal: Money,
  settings: Pick<BuyoutSettings, 'amountCustomsLimit' | 'currency'>,
): boolean {
  if (orderTotal.currency !== settings.currency) return false;
  return new Dec(orderTotal.amount).greaterThanOrEqualTo(settings.amountCustomsLimit);
}
