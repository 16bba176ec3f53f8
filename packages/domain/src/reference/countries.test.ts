import { describe, expect, it } from 'vitest';
import { LOCALES } from '../i18n/locales.js';
import { NBU_RATES_SNAPSHOT } from './rates-snapshot.js';
import { COUNTRIES, findCountry, formCurrenciesOf, listedCountries } from './countries.js';
import { COUNTRY_CODES, type CountryCode } from './types.js';

const country = (code: CountryCode) => {
  const found = findCountry(code);
  if (!found) throw new Error(`no ${code}`);
  return found;
};

describe('SPEC §1 "Countries named: US, CN, GB, DE, IT, PL, FR, ES, CZ, TR, CA, LV, LT, HU, SK, RO, EE, JP, KR, AU"', () => {
  it('holds exactly these 20 countries in that order, id = code', () => {
    expect(COUNTRIES.map((c) => c.code)).toEqual([...COUNTRY_CODES]);
    expect(COUNTRIES.every((c) => c.id === c.code)).toBe(true);
  });

  it('every country has a non-empty name in all five locales and a flag icon', () => {
    for (const c of COUNTRIES) {
      for (const locale of LOCALES) expect(c.name[locale].trim(), `${c.code} ${locale}`).not.toBe('');
      expect(c.icon).toMatch(/^\p{Regional_Indicator}{2}$/u);
    }
    expect(country('GB').name.uk).toBe('Велика Британія');
  });

  it('the customs limit maxCost is 150 EUR everywhere', () => {
    expect(new Set(COUNTRIES.map((c) => `${c.maxCost.amount} ${c.maxCost.currency}`))).toEqual(
      new Set(['150 EUR']),
    );
  });

  it('every country currency has an NBU rate', () => {
    for (const c of COUNTRIES)
      expect(Number(NBU_RATES_SNAPSHOT.uahPer[c.currency]), c.code).toBeGreaterThan(0);
  });
});

describe('SPEC §7 "The countries list drops the entry with id TR"', () => {
  it('TR is in the reference data but not in the listed countries', () => {
    expect(findCountry('TR')).toBeDefined();
    expect(listedCountries().map((c) => c.id)).not.toContain('TR');
    expect(listedCountries()).toHaveLength(19);
  });
});

describe('SPEC §2 "a plane icon for US, CN and CA and a car icon otherwise"', () => {
  it('plane for US, CN, CA only', () => {
    expect(COUNTRIES.filter((c) => c.transport === 'plane').map((c) => c.code)).toEqual(['US', 'CN', 'CA']);
  });
});

describe('SPEC §9 "Currencies offered in the form: US and TR: USD, UAH; CA: USD, CAD, UAH; GB: USD, GBP, UAH; others: USD, country currency, UAH"', () => {
  it.each([
    ['US', ['USD', 'UAH']],
    ['TR', ['USD', 'UAH']],
    ['CA', ['USD', 'CAD', 'UAH']],
    ['GB', ['USD', 'GBP', 'UAH']],
    ['PL', ['USD', 'PLN', 'UAH']],
    ['DE', ['USD', 'EUR', 'UAH']],
    ['JP', ['USD', 'JPY', 'UAH']],
  ] as const)('%s -> %j', (code, currencies) => {
    expect(country(code).formCurrencies).toEqual(currencies);
  });

  it('the rule itself never offers a currency twice', () => {
    expect(formCurrenciesOf('DE', 'USD')).toEqual(['USD', 'UAH']);
  });
});

describe('SPEC §9 export documents at the 1000 EUR threshold for listed countries (Poland)', () => {
  it('only PL is flagged', () => {
    expect(COUNTRIES.filter((c) => c.exportDocumentsCountry).map((c) => c.code)).toEqual(['PL']);
  });
});

describe('SPEC §4 delivery-separation notice dates', () => {
  it.each([
    ['US', '2024-03-20'],
    ['GB', '2024-05-23'],
    ['RO', '2024-06-27'],
    ['SK', '2024-07-08'],
    ['KR', '2024-07-30'],
    ['AU', '2025-02-11'],
    ['CN', null],
    ['TR', null],
  ] as const)('%s -> %s', (code, date) => {
    expect(country(code).deliverySeparationDate).toBe(date);
  });

  it('"An extra sentence applies for US and PL"', () => {
    expect(COUNTRIES.filter((c) => c.deliverySeparationExtraNote).map((c) => c.code)).toEqual(['US', 'PL']);
  });
});

describe('warehouses and tariff grids', () => {
  it('every country has at least one warehouse; US and PL have two; place ids are unique', () => {
    const ids = COUNTRIES.flatMap((c) => c.places.map((p) => p.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(COUNTRIES.every((c) => c.places.length >= 1)).toBe(true);
    expect(country('US').places.map((p) => p.id)).toEqual(['us-de', 'us-or']);
    expect(country('PL').places).toHaveLength(2);
  });

  it('each warehouse grid covers (0, 30] kg without gaps or overlaps, with positive prices', () => {
    for (const c of COUNTRIES) {
      for (const place of c.places) {
        const bands = c.tariffGrid.filter((e) => e.stockId === place.id);
        expect(bands[0]?.from, place.id).toBe(0);
        expect(bands.at(-1)?.to, place.id).toBe(30);
        bands.forEach((band, i) => {
          if (i > 0) expect(band.from, place.id).toBe(bands[i - 1]?.to);
          expect(Number(band.price), place.id).toBeGreaterThan(0);
        });
      }
      expect(c.tariffGrid.every((e) => c.places.some((p) => p.id === e.stockId))).toBe(true);
    }
  });

  it('SPEC §1 "7 USD per 0.5 kg": the US Delaware grid starts at 7 for (0, 0.5] and (0.5, 2]', () => {
    const us = country('US').tariffGrid.filter((e) => e.stockId === 'us-de');
    expect(us.slice(0, 2)).toEqual([
      { from: 0, to: 0.5, price: '7', stockId: 'us-de' },
      { from: 0.5, to: 2, price: '7', stockId: 'us-de' },
    ]);
  });
});
