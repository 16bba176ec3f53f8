import type { CountryCode, Place } from './types.js';
import { localizedText as t } from './localized.js';

/**
 * Our warehouses per country. The US and Poland have two each (SPEC §2 price block: "warehouse
 * selector"); the id is the stock_id of the tariff grid. Where one city has one warehouse, the
 * warehouse is named after the city.
 */
const city = {
  wilmington: t('Вілмінгтон', 'Уилмингтон', 'Wilmington', 'Wilmington'),
  portland: t('Портленд', 'Портленд', 'Portland', 'Portland'),
  guangzhou: t('Гуанчжоу', 'Гуанчжоу', 'Guangzhou', 'Guangzhou'),
  london: t('Лондон', 'Лондон', 'London', 'Londra'),
  frankfurt: t('Франкфурт-на-Майні', 'Франкфурт-на-Майне', 'Frankfurt am Main', 'Frankfurt pe Main'),
  milan: t('Мілан', 'Милан', 'Milan', 'Milano'),
  warsaw: t('Варшава', 'Варшава', 'Warsaw', 'Varșovia'),
  rzeszow: t('Жешув', 'Жешув', 'Rzeszów', 'Rzeszów'),
  paris: t('Париж', 'Париж', 'Paris', 'Paris'),
  madrid: t('Мадрид', 'Мадрид', 'Madrid', 'Madrid'),
  prague: t('Прага', 'Прага', 'Prague', 'Praga'),
  istanbul: t('Стамбул', 'Стамбул', 'Istanbul', 'Istanbul'),
  toronto: t('Торонто', 'Торонто', 'Toronto', 'Toronto'),
  riga: t('Рига', 'Рига', 'Riga', 'Riga'),
  vilnius: t('Вільнюс', 'Вильнюс', 'Vilnius', 'Vilnius'),
  budapest: t('Будапешт', 'Будапешт', 'Budapest', 'Budapesta'),
  kosice: t('Кошице', 'Кошице', 'Košice', 'Košice'),
  bucharest: t('Бухарест', 'Бухарест', 'Bucharest', 'București'),
  tallinn: t('Таллінн', 'Таллин', 'Tallinn', 'Tallinn'),
  tokyo: t('Токіо', 'Токио', 'Tokyo', 'Tokyo'),
  seoul: t('Сеул', 'Сеул', 'Seoul', 'Seul'),
  sydney: t('Сідней', 'Сидней', 'Sydney', 'Sydney'),
};

const atCity = (id: string, c: Place['city']): Place => ({ id, name: c, city: c });

export const PLACES: Readonly<Record<CountryCode, readonly Place[]>> = {
  US: [
    // Delaware and Oregon levy no sales tax, which is why forwarders keep US warehouses there.
    { id: 'us-de', name: t('Делавер', 'Делавэр', 'Delaware', 'Delaware'), city: city.wilmington },
    { id: 'us-or', name: t('Орегон', 'Орегон', 'Oregon', 'Oregon'), city: city.portland },
  ],
  CN: [atCity('cn-gz', city.guangzhou)],
  GB: [atCity('gb-lon', city.london)],
  DE: [atCity('de-fra', city.frankfurt)],
  IT: [atCity('it-mil', city.milan)],
  PL: [atCity('pl-waw', city.warsaw), atCity('pl-rze', city.rzeszow)],
  FR: [atCity('fr-par', city.paris)],
  ES: [atCity('es-mad', city.madrid)],
  CZ: [atCity('cz-prg', city.prague)],
  TR: [atCity('tr-ist', city.istanbul)],
  CA: [atCity('ca-tor', city.toronto)],
  LV: [atCity('lv-rix', city.riga)],
  LT: [atCity('lt-vno', city.vilnius)],
  HU: [atCity('hu-bud', city.budapest)],
  SK: [atCity('sk-kos', city.kosice)],
  RO: [atCity('ro-buh', city.bucharest)],
  EE: [atCity('ee-tll', city.tallinn)],
  JP: [atCity('jp-tyo', city.tokyo)],
  KR: [atCity('kr-sel', city.seoul)],
  AU: [atCity('au-syd', city.sydney)],
};
