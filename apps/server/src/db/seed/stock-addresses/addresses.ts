// The street addresses of our warehouses abroad as customers type them into shops' checkout forms:
// Latin script, in the order and with the line names the country's shops use. Written by us; the
// phone numbers are the warehouses' reception lines. `{name}` and `{code}` are the customer's Latin
// name and personal code: the warehouse matches an arriving parcel to its owner by them.
import { localizedText as t } from '@posylka/domain';
import type { StockAddressLine } from '../../schema/stock-addresses.js';

/** A warehouse id of the domain's PLACES (a test checks every place has exactly one address). */
type PlaceId = string;

export interface StockAddressSeed {
  placeId: PlaceId;
  lines: StockAddressLine[];
  latitude: string;
  longitude: string;
  alert?: ReturnType<typeof t>;
}

const NAME = { kind: 'fullName', value: '{name}' } as const;

/** US and Canada: the code goes into "Address line 2" as a suite, as shops there expect. */
function northAmerican(
  placeId: PlaceId,
  street: string,
  city: string,
  state: string,
  zip: string,
  country: string,
  phone: string,
  position: [string, string],
): StockAddressSeed {
  return {
    placeId,
    lines: [
      NAME,
      { kind: 'address1', value: street },
      { kind: 'address2', value: 'Suite {code}' },
      { kind: 'city', value: city },
      { kind: country === 'Canada' ? 'region' : 'state', value: state },
      { kind: country === 'Canada' ? 'postcode' : 'zip', value: zip },
      { kind: 'country', value: country },
      { kind: 'phone', value: phone },
    ],
    latitude: position[0],
    longitude: position[1],
  };
}

/** Europe and elsewhere: the code follows the name on the recipient line and repeats in line 2. */
function generic(
  placeId: PlaceId,
  street: string,
  city: string,
  postcode: string,
  country: string,
  phone: string,
  position: [string, string],
  region?: { kind: 'region' | 'county' | 'prefecture' | 'state'; value: string },
): StockAddressSeed {
  return {
    placeId,
    lines: [
      { kind: 'fullName', value: '{name} {code}' },
      { kind: 'address1', value: street },
      { kind: 'address2', value: 'Posylka {code}' },
      { kind: 'city', value: city },
      ...(region ? [region] : []),
      { kind: 'postcode', value: postcode },
      { kind: 'country', value: country },
      { kind: 'phone', value: phone },
    ],
    latitude: position[0],
    longitude: position[1],
  };
}

export const STOCK_ADDRESSES: readonly StockAddressSeed[] = [
  northAmerican(
    'us-de',
    '501 Christiana Ave, Unit B',
    'Wilmington',
    'DE',
    '19801',
    'United States',
    '+1 302 555 0148',
    ['39.727300', '-75.553900'],
  ),
  {
    ...northAmerican(
      'us-or',
      '6300 NE Columbia Blvd, Dock 4',
      'Portland',
      'OR',
      '97218',
      'United States',
      '+1 503 555 0172',
      ['45.568900', '-122.596500'],
    ),
    alert: t(
      'Склад в Орегоні приймає лише посилки, що важать до 30 кг.',
      'Склад в Орегоне принимает только посылки весом до 30 кг.',
      'The Oregon warehouse accepts parcels of up to 30 kg only.',
      'Depozitul din Oregon primește doar colete de până la 30 kg.',
    ),
  },
  generic(
    'cn-gz',
    'No. 88 Huangpu East Road, Building 3, Room 102',
    'Guangzhou',
    '510700',
    'China',
    '+86 20 8220 5168',
    ['23.103600', '113.445900'],
    { kind: 'region', value: 'Guangdong' },
  ),
  generic(
    'gb-lon',
    'Unit 7, Abbey Road Industrial Park, Park Royal',
    'London',
    'NW10 7SJ',
    'United Kingdom',
    '+44 20 7946 0318',
    ['51.531700', '-0.269600'],
  ),
  generic(
    'de-fra',
    'Hanauer Landstraße 291',
    'Frankfurt am Main',
    '60314',
    'Germany',
    '+49 69 4272 3310',
    ['50.114700', '8.731900'],
    { kind: 'state', value: 'Hessen' },
  ),
  generic(
    'it-mil',
    'Via Gaetano Crespi 12',
    'Milano',
    '20134',
    'Italy',
    '+39 02 2157 4410',
    ['45.497600', '9.241500'],
    { kind: 'region', value: 'MI' },
  ),
  generic('pl-waw', 'ul. Annopol 3', 'Warszawa', '03-236', 'Poland', '+48 22 307 5214', [
    '52.306200',
    '21.020300',
  ]),
  generic('pl-rze', 'ul. Przemysłowa 14', 'Rzeszów', '35-105', 'Poland', '+48 17 250 4117', [
    '50.026300',
    '22.017900',
  ]),
  generic(
    'fr-par',
    '14 Rue des Entrepôts',
    'Saint-Ouen-sur-Seine',
    '93400',
    'France',
    '+33 1 7039 2215',
    ['48.910200', '2.338400'],
    { kind: 'region', value: 'Île-de-France' },
  ),
  generic(
    'es-mad',
    'Calle de San Dalmacio 24, Nave 6',
    'Madrid',
    '28021',
    'Spain',
    '+34 910 602 318',
    ['40.356700', '-3.694800'],
    { kind: 'region', value: 'Madrid' },
  ),
  generic('cz-prg', 'Kolbenova 40', 'Praha 9', '190 00', 'Czechia', '+420 228 880 315', [
    '50.110500',
    '14.538300',
  ]),
  generic(
    'tr-ist',
    'Mahmutbey Mah. Taşocağı Yolu Cad. No: 19',
    'Bağcılar, İstanbul',
    '34218',
    'Türkiye',
    '+90 212 709 4118',
    ['41.053500', '28.829800'],
  ),
  northAmerican(
    'ca-tor',
    '4120 Dundas St W, Unit 5',
    'Etobicoke',
    'ON',
    'M8X 1X3',
    'Canada',
    '+1 416 555 0193',
    ['43.663900', '-79.508700'],
  ),
  generic('lv-rix', 'Krasta iela 101', 'Rīga', 'LV-1019', 'Latvia', '+371 6 720 3118', [
    '56.922500',
    '24.158100',
  ]),
  generic('lt-vno', 'Savanorių pr. 178', 'Vilnius', 'LT-03154', 'Lithuania', '+370 5 203 4418', [
    '54.671600',
    '25.243800',
  ]),
  generic('hu-bud', 'Gubacsi út 32', 'Budapest', '1097', 'Hungary', '+36 1 445 2731', [
    '47.456900',
    '19.089100',
  ]),
  generic('sk-kos', 'Priemyselná 6', 'Košice', '040 01', 'Slovakia', '+421 55 285 4110', [
    '48.704000',
    '21.275500',
  ]),
  generic(
    'ro-buh',
    'Bulevardul Theodor Pallady 51',
    'București',
    '032258',
    'Romania',
    '+40 21 318 2214',
    ['44.408300', '26.185200'],
    { kind: 'county', value: 'Sector 3' },
  ),
  generic('ee-tll', 'Peterburi tee 53', 'Tallinn', '11415', 'Estonia', '+372 622 4118', [
    '59.430300',
    '24.830100',
  ]),
  generic(
    'jp-tyo',
    '2-4-3 Heiwajima, Ota-ku',
    'Tokyo',
    '143-0006',
    'Japan',
    '+81 3 6404 2210',
    ['35.583100', '139.740100'],
    { kind: 'prefecture', value: 'Tokyo' },
  ),
  generic(
    'kr-sel',
    '25 Gonghang-daero 61-gil, Gangseo-gu',
    'Seoul',
    '07563',
    'South Korea',
    '+82 2 3661 4182',
    ['37.556500', '126.838600'],
  ),
  generic(
    'au-syd',
    '18 Coal Pier Road',
    'Botany',
    '2019',
    'Australia',
    '+61 2 9316 4870',
    ['-33.963500', '151.201800'],
    { kind: 'state', value: 'NSW' },
  ),
];
