import type { CurrencyCode } from '../money/currency.js';
import type { Money } from '../money/money.js';
import type { Locale } from '../i18n/locales.js';

/** A user-facing text in every interface language (Ukrainian first). */
export type LocalizedText = Readonly<Record<Locale, string>>;

/** The 20 origin countries of SPEC §1, ISO 3166-1 alpha-2. */
export const COUNTRY_CODES = [
  'US', 'CN', 'GB', 'DE', 'IT', 'PL', 'FR', 'ES', 'CZ', 'TR',
  'CA', 'LV', 'LT', 'HU', 'SK', 'RO', 'EE', 'JP', 'KR', 'AU',
] as const; // prettier-ignore
export type CountryCode = (typeof COUNTRY_CODES)[number];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (COUNTRY_CODES as readonly string[]).includes(value);
}

/** Logistics picture of SPEC §2: plane for US, CN and CA, car otherwise. */
export type Transport = 'plane' | 'car';

/** One of our warehouses abroad (SPEC §3 Country.places). */
export type Place = { id: string; name: LocalizedText; city: LocalizedText };

/**
 * One band of a warehouse's price list (SPEC §3 tariff_grid: from, to, price, stock_id). Applies when
 * from < billed weight <= to (kg). `price` is per 0.5 kg in the country's currency, a decimal string.
 */
export type TariffEntry = { from: number; to: number; price: string; stockId: string };

export type Country = {
  /** SPEC §3 Country.id; the ISO code, e.g. "TR" is the id the countries list drops. */
  id: CountryCode;
  code: CountryCode;
  name: LocalizedText;
  /** Flag emoji (SPEC §3 Country.icon). */
  icon: string;
  /** Currency the warehouses price in; its NBU rate turns tariffs into UAH (SPEC §9 price list). */
  currency: CurrencyCode;
  /** Currencies offered for item prices in the forwarding form (SPEC §9), UAH last. */
  formCurrencies: readonly CurrencyCode[];
  /**
   * Customs cost limit (SPEC §3 Country.maxCost). Kept in EUR for every country because the
   * Ukrainian 150 EUR threshold is set in EUR; converting it into each local currency would make the
   * limit drift with the rates.
   */
  maxCost: Money;
  /** false blocks new orders: "Delivery from this country is temporarily unavailable" (SPEC §8). */
  affordable: boolean;
  transport: Transport;
  /** SPEC §9 "a 1000-level threshold for listed countries" (export documents above 1000 EUR). */
  exportDocumentsCountry: boolean;
  /**
   * The most one shipment may be worth (SPEC §9 "Maximum shipment value for European countries 10000
   * EUR ... none for US"); null = no maximum. A per-country setting the back office may change.
   */
  maxShipmentValue: Money | null;
  /** Date (ISO) of the delivery-separation notice of SPEC §4, or null when there is none. */
  deliverySeparationDate: string | null;
  /** SPEC §4 "An extra sentence applies for US and PL". */
  deliverySeparationExtraNote: boolean;
  places: readonly Place[];
  tariffGrid: readonly TariffEntry[];
};
