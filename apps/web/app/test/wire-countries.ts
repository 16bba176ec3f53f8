import type { ApiTypes } from '@posylka/contract';
import { COUNTRIES, NBU_RATES_SNAPSHOT, type Locale } from '@posylka/domain';

/** The domain's reference countries in the wire shape of GET /extra/countries (test fixture). */
export function wireCountries(locale: Locale = 'uk'): ApiTypes.Country[] {
  return COUNTRIES.filter((c) => c.code !== 'TR').map((c) => ({
    id: c.id,
    code: c.code,
    text: c.name[locale],
    name: c.name.en,
    icon: c.icon,
    affordable: c.affordable,
    currency: { code: c.currency, symbol: c.currency, rate: NBU_RATES_SNAPSHOT.uahPer[c.currency] },
    formCurrencies: [...c.formCurrencies],
    maxCost: c.maxCost,
    transport: c.transport,
    link: '',
    domain: '',
    places: c.places.map((p) => ({ id: p.id, name: p.name[locale], city: p.city[locale] })),
    tariff_grid: c.tariffGrid.map((e) => ({
      from: String(e.from),
      to: String(e.to),
      price: e.price,
      currency: c.currency,
      stock_id: e.stockId,
    })),
    documents: { customsLimit: c.maxCost, exportDocuments: null },
    deliverySeparation: null,
  }));
}
