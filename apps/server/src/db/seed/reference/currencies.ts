// Currencies of the product (domain CURRENCY_CODES) with their ISO 4217 numeric codes, minor units
// and names in every interface language. The symbol is what the domain shows next to an amount.
import { currencyLabel, type CurrencyCode, type LocalizedText } from '@posylka/domain';

export interface CurrencySeed {
  code: CurrencyCode;
  numericCode: number;
  symbol: string;
  minorUnits: number;
  names: LocalizedText;
}

type Row = [
  code: CurrencyCode,
  numeric: number,
  minor: number,
  uk: string,
  ru: string,
  en: string,
  ro: string,
];

const ROWS: Row[] = [
  ['UAH', 980, 2, 'Українська гривня', 'Украинская гривна', 'Ukrainian hryvnia', 'Grivnă ucraineană'],
  ['USD', 840, 2, 'Долар США', 'Доллар США', 'US dollar', 'Dolar american'],
  ['EUR', 978, 2, 'Євро', 'Евро', 'Euro', 'Euro'],
  ['GBP', 826, 2, 'Фунт стерлінгів', 'Фунт стерлингов', 'Pound sterling', 'Liră sterlină'],
  ['CAD', 124, 2, 'Канадський долар', 'Канадский доллар', 'Canadian dollar', 'Dolar canadian'],
  ['AUD', 36, 2, 'Австралійський долар', 'Австралийский доллар', 'Australian dollar', 'Dolar australian'],
  ['JPY', 392, 0, 'Єна', 'Иена', 'Japanese yen', 'Yen japonez'],
  ['KRW', 410, 0, 'Вона', 'Вона', 'South Korean won', 'Won sud-coreean'],
  ['CNY', 156, 2, 'Юань женьміньбі', 'Юань жэньминьби', 'Chinese yuan', 'Yuan chinezesc'],
  ['PLN', 985, 2, 'Злотий', 'Злотый', 'Polish zloty', 'Zlot polonez'],
  ['CZK', 203, 2, 'Чеська крона', 'Чешская крона', 'Czech koruna', 'Coroană cehă'],
  ['HUF', 348, 2, 'Форинт', 'Форинт', 'Hungarian forint', 'Forint maghiar'],
  ['RON', 946, 2, 'Румунський лей', 'Румынский лей', 'Romanian leu', 'Leu românesc'],
  ['TRY', 949, 2, 'Турецька ліра', 'Турецкая лира', 'Turkish lira', 'Liră turcească'],
];

// `eng` is the English interface for Romania, so it shares the English wording.
export const CURRENCIES: readonly CurrencySeed[] = ROWS.map(
  ([code, numericCode, minorUnits, uk, ru, en, ro]) => ({
    code,
    numericCode,
    minorUnits,
    symbol: currencyLabel(code),
    names: { uk, ru, en, ro, eng: en },
  }),
);
