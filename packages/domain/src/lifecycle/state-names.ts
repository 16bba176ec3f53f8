// The parcel's states as the customer reads them, once for every place that names them: the orders
// list cards and the parcel page of the web app, the `order-status` alert and the status e-mail. The
// words live in the text tree (@posylka/texts, `parcel-states`); this checks they name every state.
import en from '@posylka/texts/locales/en/parcel-states';
import ro from '@posylka/texts/locales/ro/parcel-states';
import ru from '@posylka/texts/locales/ru/parcel-states';
import uk from '@posylka/texts/locales/uk/parcel-states';
import type { Locale } from '../i18n/locales.js';
import type { ShipmentState } from './states.js';

// `eng`, English for Romania, reads the states as English does.
export const SHIPMENT_STATE_NAMES: Readonly<Record<Locale, Readonly<Record<ShipmentState, string>>>> = {
  uk,
  ru,
  en,
  ro,
  eng: en,
};

/** The state's name in `locale`; an unknown code (a newer release's state) is shown as is. */
export function shipmentStateName(state: string, locale: Locale): string {
  return (SHIPMENT_STATE_NAMES[locale] as Record<string, string>)[state] ?? state;
}
