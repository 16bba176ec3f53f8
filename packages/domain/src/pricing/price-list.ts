import type { CurrencyCode } from '../money/currency.js';
import { Dec, roundAmount, type DecimalInput } from '../money/decimal.js';
import type { Money } from '../money/money.js';
import { rateToUah, type Rates } from '../money/rates.js';
import type { TariffEntry } from '../reference/types.js';

/** SPEC §9 "weight rounded up to the next 0.5 kg". */
export const WEIGHT_STEP_KG = '0.5';

export type PriceListError =
  'weight_invalid' | 'weight_not_positive' | 'weight_out_of_grid' | 'unknown_warehouse';

export type PriceListQuote = {
  ok: true;
  /** The weight the price is for, rounded up to 0.5 kg, as a decimal string ("1.5"). */
  billedWeightKg: string;
  entry: TariffEntry;
  /** In the tariff currency, rounded to 2 decimals half-down. */
  price: Money;
  priceUah: Money;
};
export type PriceListResult =
  | PriceListQuote
  | {
      ok: false;
      error: PriceListError;
      /** heaviest weight the grid covers, for the message */ maxWeightKg?: number;
    };

export type PriceListInput = {
  weightKg: DecimalInput;
  /** The country's tariff_grid (all warehouses). */
  grid: readonly TariffEntry[];
  /** Currency the grid prices are in: the country's currency. */
  currency: CurrencyCode;
  rates: Rates;
  /** Selected warehouse; when the grid covers several warehouses it must be given. */
  stockId?: string | null;
};

/** Rounds a weight up to the next 0.5 kg step: 0.01 -> 0.5, 0.5 -> 0.5, 1.2 -> 1.5. */
export function billedWeight(weightKg: DecimalInput): string {
  const step = new Dec(WEIGHT_STEP_KG);
  return new Dec(weightKg).dividedBy(step).ceil().times(step).toFixed();
}

function parseWeight(weightKg: DecimalInput): InstanceType<typeof Dec> | null {
  const text = typeof weightKg === 'string' ? weightKg.trim().replace(',', '.') : weightKg;
  if (text === '') return null;
  try {
    const weight = new Dec(text);
    return weight.isFinite() ? weight : null;
  } catch {
    return null;
  }
}

/**
 * SPEC §9 price list: round the weight up to 0.5 kg, take the entry with from < weight <= to (of the
 * selected warehouse when there are several), price = 2 x entry price x rounded weight (entry prices
 * are per 0.5 kg), and the UAH price through the NBU rate of the grid's currency.
 */
export function quotePriceList(input: PriceListInput): PriceListResult {
  const weight = parseWeight(input.weightKg);
  if (weight === null) return { ok: false, error: 'weight_invalid' };
  if (!weight.greaterThan(0)) return { ok: false, error: 'weight_not_positive' };

  const stockIds = new Set(input.grid.map((entry) => entry.stockId));
  const stockId = input.stockId ?? (stockIds.size === 1 ? [...stockIds][0] : undefined);
  if (stockId === undefined || !stockIds.has(stockId)) return { ok: false, error: 'unknown_warehouse' };
  const entries = input.grid.filter((entry) => entry.stockId === stockId);

  const billed = new Dec(billedWeight(weight));
  const entry = entries.find((e) => billed.greaterThan(e.from) && billed.lessThanOrEqualTo(e.to));
  if (!entry) {
    return { ok: false, error: 'weight_out_of_grid', maxWeightKg: Math.max(...entries.map((e) => e.to)) };
  }
  const exact = new Dec(2).times(entry.price).times(billed);
  return {
    ok: true,
    billedWeightKg: billed.toFixed(),
    entry,
    price: { amount: roundAmount(exact), currency: input.currency },
    // From the exact price, so rounding happens once.
    priceUah: { amount: roundAmount(exact.times(rateToUah(input.currency, input.rates))), currency: 'UAH' },
  };
}
