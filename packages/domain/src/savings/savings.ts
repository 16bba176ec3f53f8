import type { Dec } from '../money/decimal.js';
import { roundAmount, toDec } from '../money/decimal.js';
import type { Money } from '../money/money.js';
import { convert, type Rates } from '../money/rates.js';
import { quotePriceList, type PriceListInput } from '../pricing/price-list.js';

export type SavingInput = {
  /** What the product costs in a Ukrainian shop (SPEC §3 Compare product priceUkraine), in UAH. */
  priceUkraine: Money;
  /** What it costs in the foreign shop (SPEC §3 priceUSA), in that shop's currency. */
  priceAbroad: Money;
  /** Shipping weight; the delivery is priced by the country's price list. */
  weightKg: string;
  delivery: Omit<PriceListInput, 'weightKg' | 'rates'>;
  rates: Rates;
};

export type Saving = {
  priceAbroadUah: Money;
  deliveryUah: Money;
  /** priceAbroadUah + deliveryUah: what buying abroad costs in all. */
  totalAbroadUah: Money;
  /** priceUkraine - totalAbroadUah; negative when buying at home is cheaper. */
  saving: Money;
  /** Saving as a whole percent of priceUkraine (rounded down, so it never overstates). */
  savingPercent: number;
};

/**
 * The savings compare slider (SPEC §1, §3 Compare product): a fair comparison counts the delivery
 * too, so the foreign price is converted at the NBU rate and the price-list delivery is added before
 * it is set against the Ukrainian price. Returns null when the weight is outside the price list.
 */
export function compareSaving(input: SavingInput): Saving | null {
  const quote = quotePriceList({ ...input.delivery, weightKg: input.weightKg, rates: input.rates });
  if (!quote.ok) return null;
  const abroad = toDec(roundAmount(convert(input.priceAbroad, 'UAH', input.rates).amount));
  const total = abroad.plus(quote.priceUah.amount);
  const home = toDec(input.priceUkraine.amount);
  const saving = home.minus(total);
  const percent = home.greaterThan(0) ? saving.dividedBy(home).times(100).floor().toNumber() : 0;
  const uah = (value: InstanceType<typeof Dec>): Money => ({ amount: roundAmount(value), currency: 'UAH' });
  return {
    priceAbroadUah: uah(abroad),
    deliveryUah: quote.priceUah,
    totalAbroadUah: uah(total),
    saving: uah(saving),
    savingPercent: percent,
  };
}
