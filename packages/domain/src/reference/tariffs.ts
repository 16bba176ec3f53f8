import type { TariffEntry } from './types.js';

/**
 * Weight bands of every price list, in kg: (0, 0.5], (0.5, 2], (2, 5], (5, 10], (10, 30].
 * 30 kg is the heaviest parcel we accept from a warehouse; heavier is out of the grid.
 */
export const TARIFF_BANDS: readonly (readonly [from: number, to: number])[] = [
  [0, 0.5],
  [0.5, 2],
  [2, 5],
  [5, 10],
  [10, 30],
];

/**
 * Price per 0.5 kg for each band, in the country's currency. The US starts at SPEC §1 "7 USD per
 * 0.5 kg" (so 1 kg costs 2 x 7 x 1 = 14 USD); heavier bands are a little cheaper per kg. Air
 * countries (CN, CA, JP, KR, AU) cost more than road countries; the amounts in PLN, CZK, HUF and RON
 * are our road price of about 4 EUR per 0.5 kg set in round local numbers.
 */
const PRICES_PER_HALF_KG: Readonly<Record<string, readonly [string, string, string, string, string]>> = {
  'us-de': ['7', '7', '6.75', '6.5', '6.25'],
  'us-or': ['7.5', '7.5', '7.25', '7', '6.75'],
  'cn-gz': ['55', '52', '50', '48', '46'],
  'gb-lon': ['4.5', '4.25', '4', '3.75', '3.5'],
  'de-fra': ['4', '3.75', '3.5', '3.25', '3'],
  'it-mil': ['4.5', '4.25', '4', '3.75', '3.5'],
  'pl-waw': ['15', '14', '13', '12', '11'],
  'pl-rze': ['14', '13', '12', '11', '10'],
  'fr-par': ['4.5', '4.25', '4', '3.75', '3.5'],
  'es-mad': ['5', '4.75', '4.5', '4.25', '4'],
  'cz-prg': ['95', '90', '85', '80', '75'],
  'tr-ist': ['5', '4.75', '4.5', '4.25', '4'],
  'ca-tor': ['11', '10.5', '10', '9.5', '9'],
  'lv-rix': ['4', '3.75', '3.5', '3.25', '3'],
  'lt-vno': ['4', '3.75', '3.5', '3.25', '3'],
  'hu-bud': ['1500', '1400', '1300', '1250', '1200'],
  'sk-kos': ['3.75', '3.5', '3.25', '3', '2.75'],
  'ro-buh': ['19', '18', '17', '16', '15'],
  'ee-tll': ['4.25', '4', '3.75', '3.5', '3.25'],
  'jp-tyo': ['1400', '1350', '1300', '1250', '1200'],
  'kr-sel': ['13000', '12500', '12000', '11500', '11000'],
  'au-syd': ['15', '14.5', '14', '13.5', '13'],
};

function gridFor(stockId: string): TariffEntry[] {
  const prices = PRICES_PER_HALF_KG[stockId];
  if (!prices) throw new Error(`No prices for warehouse ${stockId}`);
  return TARIFF_BANDS.map(([from, to], i) => {
    const price = prices[i];
    if (price === undefined) throw new Error(`Warehouse ${stockId} has no price for band ${from}-${to} kg`);
    return { from, to, price, stockId };
  });
}

/** SPEC §3 Country.tariff_grid: the bands of all the country's warehouses, told apart by stockId. */
export function tariffGridOf(stockIds: readonly string[]): TariffEntry[] {
  return stockIds.flatMap(gridFor);
}
