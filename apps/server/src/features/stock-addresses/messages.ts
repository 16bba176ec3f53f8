// Texts of our warehouse addresses: the text tree's `server` namespace, `stockAddresses.*`
// (@posylka/texts locales/<lng>/server/stock-addresses.ts). The address values themselves stay in
// Latin script (shops need them so); only the labels and notices are translated.
import type { Locale, StockAddressLineKind } from '@posylka/domain';
import { serverText, type SERVER_TEXTS, type TextParams } from '../../http/server-texts.js';

export type StockMessage = Exclude<keyof (typeof SERVER_TEXTS)['uk']['stockAddresses'], 'lines'>;

export function stockMessage(locale: Locale, key: StockMessage, params: TextParams = {}): string {
  return serverText(locale, `stockAddresses.${key}`, params);
}

/** The name of an address line as the page shows it next to the value. */
export function lineLabel(locale: Locale, kind: StockAddressLineKind): string {
  return serverText(locale, `stockAddresses.lines.${kind}`);
}

/** The request's wording of a stored text; Ukrainian when a language is missing. */
export function pickText(text: Partial<Record<Locale, string>>, locale: Locale): string {
  return text[locale] ?? text.uk ?? '';
}
