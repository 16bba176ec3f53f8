import type { CurrencyCode } from '../money/currency.js';
import type { Money } from '../money/money.js';
import { DEFAULT_CUSTOMS_PERCENTS, type CustomsPercents } from '../customs/estimate.js';
import type { Country } from './types.js';

/** Percents of SPEC §3 "Settings (forwarding)" plus the guarantee of SPEC §9 ("Guarantee 1% of the sum"). */
export type ForwardingPercents = CustomsPercents & {
  /** SPEC §9 "Insurance fee is a percentage of the total". */
  percentInsuranceServiceFee: number;
  percentGuarantee: number;
};

/** SPEC §3 "Settings (forwarding)" for one country, as GET /forwarding?countryCode serves it. */
export type ForwardingSettings = ForwardingPercents & {
  countryLimitPriceCustomsClearance: Money;
  /** What the customer's orders from this country already add up to (in the limit's currency). */
  countryTotalOrdersSum: Money;
};

export const FORWARDING_SETTINGS_DEFAULTS: Readonly<ForwardingPercents> = {
  ...DEFAULT_CUSTOMS_PERCENTS,
  percentInsuranceServiceFee: 2,
  percentGuarantee: 1,
};

/** Settings for a country before any orders: its maxCost as the clearance limit. */
export function forwardingSettingsFor(
  country: Pick<Country, 'maxCost'>,
  countryTotalOrdersSum: Money = { amount: '0', currency: country.maxCost.currency },
  percents: ForwardingPercents = FORWARDING_SETTINGS_DEFAULTS,
): ForwardingSettings {
  return { ...percents, countryLimitPriceCustomsClearance: { ...country.maxCost }, countryTotalOrdersSum };
}

/** SPEC §3 overPriceCommissionShopsList entry: a shop with its own commission. */
export type ShopCommission = { domain: string; percentServiceFee: number; minCommission: string };

/** SPEC §3 "tariffs (price, to)": a buy-out delivery price per weight step, price in `currency`. */
export type BuyoutTariff = { price: string; to: number };

/**
 * SPEC §3 "Buy-out settings". Amounts are decimal strings in `currency` (buy-out is for US shops, so
 * USD).
 */
export type BuyoutSettings = CustomsPercents & {
  currency: CurrencyCode;
  /** Product lines included without the over-quantity fee. */
  taxFreeQuantity: number;
  /** Fee per product line beyond taxFreeQuantity. */
  overQuantityFee: string;
  minCommission: string;
  percentServiceFee: number;
  percentInsuranceFee: number;
  /** When on, orders of 100 or less pay no service fee (shown as 0%). */
  isDiscountServiceFee: boolean;
  overPriceCommissionShopsList: readonly ShopCommission[];
  /** Products total above which customs apply. */
  amountCustomsLimit: string;
  tariffs: readonly BuyoutTariff[];
  /** Shop domains we do not buy from (SPEC §5 linkBlocked). */
  storeBanList: readonly string[];
};

export const BUYOUT_SETTINGS_DEFAULTS: Readonly<BuyoutSettings> = {
  ...DEFAULT_CUSTOMS_PERCENTS,
  currency: 'USD',
  taxFreeQuantity: 5,
  overQuantityFee: '2',
  minCommission: '5',
  // SPEC §1 "fee 10% of goods cost"; §9 "Insurance ... (2% in text)".
  percentServiceFee: 10,
  percentInsuranceFee: 2,
  isDiscountServiceFee: false,
  // Large marketplaces where our buyers get volume terms, so they carry a lower commission.
  overPriceCommissionShopsList: [
    { domain: 'amazon.com', percentServiceFee: 8, minCommission: '4' },
    { domain: 'ebay.com', percentServiceFee: 12, minCommission: '6' },
    { domain: 'walmart.com', percentServiceFee: 8, minCommission: '4' },
  ],
  // The 150 EUR customs threshold of SPEC §9 held as 150 USD, the currency buy-out prices are in:
  // the euro and the dollar were at parity when the NBU snapshot was taken (36.54 vs 36.57 UAH).
  amountCustomsLimit: '150',
  // SPEC §1 "7 USD per 0.5 kg": the Delaware grid as steps of the buy-out price line.
  tariffs: [
    { price: '7', to: 0.5 },
    { price: '7', to: 2 },
    { price: '6.75', to: 5 },
    { price: '6.5', to: 10 },
    { price: '6.25', to: 30 },
  ],
  // Marketplaces shipping from China: not US shops, so out of the personal buyer's scope.
  storeBanList: ['aliexpress.com', 'temu.com', 'wish.com'],
};
