// A list row as the compact card of the contract (orderListItemSchema): names in the request's
// language, money as { amount, currency }, the status and delete rule from the domain.
import type { OrderListItem } from '@posylka/contract';
import {
  canDeleteOrder,
  formatFullAddress,
  formatOrderNumber,
  isCheckoutState,
  isOrderType,
  isShipmentState,
  orderListStatus,
  type CurrencyCode,
  type DeliveryType,
  type Locale,
  type ShipmentState,
} from '@posylka/domain';
import type { CardRow } from './repository.js';

/** The stored shipment state; a value this release does not know reads as declared. */
export function shipmentStateOfRow(row: Pick<CardRow, 'shipmentState'>): ShipmentState {
  return isShipmentState(row.shipmentState) ? row.shipmentState : 'declared';
}

export function presentCard(row: CardRow, locale: Locale): OrderListItem {
  const facts = { ...row, shipmentState: shipmentStateOfRow(row) };
  const names = row.countryNames;
  const currency = (row.itemsTotalCurrency ?? row.countryCurrency ?? 'EUR') as CurrencyCode;
  const address = row.address;
  return {
    id: row.id,
    number: formatOrderNumber(row.number),
    type: isOrderType(row.type) ? row.type : 'forwarding',
    country: {
      id: row.countryCode,
      text: names ? (names[locale] ?? names.uk) : row.countryCode,
      icon: row.countryIcon ?? '',
    },
    company: row.companyLabel ?? row.companyName ?? null,
    name: row.name,
    trackNo: row.trackNo,
    itemsTotal: { amount: row.itemsTotalAmount, currency },
    itemsCount: row.itemsCount,
    checkoutState: isCheckoutState(row.checkoutState) ? row.checkoutState : 'new',
    isCheckoutCompleted: row.isCheckoutCompleted,
    status: orderListStatus(facts),
    isArchived: row.archivedAt !== null,
    canDelete: canDeleteOrder(facts),
    consigneeAddress:
      address && address.type
        ? {
            fullAddress: formatFullAddress(
              {
                type: address.type as DeliveryType,
                cityName: address.cityName ?? '',
                warehouseDescription: address.warehouseDescription,
                street: address.street ?? '',
                house: address.house ?? '',
                building: address.building ?? '',
                flat: address.flat ?? '',
                zip: address.zip ?? '',
              },
              locale,
            ),
          }
        : null,
    createdAt: row.createdAt.toISOString(),
  };
}
