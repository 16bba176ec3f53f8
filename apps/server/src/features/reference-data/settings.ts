import { inArray } from 'drizzle-orm';
import type { SettingsResponse } from '@posylka/contract';
import {
  BUYOUT_SETTINGS_DEFAULTS,
  CUSTOMS_FREE_LIMIT,
  FORWARDING_SETTINGS_DEFAULTS,
  type BuyoutSettings,
  type ForwardingPercents,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { settings, SETTINGS_KEYS } from '../../db/schema/index.js';
import type { LatestRates } from './rates-repository.js';

const asObject = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Percents are kept as numbers in the settings; on the wire they are decimal strings. */
const dec = (value: number | string): string => String(value);

/**
 * SPEC §3 forwarding and buy-out settings. Stored values win over the SPEC §9 defaults key by key, so
 * a setting added to the defaults later is served before anyone stores it.
 */
export async function loadSettings(db: Database, rates: LatestRates): Promise<SettingsResponse> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [SETTINGS_KEYS.forwarding, SETTINGS_KEYS.buyout]));
  const stored = new Map(rows.map((row) => [row.key, asObject(row.value)]));
  const forwarding = {
    ...FORWARDING_SETTINGS_DEFAULTS,
    ...stored.get(SETTINGS_KEYS.forwarding),
  } as ForwardingPercents;
  const buyout = { ...BUYOUT_SETTINGS_DEFAULTS, ...stored.get(SETTINGS_KEYS.buyout) } as BuyoutSettings;

  return {
    forwarding: {
      percentCustomsClearance: dec(forwarding.percentCustomsClearance),
      percentValueAddedTax: dec(forwarding.percentValueAddedTax),
      percentFeeForService: dec(forwarding.percentFeeForService),
      percentInsuranceServiceFee: dec(forwarding.percentInsuranceServiceFee),
      percentGuarantee: dec(forwarding.percentGuarantee),
      countryLimitPriceCustomsClearance: { ...CUSTOMS_FREE_LIMIT },
      rates: Object.fromEntries(
        Object.entries(rates.uahPer).filter(([, rate]) => rate !== undefined),
      ) as Record<string, string>,
      ratesDate: rates.date ?? '',
    },
    buyout: {
      currency: buyout.currency,
      taxFreeQuantity: buyout.taxFreeQuantity,
      overQuantityFee: dec(buyout.overQuantityFee),
      minCommission: dec(buyout.minCommission),
      percentServiceFee: dec(buyout.percentServiceFee),
      percentInsuranceFee: dec(buyout.percentInsuranceFee),
      isDiscountServiceFee: buyout.isDiscountServiceFee,
      overPriceCommissionShopsList: buyout.overPriceCommissionShopsList.map((shop) => ({
        domain: shop.domain,
        percentServiceFee: dec(shop.percentServiceFee),
        minCommission: dec(shop.minCommission),
      })),
      amountCustomsLimit: dec(buyout.amountCustomsLimit),
      percentCustomsClearance: dec(buyout.percentCustomsClearance),
      percentValueAddedTax: dec(buyout.percentValueAddedTax),
      percentFeeForService: dec(buyout.percentFeeForService),
      tariffs: buyout.tariffs.map((step) => ({ price: dec(step.price), to: dec(step.to) })),
      storeBanList: [...buyout.storeBanList],
    },
  };
}
