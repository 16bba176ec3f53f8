import { endpoints } from '@posylka/contract';
import type { ApiClient, ApiTypes, SettingsResponse } from '@posylka/contract';
import {
  calculatorPriceSchema,
  isCurrencyCode,
  NBU_RATES_SNAPSHOT,
  toViolations,
  type CurrencyCode,
  type CustomsPercents,
  type Locale,
  type PriceListInput,
  type Rates,
  type TariffEntry,
} from '@posylka/domain';

/** What every calculator reads: the countries with tariff grids, the NBU rates and the customs percents. */
export type CalculatorReference = {
  countries: ApiTypes.Country[];
  rates: Rates;
  percents: CustomsPercents;
};

/**
 * Rates from GET /extra/settings. A currency the answer lacks keeps the bundled NBU snapshot value,
 * so one missing rate degrades to a slightly older number instead of a broken calculator.
 */
export function ratesFromSettings(settings: SettingsResponse | null): Rates {
  const uahPer = { ...NBU_RATES_SNAPSHOT.uahPer };
  for (const [code, rate] of Object.entries(settings?.forwarding.rates ?? {})) {
    if (isCurrencyCode(code)) uahPer[code] = rate;
  }
  return { date: settings?.forwarding.ratesDate ?? NBU_RATES_SNAPSHOT.date, uahPer };
}

export function percentsFromSettings(settings: SettingsResponse | null): CustomsPercents {
  const f = settings?.forwarding;
  return {
    percentCustomsClearance: Number(f?.percentCustomsClearance ?? 10),
    percentValueAddedTax: Number(f?.percentValueAddedTax ?? 20),
    percentFeeForService: Number(f?.percentFeeForService ?? 3),
  };
}

/**
 * For loaders (SSR): countries and settings in the page language. `failed` is set when the countries
 * could not be read, since no delivery price can be given without them.
 */
export async function loadCalculatorReference(
  api: ApiClient,
): Promise<CalculatorReference & { failed: boolean }> {
  const [countries, settings] = await Promise.all([
    api.extra.countries().catch(() => null),
    api.call(endpoints.settings).catch(() => null),
  ]);
  return {
    countries: countries ?? [],
    rates: ratesFromSettings(settings),
    percents: percentsFromSettings(settings),
    failed: countries === null,
  };
}

/** The wire tariff grid (decimal strings, stock_id) as the domain price list reads it. */
export function gridOf(country: ApiTypes.Country): TariffEntry[] {
  return country.tariff_grid.map((e) => ({
    from: Number(e.from),
    to: Number(e.to),
    price: e.price,
    stockId: e.stock_id,
  }));
}

export function currencyOf(country: ApiTypes.Country): CurrencyCode {
  const code = country.currency.code;
  return isCurrencyCode(code) ? code : 'USD';
}

/** The price-list input of a country and warehouse (the first warehouse when none is chosen). */
export function priceListOf(
  country: ApiTypes.Country,
  stockId: string | null,
): Omit<PriceListInput, 'weightKg' | 'rates'> {
  return {
    grid: gridOf(country),
    currency: currencyOf(country),
    stockId: stockId ?? country.places[0]?.id ?? null,
  };
}

/** SPEC §5 "Price calculator input": null when valid, else the message in the page language. */
export function calculatorInputError(text: string, locale: Locale): string | null {
  const result = calculatorPriceSchema.safeParse(text);
  if (result.success) return null;
  return toViolations(result.error.issues, locale)[0]?.message ?? null;
}
