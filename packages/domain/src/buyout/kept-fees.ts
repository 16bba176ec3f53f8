// What a paid buy-out costs once some of it ended (issue 14 "Buy-out lines that end"): a line the
// customer refused or the shop did not have, and the units a shop did not have of a line bought in a
// lower quantity, were refunded (partialRefundAmount); the order's cost block and customs estimate show
// the lines still bought, at the quantities bought, so they say what the customer really pays.
import { estimateCustoms } from '../customs/estimate.js';
import { buyoutFees, overQuantityFeeOf, type BuyoutFees } from '../fees/buyout-fees.js';
import { lineTotal } from '../fees/line-items.js';
import { Dec, roundAmount, toDec } from '../money/decimal.js';
import { money, type Money } from '../money/money.js';
import { rateToUah, type Rates } from '../money/rates.js';
import type { BuyoutSettings } from '../reference/settings.js';
import { isBuyoutLineComing, keptQuantity, type StoredLine } from './purchase.js';

/** A stored line: what was paid for (link, unit price, quantity) and what the buyer recorded. */
export type KeptFeesLine = StoredLine & { link: string; price: string | null; quantity: number };

/**
 * The order's cost over the lines still coming, at the quantities kept (domain keptQuantity): the
 * goods at the paid unit prices; the service fee and insurance as paid, in the share of the goods kept
 * (kept goods / goods paid), the same share partialRefundAmount gave back, so the cost and the refunds
 * add up to what was paid (each part rounded half-down as shown; the minimum commission and the
 * waiver are not applied again: the customer is not charged more because the shop had less); the
 * over-quantity fee of the lines still coming (SPEC §9 "The over-quantity fee applies per product
 * beyond taxFreeQuantity"); customs over the goods kept when they exceed amountCustomsLimit. An order
 * where nothing ended costs exactly buyoutFees of its lines.
 */
export function buyoutKeptFees(
  lines: readonly KeptFeesLine[],
  settings: BuyoutSettings,
  rates: Rates,
): BuyoutFees {
  const paid = buyoutFees(lines, settings, rates);
  const unchanged = lines.every((line) => isBuyoutLineComing(line) && keptQuantity(line) === line.quantity);
  if (unchanged) return paid;

  const currency = settings.currency;
  const m = (value: InstanceType<typeof Dec>): Money => ({ amount: roundAmount(value), currency });
  let goods = new Dec(0);
  let products = 0;
  for (const line of lines) {
    const total = isBuyoutLineComing(line) ? lineTotal(keptQuantity(line), line.price) : null;
    if (total === null) continue;
    products += 1;
    goods = goods.plus(total);
  }
  const paidGoods = toDec(paid.productsTotal.amount);
  const share = paidGoods.greaterThan(0) ? Dec.min(goods.dividedBy(paidGoods), 1) : new Dec(0);
  const serviceFee = toDec(paid.serviceFee.amount).times(share);
  const insurance = toDec(paid.insurance.amount).times(share);
  const overQuantity = overQuantityFeeOf(products, settings);
  const parts = [goods, overQuantity.fee, serviceFee, insurance].map((part) => new Dec(roundAmount(part)));
  const total = parts.reduce((sum, part) => sum.plus(part), new Dec(0));
  const limit = money(settings.amountCustomsLimit, currency);
  return {
    ...paid,
    productsTotal: m(goods),
    productLines: products,
    serviceFee: m(serviceFee),
    insurance: m(insurance),
    overQuantityLines: overQuantity.lines,
    overQuantityFee: m(overQuantity.fee),
    total: m(total),
    totalUah: { amount: roundAmount(total.times(rateToUah(currency, rates))), currency: 'UAH' },
    customs: goods.greaterThan(limit.amount)
      ? estimateCustoms([{ value: money(goods, currency) }], limit, settings)
      : null,
  };
}
