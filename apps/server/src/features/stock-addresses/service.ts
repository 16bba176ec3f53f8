import type { StockAddressSet } from '@posylka/contract';
import {
  carriesCustomer,
  fillAddressLine,
  isChinaClosed,
  recipientName,
  type Locale,
  type RecipientSource,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { lineLabel, pickText, stockMessage } from './messages.js';
import { locationUrl, mapEmbedUrl } from './map-links.js';
import { chosenPlaceId, placesWithAddresses, type CountryRow } from './repository.js';

export interface Customer extends RecipientSource {
  id: string;
  customerCode: string;
}

/**
 * The customer's addresses at our warehouses in one country. A suspended country (not affordable)
 * answers no addresses, so nobody ships to a warehouse that cannot forward the parcel.
 */
export async function buildAddressSet(
  db: Database,
  customer: Customer,
  country: CountryRow,
  locale: Locale,
  now: Date = new Date(),
): Promise<StockAddressSet> {
  const recipient = recipientName(customer);
  const fill = { name: recipient.name, code: customer.customerCode };
  const [rows, chosen] = country.affordable
    ? await Promise.all([placesWithAddresses(db, country.code), chosenPlaceId(db, customer.id, country.code)])
    : [[], undefined];
  // A choice pointing at a warehouse that lost its address falls back to the first one.
  const defaultId = rows.some((r) => r.place.id === chosen) ? chosen : rows[0]?.place.id;

  const alerts: string[] = [];
  if (country.code === 'CN' && country.affordable && isChinaClosed(now)) {
    alerts.push(stockMessage(locale, 'chinaClosed'));
  }
  for (const { address } of rows) if (address.alert) alerts.push(pickText(address.alert, locale));

  return {
    country: { code: country.code, text: pickText(country.names, locale), affordable: country.affordable },
    recipient: {
      name: recipient.name,
      customerCode: customer.customerCode,
      nameFromEmail: recipient.fromEmail,
    },
    addresses: rows.map(({ place, address }) => ({
      id: place.id,
      title: pickText(place.name, locale),
      isDefault: place.id === defaultId,
      locationUrl: locationUrl(address.latitude, address.longitude),
      mapUrl: mapEmbedUrl(address.latitude, address.longitude),
      fields: address.lines.map((line) => ({
        id: line.kind,
        label: lineLabel(locale, line.kind),
        value: fillAddressLine(line.value, fill),
        highlighted: carriesCustomer(line.value),
      })),
    })),
    alert: alerts.length > 0 ? alerts.join(' ') : null,
  };
}
