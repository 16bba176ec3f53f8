import type { ForwardingOrder } from '@posylka/contract';
import {
  forwardingProductsStepSchema,
  forwardingResultsSchema,
  normalizePrice,
  type CurrencyCode,
  type ForwardingItemInput,
} from '@posylka/domain';
import { z } from 'zod';
import type { WizardItemPayload, WizardPayload } from '../payload.js';

/** A product row as typed (SPEC §3 "In the form: category, noCategory, name, quantity, price, and an internal row id"). */
export interface ProductRowValues {
  rowId: string;
  category: string;
  /** Shown in the select; from the saved item or the picked category. */
  categoryName: string;
  /** The category's isTaxFree (SPEC §9 exempt goods), for the customs estimate. */
  taxFree: boolean;
  noCategory: boolean;
  name: string;
  quantity: string;
  price: string;
}

/** Step 2 with its results panel (SPEC §3 "Results form"). */
export interface ProductsFormValues {
  name: string;
  items: ProductRowValues[];
  taxAgreement: boolean;
  isApplyDiscount: boolean;
  promoCode: string;
  churnAccepted: boolean;
  isBlocked: boolean | null;
}

/** SPEC §5 "reset to default on blur if empty": the price a new row starts with. */
export const DEFAULT_PRICE = '0';

let rowSeq = 0;
export function newRow(): ProductRowValues {
  rowSeq += 1;
  return {
    rowId: `row-${Date.now().toString(36)}-${rowSeq}`,
    category: '',
    categoryName: '',
    taxFree: false,
    noCategory: false,
    name: '',
    quantity: '1',
    price: DEFAULT_PRICE,
  };
}

export function productsFormValues(order: ForwardingOrder | null): ProductsFormValues {
  const items = order?.items ?? [];
  return {
    name: order?.name ?? '',
    items:
      items.length === 0
        ? [newRow()]
        : items.map((item) => ({
            rowId: item.id,
            category: item.categoryId == null ? '' : String(item.categoryId),
            categoryName: item.category?.name ?? '',
            taxFree: item.category?.isTaxFree ?? false,
            noCategory: item.isEmptyCategoryId,
            name: item.name,
            quantity: String(item.quantity),
            price: item.unitPrice.amount,
          })),
    taxAgreement: order?.taxAgreement ?? false,
    isApplyDiscount: order?.discount ?? false,
    promoCode: order?.promo && !order.promo.churn ? order.promo.code : '',
    churnAccepted: order?.churnAccepted ?? false,
    isBlocked: order?.isBlocked ?? null,
  };
}

/** The domain's step 2 rules and the results form's, with the live customs decision. */
export function productsStepSchema(isOverCustomsLimit: boolean) {
  return z.intersection(forwardingProductsStepSchema, forwardingResultsSchema({ isOverCustomsLimit }));
}

/** Rows as the results panel counts them: "only items with price above 0 count toward totals". */
export function resultItems(rows: readonly ProductRowValues[]): ForwardingItemInput[] {
  return rows.map((row) => {
    const quantity = Number(row.quantity);
    const price = normalizePrice(row.price ?? '');
    return {
      quantity: Number.isInteger(quantity) && quantity > 0 ? quantity : 0,
      price: /^\d+(\.\d{1,2})?$/.test(price) ? price : null,
      exempt: row.taxFree,
    };
  });
}

/** "Documents opens only when products has something filled" (SPEC §4). */
export function productsFilled(values: Pick<ProductsFormValues, 'items'>): boolean {
  return values.items.some((row) => row.name.trim() !== '' || Number(normalizePrice(row.price)) > 0);
}

export function isBlankRow(row: ProductRowValues): boolean {
  const price = normalizePrice(row.price);
  return (
    row.name.trim() === '' && (price === '' || Number(price) === 0) && row.category === '' && !row.noCategory
  );
}

export function productsPayload(values: ProductsFormValues, currency: CurrencyCode): Partial<WizardPayload> {
  // A row left blank is not a product yet: a draft saved from another step must not fail on it.
  const items: WizardItemPayload[] = values.items
    .filter((row) => !isBlankRow(row))
    .map((row) => ({
      categoryId: row.noCategory || row.category === '' ? null : Number(row.category),
      isEmptyCategoryId: row.noCategory,
      name: row.name.trim(),
      quantity: Number(row.quantity),
      unitPrice: { amount: normalizePrice(row.price), currency },
    }));
  return {
    name: values.name.trim(),
    items,
    taxAgreement: values.taxAgreement,
    discount: values.isApplyDiscount,
    promoCode: values.promoCode.trim() || null,
    churnAccepted: values.churnAccepted,
    isBlocked: values.isBlocked,
  };
}
