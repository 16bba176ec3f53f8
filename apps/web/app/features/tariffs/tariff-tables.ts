import type { ApiTypes } from '@posylka/contract';
import {
  compareMoney,
  convert,
  quotePriceList,
  roundMoney,
  WEIGHT_STEP_KG,
  type Money,
  type Rates,
} from '@posylka/domain';
import { currencyOf, priceListOf } from '../calculators/index.js';

/** Every 0.5 kg up to this weight gets its own row; heavier parcels are shown every COARSE_STEP_KG. */
export const FINE_ROWS_UP_TO_KG = 10;
export const COARSE_STEP_KG = 5;

/** One row of a warehouse's table: the billed weight and its price by the domain's price list. */
export type TariffRow = { weightKg: string; price: Money; priceUah: Money };

/** One band of the grid: what each 0.5 kg costs for a billed weight in (from, to]. */
export type TariffBand = { from: number; to: number; perHalfKg: Money; perHalfKgUah: Money };

export type WarehouseTariff = {
  stockId: string;
  name: string;
  city: string;
  rows: TariffRow[];
  bands: TariffBand[];
};

export type CountryTariff = {
  country: ApiTypes.Country;
  warehouses: WarehouseTariff[];
  /** The cheapest parcel (0.5 kg) of the country's warehouses; null when the grid prices nothing. */
  from: TariffRow | null;
};

/**
 * The weights a table lists, as decimal strings: every 0.5 kg up to 10 kg (where the price changes
 * with each step), then every 5 kg up to the heaviest weight the grid covers (30 kg -> 15, 20, 25, 30).
 */
export function tariffWeights(maxKg: number): string[] {
  const step = Number(WEIGHT_STEP_KG);
  const weights: string[] = [];
  // Whole steps of 0.5 are exact in binary, so counting in halves keeps the strings clean.
  const fineHalves = Math.floor(Math.min(maxKg, FINE_ROWS_UP_TO_KG) / step);
  for (let i = 1; i <= fineHalves; i += 1) weights.push(String(i * step));
  for (let kg = FINE_ROWS_UP_TO_KG + COARSE_STEP_KG; kg < maxKg; kg += COARSE_STEP_KG)
    weights.push(String(kg));
  if (maxKg > FINE_ROWS_UP_TO_KG) weights.push(String(maxKg));
  return weights;
}

/**
 * One warehouse's table: each listed weight priced by the domain's price list (SPEC §9: 2 x band price
 * x billed weight, UAH at the NBU rate), and the grid's bands with the price of each 0.5 kg.
 */
export function warehouseTariff(
  country: ApiTypes.Country,
  place: ApiTypes.Country['places'][number],
  rates: Rates,
): WarehouseTariff {
  const input = priceListOf(country, place.id);
  const entries = input.grid.filter((entry) => entry.stockId === place.id);
  const maxKg = Math.max(0, ...entries.map((entry) => entry.to));
  const rows: TariffRow[] = [];
  for (const weightKg of tariffWeights(maxKg)) {
    const quote = quotePriceList({ ...input, weightKg, rates });
    if (quote.ok) rows.push({ weightKg: quote.billedWeightKg, price: quote.price, priceUah: quote.priceUah });
  }
  const currency = currencyOf(country);
  const bands = entries.map((entry) => {
    const perHalfKg: Money = { amount: entry.price, currency };
    return {
      from: entry.from,
      to: entry.to,
      perHalfKg,
      perHalfKgUah: roundMoney(convert(perHalfKg, 'UAH', rates)),
    };
  });
  return { stockId: place.id, name: place.name, city: place.city, rows, bands };
}

/** A country's tables, one per warehouse, and its cheapest parcel for the country list. */
export function countryTariff(country: ApiTypes.Country, rates: Rates): CountryTariff {
  const warehouses = country.places
    .map((place) => warehouseTariff(country, place, rates))
    .filter((w) => w.rows.length > 0);
  let from: TariffRow | null = null;
  for (const warehouse of warehouses) {
    const first = warehouse.rows[0];
    if (first && (from === null || compareMoney(first.price, from.price) < 0)) from = first;
  }
  return { country, warehouses, from };
}
