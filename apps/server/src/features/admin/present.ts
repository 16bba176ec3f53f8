// A parcel as the console shows it: the list row (contract adminParcelSchema) and the whole page
// (adminParcelDetailSchema) with items, customer, address, label, timeline, photos, audit and the
// moves an operator may make now (domain allowedEvents).
import { type AdminParcel, type AdminParcelDetail, endpoints, hrefOf } from '@posylka/contract';
import {
  allowedEvents,
  canChangeWarehouse,
  findCountry,
  formatFullAddress,
  formatOrderNumber,
  isOperatorParcelEvent,
  isMessageCode,
  isOrderType,
  isShipmentEvent,
  isShipmentState,
  multiplyMoney,
  parcelWarehouse,
  pendingTimer,
  roundMoney,
  sumMoney,
  translateMessage,
  zeroMoney,
  type CurrencyCode,
  type DeliveryType,
  type LifecycleActor,
  type Locale,
  type Money,
  type ParcelViolation,
  type Place,
  type ShipmentState,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import { entityAudit } from './audit.js';
import {
  findConsigneeAddress,
  listParcelEvents,
  listParcelItems,
  listParcelPhotos,
  type ParcelRow,
} from './repository.js';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The stored state, read defensively: a value this release does not know shows as declared. */
export function stateOf(order: { shipmentState: string }): ShipmentState {
  return isShipmentState(order.shipmentState) ? order.shipmentState : 'declared';
}

const ACTORS: readonly LifecycleActor[] = ['customer', 'operator', 'timer'];
const actorOf = (value: string): LifecycleActor =>
  (ACTORS as readonly string[]).includes(value) ? (value as LifecycleActor) : 'operator';

export function presentParcel(row: ParcelRow, locale: Locale): AdminParcel {
  const { order, customer } = row;
  const state = stateOf(order);
  const timer = pendingTimer({ state, stateSince: order.stateChangedAt, receivedAt: order.receivedAt });
  return {
    id: order.id,
    number: formatOrderNumber(order.number),
    type: isOrderType(order.type) ? order.type : 'forwarding',
    countryCode: order.countryCode,
    countryName: findCountry(order.countryCode)?.name[locale] ?? order.countryCode,
    trackNo: order.trackNo,
    name: order.name,
    customer: { id: customer.id, email: customer.email, customerCode: customer.customerCode },
    state,
    isCheckoutCompleted: order.isCheckoutCompleted,
    isCreatedByWarehouse: order.isCreatedByWarehouse,
    weightKg: order.weightKg,
    deliveryCost: order.deliveryCostAmount
      ? { amount: order.deliveryCostAmount, currency: order.deliveryCostCurrency as CurrencyCode }
      : null,
    receivedAt: iso(order.receivedAt),
    stateChangedAt: order.stateChangedAt.toISOString(),
    timer: timer ? { event: timer.event, dueAt: timer.dueAt.toISOString() } : null,
    waybillNumber: order.waybillNumber,
    consolidationId: order.consolidationId,
    createdAt: order.createdAt.toISOString(),
  };
}

/**
 * Why a held parcel cannot leave (issue 13), in the operator's language: the stored reasons, put into
 * words as the customer's parcel page puts them. Empty unless held.
 */
function holdReasonsOf(order: ParcelRow['order'], locale: Locale): AdminParcelDetail['holdReasons'] {
  if (stateOf(order) !== 'held') return [];
  return (order.holdReasons as ParcelViolation[]).map((reason) => ({
    property: reason.property,
    message: isMessageCode(reason.code)
      ? translateMessage(reason.code, reason.params ?? {}, locale)
      : reason.code,
  }));
}

const warehouseOf = (place: Place, locale: Locale) => ({ id: place.id, name: place.name[locale] });

const fullName = (c: ParcelRow['customer']) =>
  [c.lastNameCyr, c.firstNameCyr, c.middleNameCyr].filter((part) => part && part.trim() !== '').join(' ');

export async function presentParcelDetail(
  db: Database,
  row: ParcelRow,
  locale: Locale,
): Promise<AdminParcelDetail> {
  const { order, customer } = row;
  const base = presentParcel(row, locale);
  const [items, address, events, photos, audit] = await Promise.all([
    listParcelItems(db, order.id),
    findConsigneeAddress(db, order.consigneeAddressId),
    listParcelEvents(db, order.id),
    listParcelPhotos(db, order.id),
    entityAudit(db, 'order', order.id),
  ]);
  const currency = (order.itemsTotalCurrency ?? items[0]?.unitPriceCurrency ?? 'USD') as CurrencyCode;
  const lines: Money[] = items.map((item) =>
    multiplyMoney(
      { amount: item.unitPriceAmount, currency: item.unitPriceCurrency as CurrencyCode },
      item.quantity,
    ),
  );
  // The stored snapshot is the customer's last save; an order the warehouse created has none yet,
  // so its lines are summed here (in one currency only: mixed lines have no meaningful sum).
  const itemsTotal: Money =
    order.itemsTotalCurrency !== null
      ? { amount: order.itemsTotalAmount, currency }
      : lines.every((line) => line.currency === currency)
        ? roundMoney(sumMoney(lines, currency))
        : roundMoney(zeroMoney(currency));

  return {
    ...base,
    customer: {
      id: customer.id,
      email: customer.email,
      customerCode: customer.customerCode,
      name: fullName(customer),
      phone: customer.phoneNumber,
    },
    items: items.map((item) => ({
      id: item.id,
      name: item.name,
      quantity: item.quantity,
      unitPrice: { amount: item.unitPriceAmount, currency: item.unitPriceCurrency as CurrencyCode },
    })),
    itemsTotal,
    consigneeAddress: address
      ? {
          warehouseType: address.type as DeliveryType,
          fullAddress: formatFullAddress(
            {
              type: address.type as DeliveryType,
              cityName: address.cityName,
              warehouseDescription: address.warehouseDescription,
              street: address.street,
              house: address.house,
              building: address.building,
              flat: address.flat,
              zip: address.zip,
            },
            locale,
          ),
        }
      : null,
    phoneNumber: order.phoneNumber,
    dimensions:
      order.lengthCm && order.widthCm && order.heightCm
        ? { lengthCm: order.lengthCm, widthCm: order.widthCm, heightCm: order.heightCm }
        : null,
    restrictedNote: order.restrictedNote,
    pausedOnce: order.pausedOnce,
    additionalServices: order.additionalServices.map((service) => ({
      key: service.key,
      cost: { amount: service.cost.amount, currency: service.cost.currency as CurrencyCode },
    })),
    buyoutOrderId: order.buyoutOrderId,
    timeline: events.flatMap(({ event, actorEmail }) =>
      isShipmentEvent(event.event) && isShipmentState(event.toState)
        ? [
            {
              id: event.id,
              event: event.event,
              fromState: isShipmentState(event.fromState) ? event.fromState : null,
              toState: event.toState,
              actor: actorOf(event.actor),
              actorEmail,
              data: event.data,
              at: event.createdAt.toISOString(),
            },
          ]
        : [],
    ),
    photos: photos.map(({ photo, uploadedBy }) => ({
      id: photo.id,
      url: hrefOf(endpoints.adminPhoto, { params: { id: order.id, photoId: photo.id } }),
      mimeType: photo.mimeType,
      size: photo.size,
      uploadedBy,
      createdAt: photo.createdAt.toISOString(),
    })),
    audit,
    // Receiving has its own form; the page offers the other moves the domain allows now.
    allowedEvents: allowedEvents(base.state, 'operator', {
      pausedOnce: order.pausedOnce,
      countryCode: order.countryCode,
    }).filter(isOperatorParcelEvent),
    label: {
      customerCode: customer.customerCode,
      number: base.number,
      trackNo: order.trackNo,
      countryCode: order.countryCode,
      weightKg: order.weightKg,
    },
    // Recorded on receipt; before that the parcel is at no warehouse of ours yet.
    warehouse: (() => {
      const place = order.receivedAt ? parcelWarehouse(order.countryCode, order.warehouseId) : null;
      return place ? warehouseOf(place, locale) : null;
    })(),
    warehouses: (findCountry(order.countryCode)?.places ?? []).map((place) => warehouseOf(place, locale)),
    canChangeWarehouse: order.receivedAt !== null && canChangeWarehouse(base.state),
    labelConflict: order.labelConflict,
    holdReasons: holdReasonsOf(order, locale),
  };
}
