// PUT /buyout/{id}/edit: a paid order's quantities and prices lowered (SPEC §5 Buy-out edit mode).
import {
  buyoutEditPayloadSchema,
  buyoutProductsStepSchema,
  buyoutEditMode,
  canEditBuyout,
  toViolations,
  type BuyoutOrderStatus,
  type Locale,
} from '@posylka/domain';
import type { Violation } from '@posylka/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { buyoutOrders, type BuyoutOrderRow } from '../../db/schema/index.js';
import type { BuyoutContext } from './deps.js';
import { BuyoutConflictError } from './messages.js';
import { feesOf } from './present.js';
import { asFormLine } from './product-lines.js';
import { findProducts, replaceProducts } from './repository.js';
import { failIf, violation } from './violations.js';

/**
 * PUT /buyout/{id}/edit: only quantity and price of existing lines; SPEC §5 "in edit mode [quantity]
 * cannot exceed the original quantity and cannot fall below it", price "not above the original".
 * No new lines, no promo. The amount to pay is recomputed (never above what was paid). An unpaid
 * order is not edited here: it is changed as a draft (domain buyoutEditMode, POST /buyout/draft).
 */
export async function editOrder(
  db: Database,
  context: BuyoutContext,
  order: BuyoutOrderRow,
  body: unknown,
  locale: Locale,
  now: Date,
): Promise<BuyoutOrderRow> {
  const status = order.status as BuyoutOrderStatus;
  if (!canEditBuyout(status))
    throw new BuyoutConflictError(buyoutEditMode(status) === 'draft' ? 'unpaidEdit' : 'notEditable');
  const parsed = buyoutEditPayloadSchema.safeParse(body);
  if (!parsed.success) failIf(toViolations(parsed.error.issues, locale));
  const products = await findProducts(db, order.id);
  const byId = new Map(products.map((p, i) => [p.id, i]));
  const found: Violation[] = [];
  const edits = new Map<string, { quantity: string | number; price: string | number }>();
  parsed.data!.products.forEach((line, i) => {
    if (!byId.has(line.id)) found.push(violation(`products[${i}].id`, 'choice.invalid', locale));
    else edits.set(line.id, line);
  });
  failIf(found);

  const originals = new Map(products.map((p) => [p.id, { quantity: p.quantity, price: p.price ?? '0' }]));
  const lines = products.map((p) => ({ ...asFormLine(p), ...edits.get(p.id) }));
  const step = buyoutProductsStepSchema({ storeBanList: [], originals }).safeParse({
    name: order.name,
    products: lines,
  });
  if (!step.success) failIf(toViolations(step.error.issues, locale));
  const edited = step.data!.products;

  return db.transaction(async (tx) => {
    await replaceProducts(
      tx,
      order.id,
      products.map((p, i) => ({
        ...p,
        quantity: edited[i]!.quantity,
        price: edited[i]!.price,
      })),
    );
    const fees = feesOf(await findProducts(tx, order.id), context.settings, context.rates);
    const [row] = await tx
      .update(buyoutOrders)
      .set({
        status: 'edited',
        totalAmount: fees.total.amount,
        totalCurrency: fees.total.currency,
        updatedAt: now,
      })
      .where(eq(buyoutOrders.id, order.id))
      .returning();
    return row!;
  });
}
