import type { AdditionalService } from '../fees/forwarding-results.js';
import type { CurrencyCode } from '../money/currency.js';
import { findCountry } from '../reference/countries.js';
import { ADDITIONAL_SERVICE_KEYS } from '../reference/timings.js';
import type { ShipmentEvent } from './states.js';

export type AdditionalServiceKey = (typeof ADDITIONAL_SERVICE_KEYS)[keyof typeof ADDITIONAL_SERVICE_KEYS];

/** A warehouse service charged on the parcel (SPEC §3 additionalServices: key, cost). */
export type AdditionalServiceRule = {
  key: AdditionalServiceKey;
  /** Price in units of the charging currency, a decimal string. */
  units: string;
};

/**
 * SPEC §9 "Additional service 39 (unregistered handling)". SPEC gives no price: 2 units, like the
 * fixed handling fee of 2 USD/EUR/GBP per parcel, as handling an undeclared parcel is that much work.
 */
export const ADDITIONAL_SERVICE_39: AdditionalServiceRule = {
  key: ADDITIONAL_SERVICE_KEYS.unregisteredHandling,
  units: '2',
};

/**
 * SPEC §9 "Additional service 40 (manual declaring)". SPEC gives no price: 5 units, more than 39
 * because an operator types the whole declaration in for the customer.
 */
export const ADDITIONAL_SERVICE_40: AdditionalServiceRule = {
  key: ADDITIONAL_SERVICE_KEYS.manualDeclaring,
  units: '5',
};

export const ADDITIONAL_SERVICES: readonly AdditionalServiceRule[] = [
  ADDITIONAL_SERVICE_39,
  ADDITIONAL_SERVICE_40,
];

/** The services an event charges: receiving an unregistered parcel (39), declaring it manually (40). */
export function servicesChargedBy(event: ShipmentEvent): AdditionalServiceKey[] {
  if (event === 'receive_unregistered') return [ADDITIONAL_SERVICE_39.key];
  if (event === 'declare_manually') return [ADDITIONAL_SERVICE_40.key];
  return [];
}

/** Currencies a "unit" of the handling fee is named in (SPEC §9 "2 USD/EUR/GBP per parcel"). */
const UNIT_CURRENCIES: readonly CurrencyCode[] = ['USD', 'EUR', 'GBP'];

/**
 * The currency a country's warehouse charges services in: its own when it is USD, EUR or GBP (the
 * currencies SPEC names for the handling fee), otherwise USD, since "2 units" of yen, forints or
 * won would be a few cents.
 */
export function serviceCurrencyOf(countryCode: string): CurrencyCode {
  const currency = findCountry(countryCode)?.currency ?? 'USD';
  return UNIT_CURRENCIES.includes(currency) ? currency : 'USD';
}

/** One charged service as the order stores and shows it: `{ key, cost }` (SPEC §3). */
export function additionalServiceCharge(key: AdditionalServiceKey, countryCode: string): AdditionalService {
  const rule = ADDITIONAL_SERVICES.find((service) => service.key === key);
  if (!rule) throw new Error(`Unknown additional service ${key}`);
  return { key, cost: { amount: rule.units, currency: serviceCurrencyOf(countryCode) } };
}
