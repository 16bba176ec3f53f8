// A stored order as SPEC §3 "Forwarding order" (contract forwardingOrderSchema): reference names in the
// request's language, money as { amount, currency }, the state flags and the completion blockers.
import type { ForwardingOrder, PassportSummary } from '@posylka/contract';
import {
  exportDocumentKinds,
  formatFullAddress,
  formatOrderNumber,
  forwardingFee,
  forwardingFeeLines,
  needsExportDocuments,
  NO_TRACK_NUMBER_MARKER,
  type CheckoutState,
  type CurrencyCode,
  type DeliveryType,
  type Locale,
} from '@posylka/domain';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { countOrderInvoices, listOrderInvoices } from './documents.js';
import {
  findCategories,
  findCompanyById,
  findCountry,
  countryLimit,
  loadForwardingPercents,
} from './reference.js';
import { findAddressById, listItems } from './repository.js';
import { errorsMap } from './complete.js';

/** The order's passport summary (masked number, full name): the identity-documents feature opens it. */
export type PassportReader = (db: Database, orderId: string) => Promise<PassportSummary | null>;

const pick = (text: Partial<Record<Locale, string>>, locale: Locale) => text[locale] ?? text.uk ?? '';
const iso = (date: Date | null) => (date ? date.toISOString() : null);

export async function presentOrder(
  db: Database,
  order: OrderRow,
  locale: Locale,
  readPassport: PassportReader,
): Promise<ForwardingOrder> {
  const [items, country, company, address, invoices, passport, invoiceCount, errors, percents] =
    await Promise.all([
      listItems(db, order.id),
      findCountry(db, order.countryCode),
      order.companyId != null ? findCompanyById(db, order.companyId) : Promise.resolve(null),
      order.consigneeAddressId ? findAddressById(db, order.consigneeAddressId) : Promise.resolve(null),
      listOrderInvoices(db, order.id),
      readPassport(db, order.id),
      countOrderInvoices(db, order.id),
      errorsMap(db, order, locale),
      loadForwardingPercents(db),
    ]);
  const categories = await findCategories(
    db,
    items.flatMap((item) => (item.categoryId == null ? [] : [item.categoryId])),
  );
  const currency = (order.itemsTotalCurrency ?? country?.currencyCode ?? 'EUR') as CurrencyCode;
  const itemsTotalEur = { amount: order.itemsTotalEur, currency: 'EUR' as const };
  // The guarantee of the stored sum and the stored insurance: the lines the wizard showed and the
  // parcel's charges total (issue 14 item 9).
  const feeLines = forwardingFeeLines({ amount: order.itemsTotalAmount, currency }, percents, {
    amount: order.insuranceFeeAmount,
    currency,
  });
  const exportNeeded =
    country !== null &&
    needsExportDocuments(itemsTotalEur, { exportDocumentsCountry: country.exportDocuments });
  const isDocumentUploaded = invoiceCount > 0 && passport !== null;
  const isCreatedByWarehouseAndEmpty = order.isCreatedByWarehouse && items.length === 0;

  return {
    id: order.id,
    number: formatOrderNumber(order.number),
    country: {
      id: order.countryCode,
      currency: country?.currencyCode ?? currency,
      maxCost: country ? countryLimit(country) : null,
      text: country ? pick(country.names, locale) : order.countryCode,
      icon: country?.icon ?? '',
    },
    company: company
      ? {
          id: company.id,
          name: company.name,
          label: company.label,
          icon: company.icon || null,
          mayNeedPassword: company.mayNeedPassword,
        }
      : null,
    companyName: order.companyName,
    partner: order.partner,
    name: order.name,
    // The form keeps the "no number" marker, so the field comes back disabled with the box ticked.
    trackNo: order.trackNo ?? (order.noTrackNumber ? NO_TRACK_NUMBER_MARKER : null),
    receivedTrackNumber: order.receivedTrackNumber,
    items: items.map((item) => {
      const category = item.categoryId == null ? undefined : categories.get(item.categoryId);
      return {
        id: item.id,
        categoryId: item.categoryId,
        category: category
          ? {
              id: category.id,
              name: pick(category.names, locale),
              dangerousGoods: category.dangerousGoods,
              isTaxFree: category.isTaxFree,
            }
          : null,
        isEmptyCategoryId: item.isEmptyCategoryId,
        name: item.name,
        quantity: item.quantity,
        unitPrice: { amount: item.unitPriceAmount, currency: item.unitPriceCurrency as CurrencyCode },
      };
    }),
    invoices,
    passport,
    promo:
      order.promoCode || order.churnAccepted
        ? {
            // A churn discount has no code: the form shows the masked placeholder (SPEC §9).
            code: order.promoCode ?? '',
            format: order.promoFormat === 'percent' ? 'percent' : 'amount',
            churn: order.churnAccepted,
          }
        : null,
    churnAccepted: order.churnAccepted,
    discount: order.discount,
    consigneeAddress: address
      ? {
          id: address.id,
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
    oneTimePassword: order.oneTimePassword,
    multiOrder: order.multiOrder,
    isBlocked: order.pauseChoice,
    taxAgreement: order.taxAgreement,
    notifyMe: order.notifyMe,
    isConsolidated: order.isConsolidated,
    additionalServices: order.additionalServices.map((service) => ({
      key: service.key,
      cost: { amount: service.cost.amount, currency: service.cost.currency as CurrencyCode },
    })),
    itemsTotal: { amount: order.itemsTotalAmount, currency },
    itemsTotalEur,
    priceCustomsClearance: { amount: order.priceCustomsClearanceEur, currency: 'EUR' },
    insuranceFeeCost: forwardingFee(feeLines, 'insurance').cost,
    feeLines: feeLines.map((line) => ({ kind: line.kind, percent: String(line.percent), cost: line.cost })),
    checkoutState: order.checkoutState as CheckoutState,
    states: {
      isOverLimitPriceCustomsClearance: order.isOverLimit,
      isDocumentUploaded,
      isCheckoutCompleted: order.isCheckoutCompleted,
      isCreatedByWarehouse: order.isCreatedByWarehouse,
      isCreatedBySML: order.isCreatedBySml,
      isBlockCrossDockDeclaration: order.isBlockCrossDockDeclaration,
      isCreatedByWarehouseAndEmpty,
      isBlocked: order.isBlocked,
      isCompletedAndBlocked: order.isBlocked && order.isCheckoutCompleted,
      needsExportDocuments: exportNeeded,
    },
    requiredDocumentKinds: exportNeeded ? [...exportDocumentKinds(order.countryCode)] : [],
    errors,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    completedAt: iso(order.completedAt),
  };
}
