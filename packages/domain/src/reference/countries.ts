import type { CurrencyCode } from '../money/currency.js';
import { MAX_SHIPMENT_VALUE_EUROPE } from './limits.js';
import { CUSTOMS_FREE_LIMIT } from '../customs/estimate.js';
import { DELIVERY_SEPARATION_DATES, DELIVERY_SEPARATION_EXTRA_NOTE } from './delivery-separation.js';
import { localizedText as t } from './localized.js';
import { PLACES } from './places.js';
import { tariffGridOf } from './tariffs.js';
import type { Country, CountryCode, LocalizedText } from './types.js';

type CountryFacts = { name: LocalizedText; icon: string; currency: CurrencyCode };

/**
 * Names and currencies. TR prices in USD: SPEC §9 offers only USD and UAH for Turkey, so the lira is
 * neither accepted in the form nor used by the warehouse.
 */
const FACTS: Readonly<Record<CountryCode, CountryFacts>> = {
  US: { name: t('США', 'США', 'United States', 'Statele Unite'), icon: '🇺🇸', currency: 'USD' },
  CN: { name: t('Китай', 'Китай', 'China', 'China'), icon: '🇨🇳', currency: 'CNY' },
  GB: {
    name: t('Велика Британія', 'Великобритания', 'United Kingdom', 'Regatul Unit'),
    icon: '🇬🇧',
    currency: 'GBP',
  },
  DE: { name: t('Німеччина', 'Германия', 'Germany', 'Germania'), icon: '🇩🇪', currency: 'EUR' },
  IT: { name: t('Італія', 'Италия', 'Italy', 'Italia'), icon: '🇮🇹', currency: 'EUR' },
  PL: { name: t('Польща', 'Польша', 'Poland', 'Polonia'), icon: '🇵🇱', currency: 'PLN' },
  FR: { name: t('Франція', 'Франция', 'France', 'Franța'), icon: '🇫🇷', currency: 'EUR' },
  ES: { name: t('Іспанія', 'Испания', 'Spain', 'Spania'), icon: '🇪🇸', currency: 'EUR' },
  CZ: { name: t('Чехія', 'Чехия', 'Czechia', 'Cehia'), icon: '🇨🇿', currency: 'CZK' },
  TR: { name: t('Туреччина', 'Турция', 'Türkiye', 'Turcia'), icon: '🇹🇷', currency: 'USD' },
  CA: { name: t('Канада', 'Канада', 'Canada', 'Canada'), icon: '🇨🇦', currency: 'CAD' },
  LV: { name: t('Латвія', 'Латвия', 'Latvia', 'Letonia'), icon: '🇱🇻', currency: 'EUR' },
  LT: { name: t('Литва', 'Литва', 'Lithuania', 'Lituania'), icon: '🇱🇹', currency: 'EUR' },
  HU: { name: t('Угорщина', 'Венгрия', 'Hungary', 'Ungaria'), icon: '🇭🇺', currency: 'HUF' },
  SK: { name: t('Словаччина', 'Словакия', 'Slovakia', 'Slovacia'), icon: '🇸🇰', currency: 'EUR' },
  RO: { name: t('Румунія', 'Румыния', 'Romania', 'România'), icon: '🇷🇴', currency: 'RON' },
  EE: { name: t('Естонія', 'Эстония', 'Estonia', 'Estonia'), icon: '🇪🇪', currency: 'EUR' },
  JP: { name: t('Японія', 'Япония', 'Japan', 'Japonia'), icon: '🇯🇵', currency: 'JPY' },
  KR: {
    name: t('Південна Корея', 'Южная Корея', 'South Korea', 'Coreea de Sud'),
    icon: '🇰🇷',
    currency: 'KRW',
  },
  AU: { name: t('Австралія', 'Австралия', 'Australia', 'Australia'), icon: '🇦🇺', currency: 'AUD' },
};

/** SPEC §2 logistics picture: "a plane icon for US, CN and CA and a car icon otherwise". */
const BY_PLANE: readonly CountryCode[] = ['US', 'CN', 'CA'];

/** SPEC §9: only Poland is named with export documents at the 1000 EUR threshold. */
const EXPORT_DOCUMENTS_COUNTRIES: readonly CountryCode[] = ['PL'];

/**
 * SPEC §9 "Maximum shipment value for European countries 10000 EUR in one text (1000 in another);
 * none for US": the larger figure, since 1000 EUR is already the export-documents threshold. Europe
 * here is where the parcel travels by road (every country of SPEC §1 between the UK and Romania).
 */
const EUROPEAN: readonly CountryCode[] = [
  'GB',
  'DE',
  'IT',
  'PL',
  'FR',
  'ES',
  'CZ',
  'LV',
  'LT',
  'HU',
  'SK',
  'RO',
  'EE',
];

/**
 * SPEC §9 form currencies: "US and TR: USD, UAH; CA: USD, CAD, UAH; GB: USD, GBP, UAH; others:
 * USD, country currency, UAH". The CA and GB rules are the general rule with their own currency.
 */
export function formCurrenciesOf(code: CountryCode, currency: CurrencyCode): CurrencyCode[] {
  if (code === 'US' || code === 'TR' || currency === 'USD') return ['USD', 'UAH'];
  return ['USD', currency, 'UAH'];
}

function buildCountry(code: CountryCode): Country {
  const facts = FACTS[code];
  const places = PLACES[code];
  return {
    id: code,
    code,
    name: facts.name,
    icon: facts.icon,
    currency: facts.currency,
    formCurrencies: formCurrenciesOf(code, facts.currency),
    maxCost: { ...CUSTOMS_FREE_LIMIT },
    affordable: true,
    transport: BY_PLANE.includes(code) ? 'plane' : 'car',
    exportDocumentsCountry: EXPORT_DOCUMENTS_COUNTRIES.includes(code),
    maxShipmentValue: EUROPEAN.includes(code) ? { ...MAX_SHIPMENT_VALUE_EUROPE } : null,
    deliverySeparationDate: DELIVERY_SEPARATION_DATES[code] ?? null,
    deliverySeparationExtraNote: DELIVERY_SEPARATION_EXTRA_NOTE.includes(code),
    places,
    tariffGrid: tariffGridOf(places.map((place) => place.id)),
  };
}

/** The 20 countries of SPEC §1 in the order the spec names them. */
export const COUNTRIES: readonly Country[] = (Object.keys(FACTS) as CountryCode[]).map(buildCountry);

/** SPEC §7 "The countries list drops the entry with id TR". */
export const COUNTRY_IDS_HIDDEN_FROM_LIST: readonly CountryCode[] = ['TR'];

/** What GET /extra/countries lists: every country except the hidden ones. */
export function listedCountries(countries: readonly Country[] = COUNTRIES): Country[] {
  return countries.filter((country) => !COUNTRY_IDS_HIDDEN_FROM_LIST.includes(country.id));
}

export function findCountry(code: string, countries: readonly Country[] = COUNTRIES): Country | undefined {
  return countries.find((country) => country.code === code);
}
