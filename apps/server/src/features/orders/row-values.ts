// Between the payload and the order row: the columns a save writes, and the saved items read back as
// payload items for a save that leaves them out.
import type { CurrencyCode, ForwardingOrderPayload } from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import type { PromoValues } from './promo-values.js';
import type { CategoryRow, CountryRow } from './reference.js';
import { listItems } from './repository.js';

/** The saved items as the payload's items. */
export async function savedItems(db: Database, orderId: string): Promise<ForwardingOrderPayload['items']> {
  return (await listItems(db, orderId)).map((item) => ({
    categoryId: item.categoryId,
    isEmptyCategoryId: item.isEmptyCategoryId,
    name: item.name,
    quantity: item.quantity,
    unitPrice: { amount: item.unitPriceAmount, currency: item.unitPriceCurrency as CurrencyCode },
  }));
}

/** The order columns of a save whose rules passed (the figures are added by order-figures.ts). */
export function buildValues(input: {
  payload: ForwardingOrderPayload;
  country: CountryRow;
  companyId: number | null;
  companyName: string | null;
  trackNo: string | null;
  noTrackNumber: boolean;
  receivedTrackNumber: boolean | null;
  addressId: string | null;
  existing: OrderRow | null;
  promo: PromoValues;
  currency: CurrencyCode;
  categories: Map<number, CategoryRow>;
}) {
  const { payload, existing } = input;
  const phone =
    payload.phoneNumber === undefined ? (existing?.phoneNumber ?? null) : payload.phoneNumber || null;
  return {
    countryCode: input.country.code,
    companyId: input.companyId,
    companyName: input.companyName,
    partner: payload.partner?.trim() || null,
    name: payload.name?.trim() || null,
    trackNo: input.trackNo,
    receivedTrackNumber: input.receivedTrackNumber,
    noTrackNumber: input.noTrackNumber,
    consigneeAddressId: input.addressId,
    phoneNumber: phone,
    ...input.promo,
    discount: payload.discount,
    pauseChoice: payload.isBlocked,
    taxAgreement: payload.taxAgreement,
    notifyMe: payload.notifyMe,
    isConsolidated: payload.isConsolidated,
  };
}
