// Texts of our warehouse addresses in every interface language, Ukrainian first. The address values
// themselves stay in Latin script (shops need them so); only the labels and notices are translated.
import {
  localizedText as t,
  type Locale,
  type LocalizedText,
  type StockAddressLineKind,
} from '@posylka/domain';

/** Names of the address lines as the page shows them next to each value. */
export const LINE_LABELS: Readonly<Record<StockAddressLineKind, LocalizedText>> = {
  fullName: t("Ім'я та прізвище", 'Имя и фамилия', 'Full name', 'Nume complet'),
  address1: t('Адреса, рядок 1', 'Адрес, строка 1', 'Address line 1', 'Adresă, rândul 1'),
  address2: t('Адреса, рядок 2', 'Адрес, строка 2', 'Address line 2', 'Adresă, rândul 2'),
  city: t('Місто', 'Город', 'City', 'Oraș'),
  state: t('Штат / земля', 'Штат / земля', 'State', 'Stat / land'),
  region: t('Регіон / провінція', 'Регион / провинция', 'Region / province', 'Regiune / provincie'),
  county: t('Округ / сектор', 'Округ / сектор', 'County / district', 'Județ / sector'),
  prefecture: t('Префектура', 'Префектура', 'Prefecture', 'Prefectură'),
  zip: t('ZIP-код', 'ZIP-код', 'ZIP code', 'Cod ZIP'),
  postcode: t('Поштовий індекс', 'Почтовый индекс', 'Postcode', 'Cod poștal'),
  country: t('Країна', 'Страна', 'Country', 'Țară'),
  phone: t('Телефон', 'Телефон', 'Phone', 'Telefon'),
};

export const STOCK_MESSAGES = {
  unknownCountry: t(
    'Країну з кодом «{code}» не знайдено.',
    'Страна с кодом «{code}» не найдена.',
    'There is no country with the code "{code}".',
    'Nu există nicio țară cu codul „{code}”.',
  ),
  unknownPlace: t(
    'Такого складу немає в цій країні.',
    'Такого склада нет в этой стране.',
    'There is no such warehouse in this country.',
    'Nu există un astfel de depozit în această țară.',
  ),
  countryUnavailable: t(
    'Доставка з цієї країни тимчасово недоступна.',
    'Доставка из этой страны временно недоступна.',
    'Delivery from this country is temporarily unavailable.',
    'Livrarea din această țară este temporar indisponibilă.',
  ),
  /** SPEC §9 "China parcels not accepted 2 to 17 February". */
  chinaClosed: t(
    'З 2 по 17 лютого склад у Китаї не приймає посилки. Плануйте доставку з магазинів на дати після 17 лютого.',
    'Со 2 по 17 февраля склад в Китае не принимает посылки. Планируйте доставку из магазинов на даты после 17 февраля.',
    'From 2 to 17 February our warehouse in China does not accept parcels. Plan shop deliveries for after 17 February.',
    'Între 2 și 17 februarie depozitul din China nu primește colete. Planificați livrările din magazine după 17 februarie.',
  ),
} as const satisfies Record<string, LocalizedText>;

export type StockMessage = keyof typeof STOCK_MESSAGES;

export function stockMessage(locale: Locale, key: StockMessage, params: Record<string, string> = {}): string {
  return STOCK_MESSAGES[key][locale].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** The request's wording of a stored text; Ukrainian when a language is missing. */
export function pickText(text: Partial<Record<Locale, string>>, locale: Locale): string {
  return text[locale] ?? text.uk ?? '';
}
