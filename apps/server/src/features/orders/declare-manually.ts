// The warehouse declares a parcel on the customer's behalf (additional service 40): SPEC §4
// "Declaration data entered earlier is deleted when the warehouse declares on the user's behalf".
// The goods the operator found replace whatever the customer had typed (goods, order name, tax
// agreement); the track number on the label, the address and the phone stay, since they are not the
// declaration of the goods. The order then counts as declared by the warehouse (SPEC §4 "created by
// the warehouse with the declaration block and is not empty").
import {
  forwardingItemPayloadSchema,
  orderValueViolation,
  toViolations,
  type CurrencyCode,
  type ForwardingItemPayload,
  type ForwardingOrderPayload,
  type Locale,
} from '@posylka/domain';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import type { OrderRow } from '../../db/schema/index.js';
import { orderFigures } from './order-figures.js';
import { findCategories, findCountry } from './reference.js';
import { updateOrder } from './repository.js';
import { localize, validationError, type Found } from './violations.js';

const goodsSchema = z.object({ items: z.array(forwardingItemPayloadSchema).min(1).max(100) });

export async function declareForCustomer(
  db: Database,
  order: OrderRow,
  body: unknown,
  locale: Locale,
): Promise<OrderRow> {
  const parsed = goodsSchema.safeParse({ items: body });
  if (!parsed.success) throw validationError(toViolations(parsed.error.issues, locale));
  const items: ForwardingItemPayload[] = parsed.data.items;
  const country = await findCountry(db, order.countryCode);
  const currency = items[0]!.unitPrice.currency as CurrencyCode;
  const found: Found[] = [];
  const categories = await findCategories(
    db,
    items.flatMap((item) => (item.categoryId == null ? [] : [item.categoryId])),
  );
  items.forEach((item, i) => {
    if (item.categoryId != null && !categories.has(item.categoryId))
      found.push({ property: `items[${i}].categoryId`, code: 'choice.invalid' });
    const offered = country?.formCurrencies.includes(item.unitPrice.currency) ?? false;
    if (item.unitPrice.currency !== currency || !offered)
      found.push({ property: `items[${i}].unitPrice.currency`, code: 'choice.invalid' });
  });
  if (found.length > 0 || !country) throw validationError(localize(found, locale));
  const payload = { items } as ForwardingOrderPayload;
  const figures = await orderFigures(db, country, currency, payload, categories);
  const tooLarge = orderValueViolation(figures.columns.itemsTotalUah);
  if (tooLarge) throw validationError(localize([tooLarge], locale));
  return updateOrder(
    db,
    order.id,
    {
      ...figures.columns,
      name: null,
      taxAgreement: false,
      isCreatedByWarehouse: true,
      isBlockCrossDockDeclaration: true,
    },
    figures.items,
  );
}
