// The facts the domain's parcel rules need about one stored order (packages/domain parcel-rules),
// read in one place for every path: completion and edits (features/orders), document removal
// (features/order-documents), the lifecycle's dispatch and held state, the operator and the timers.
import {
  CUSTOMS_INVOICE_TYPES,
  EXPORT_DOCUMENT_KINDS,
  exportDocumentKinds,
  parcelViolations,
  type DeliveryType,
  type ParcelFacts,
  type ParcelStage,
  type ParcelViolation,
} from '@posylka/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  buyoutOrders,
  countries,
  orderFiles,
  orderItems,
  orderPassports,
  userAddresses,
  type OrderRow,
} from '../db/schema/index.js';
import { isPhoneVerifiedBy } from './phone.js';

/** Invoice types that count as "the invoice" of SPEC §5 Documents (bank orders and others do not). */
const INVOICE_TYPES: readonly string[] = CUSTOMS_INVOICE_TYPES;

async function pricedItemCount(db: Database, orderId: string): Promise<number> {
  const rows = await db
    .select({ amount: orderItems.unitPriceAmount })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId));
  // "Only items with price above 0 count toward totals" (SPEC §5).
  return rows.filter((row) => Number(row.amount) > 0).length;
}

async function fileTypes(
  db: Database,
  orderId: string,
): Promise<{ invoices: number; exportKinds: string[] }> {
  const rows = await db
    .select({ type: orderFiles.type, n: count() })
    .from(orderFiles)
    .where(
      and(
        eq(orderFiles.orderId, orderId),
        inArray(orderFiles.type, [...INVOICE_TYPES, ...EXPORT_DOCUMENT_KINDS]),
      ),
    )
    .groupBy(orderFiles.type);
  return {
    invoices: rows
      .filter((row) => INVOICE_TYPES.includes(row.type))
      .reduce((sum, row) => sum + Number(row.n), 0),
    exportKinds: rows.filter((row) => !INVOICE_TYPES.includes(row.type)).map((row) => row.type),
  };
}

async function hasPassport(db: Database, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orderPassports.orderId })
    .from(orderPassports)
    .where(eq(orderPassports.orderId, orderId))
    .limit(1);
  return rows.length > 0;
}

/** The order's address while it is one of the owner's active addresses (a deactivated one is not selectable). */
async function activeAddressType(db: Database, order: OrderRow): Promise<DeliveryType | null> {
  if (!order.consigneeAddressId) return null;
  const [row] = await db
    .select({ type: userAddresses.type })
    .from(userAddresses)
    .where(
      and(
        eq(userAddresses.id, order.consigneeAddressId),
        eq(userAddresses.userId, order.userId),
        eq(userAddresses.active, true),
      ),
    )
    .limit(1);
  return row ? (row.type as DeliveryType) : null;
}

/** The passport given at the buy-out's checkout (POST /buyout/{id}/passport) counts for its parcel. */
async function buyoutPassport(db: Database, buyoutOrderId: string | null): Promise<boolean> {
  if (!buyoutOrderId) return false;
  const [row] = await db
    .select({ id: buyoutOrders.passportDocumentId })
    .from(buyoutOrders)
    .where(eq(buyoutOrders.id, buyoutOrderId))
    .limit(1);
  return !!row?.id;
}

async function maxShipmentValue(db: Database, countryCode: string): Promise<string | null> {
  const [row] = await db
    .select({ max: countries.maxShipmentValueEur })
    .from(countries)
    .where(eq(countries.code, countryCode))
    .limit(1);
  return row?.max ?? null;
}

export async function loadParcelFacts(db: Database, order: OrderRow): Promise<ParcelFacts> {
  // One query after another: the reader also runs inside a transaction (an edit, a removal), whose
  // single client must not be handed several queries at once.
  const countedItems = await pricedItemCount(db, order.id);
  const files = await fileTypes(db, order.id);
  const passport = await hasPassport(db, order.id);
  const boughtPassport = await buyoutPassport(db, order.buyoutOrderId);
  const addressType = await activeAddressType(db, order);
  const verified = order.phoneNumber ? await isPhoneVerifiedBy(db, order.userId, order.phoneNumber) : false;
  const max = await maxShipmentValue(db, order.countryCode);
  const sides = [order.lengthCm, order.widthCm, order.heightCm];
  // A buy-out's parcel was bought by our personal buyer: no customer track number, and our purchase
  // is its invoice; the passport is the one given at the buy-out's checkout.
  const bought = order.type === 'buyout';
  return {
    receivedTrackNumber: bought ? true : order.receivedTrackNumber,
    number: bought ? (order.trackNo ?? 'BUYOUT') : order.trackNo,
    countedItems,
    isOverLimit: order.isOverLimit,
    taxAgreement: order.taxAgreement,
    invoiceCount: bought ? Math.max(1, files.invoices) : files.invoices,
    hasPassport: passport || boughtPassport,
    consigneeAddress: addressType ? { warehouseType: addressType } : null,
    totalUah: order.itemsTotalUah,
    phoneNumber: order.phoneNumber,
    isPhoneVerified: verified,
    // SPEC §4 "completed if checkout is completed, or it was created by the warehouse with the
    // declaration block and is not empty" (the warehouse's manual declaration, service 40).
    isRegistered:
      order.isCheckoutCompleted ||
      (order.isCreatedByWarehouse && order.isBlockCrossDockDeclaration && countedItems > 0),
    valueEur: { amount: order.itemsTotalEur, currency: 'EUR' },
    maxShipmentValue: max === null ? null : { amount: max, currency: 'EUR' },
    exportDocumentKinds: exportDocumentKinds(order.countryCode),
    exportDocumentsOnFile: files.exportKinds,
    measured:
      order.weightKg === null && order.lengthCm === null
        ? null
        : {
            weightKg: order.weightKg,
            sidesCm: sides.every((side) => side !== null) ? (sides as string[]) : null,
          },
  };
}

/** The parcel's broken rules at `stage`, read from what is stored now. */
export async function parcelBlockers(
  db: Database,
  order: OrderRow,
  stage: ParcelStage,
): Promise<ParcelViolation[]> {
  return parcelViolations(await loadParcelFacts(db, order), stage);
}
