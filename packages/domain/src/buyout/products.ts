import { z } from 'zod';
import { disallowedNameChars, hasCyrillic, listChars } from '../text/index.js';
import {
  addNestedIssues,
  integerField,
  issue,
  normalizePrice,
  optionalText,
  priceField,
  PRICE_PATTERN,
  type IssueSink,
} from '../validation/index.js';
import {
  BUYOUT_COMMENT_MAX,
  BUYOUT_LINK_MAX,
  BUYOUT_NAME_MAX,
  BUYOUT_ORDER_NAME_MAX,
  BUYOUT_PRICE_MIN,
  BUYOUT_QUANTITY_MAX,
  BUYOUT_QUANTITY_MIN,
} from './limits.js';
import { checkLinks } from './links.js';

const text = z.string().default('');
const numberInput = z.union([z.string(), z.number()]).default('');

/** One buy-out product line as typed (SPEC §3 "Product line"): link, name, size, color, quantity, price, comment. */
export const buyoutProductLineSchema = z.object({
  id: z.union([z.number(), z.string()]).nullable().optional(),
  link: text,
  name: text,
  size: text,
  color: text,
  quantity: numberInput,
  price: numberInput,
  comment: text,
  allowOverpricing: z.boolean().default(true),
  allowLowerQuantity: z.boolean().default(true),
});
export type BuyoutProductLineForm = z.input<typeof buyoutProductLineSchema>;
type Line = z.output<typeof buyoutProductLineSchema>;

/** The saved line an edit starts from: in edit mode quantity is fixed and the price cannot go up. */
export type OriginalLine = { quantity: number; price: string };

export type BuyoutProductsContext = {
  storeBanList: readonly string[];
  /** Edit mode: the saved lines by id. Absent for a new order. */
  originals?: ReadonlyMap<number | string, OriginalLine>;
};

const filled = (value: string | number) => String(value).trim() !== '';

/** "A line is validated when it is not the only line, or when any of link, name or price is filled." */
export function isLineValidated(line: Pick<Line, 'link' | 'name' | 'price'>, lineCount: number): boolean {
  return lineCount > 1 || filled(line.link) || filled(line.name) || filled(line.price);
}

/** A price that counts: "The step is valid only if at least one product has price above zero." */
export function hasPricedLine(lines: readonly Pick<Line, 'price'>[]): boolean {
  return lines.some((line) => {
    const price = String(line.price).trim();
    return PRICE_PATTERN.test(price) && Number(normalizePrice(price)) > 0;
  });
}

const nameOf = z.string().superRefine((raw, ctx) => {
  const name = raw.trim();
  if (name === '') return issue(ctx, 'required');
  if (name.length > BUYOUT_NAME_MAX) return issue(ctx, 'string.tooLong', [], { max: BUYOUT_NAME_MAX });
  if (hasCyrillic(name)) return issue(ctx, 'buyout.name');
  const bad = disallowedNameChars(name);
  if (bad.length > 0) issue(ctx, 'buyout.nameSymbols', [], { chars: listChars(bad) });
});
const quantityOf = integerField({ min: BUYOUT_QUANTITY_MIN, max: BUYOUT_QUANTITY_MAX });
const priceOf = priceField({ min: BUYOUT_PRICE_MIN });
const commentOf = optionalText({ max: BUYOUT_COMMENT_MAX });

function checkField(schema: z.ZodType, value: unknown, ctx: IssueSink, path: PropertyKey[]): boolean {
  const parsed = schema.safeParse(value);
  if (!parsed.success) addNestedIssues(ctx, parsed.error.issues, path);
  return parsed.success;
}

function checkEditLimits(line: Line, original: OriginalLine, ctx: IssueSink, path: PropertyKey[]): void {
  // SPEC §5: in edit mode quantity "cannot exceed the original quantity and cannot fall below it".
  if (Number(String(line.quantity).trim()) !== original.quantity) {
    issue(ctx, 'buyout.quantity', [...path, 'quantity'], { original: original.quantity });
  }
  if (Number(normalizePrice(String(line.price))) > Number(original.price)) {
    issue(ctx, 'buyout.price', [...path, 'price'], { max: original.price });
  }
}

/**
 * Buy-out step 1 "Products" (SPEC §5 "Buy-out"): the per-line rules with the error keys of SPEC §8
 * (link, linkOneShop, linkTheSame, linkBlocked, name, name-symbols, quantity, price), the order name
 * (max 100) and "at least one product with price above zero" (reported on `products`).
 */
export function buyoutProductsStepSchema(context: BuyoutProductsContext) {
  return z
    .object({
      name: optionalText({ max: BUYOUT_ORDER_NAME_MAX }),
      products: z.array(buyoutProductLineSchema).default([]),
    })
    .superRefine(({ products }, ctx) => {
      const validated = products.map((line) => isLineValidated(line, products.length));
      const links = checkLinks(
        products.map((line, i) => (validated[i] ? line.link : null)),
        context.storeBanList,
      );
      let priceErrors = 0;
      products.forEach((line, i) => {
        if (!validated[i]) return;
        const path = ['products', i];
        const link = links[i]!;
        if (line.link.length > BUYOUT_LINK_MAX)
          issue(ctx, 'string.tooLong', [...path, 'link'], { max: BUYOUT_LINK_MAX });
        else if (link.problem) issue(ctx, link.problem, [...path, 'link'], { host: link.shop ?? '' });
        checkField(nameOf, line.name, ctx, [...path, 'name']);
        const quantityOk = checkField(quantityOf, line.quantity, ctx, [...path, 'quantity']);
        const priceOk = checkField(priceOf, line.price, ctx, [...path, 'price']);
        if (!priceOk) priceErrors += 1;
        checkField(commentOf, line.comment, ctx, [...path, 'comment']);
        const original = line.id == null ? undefined : context.originals?.get(line.id);
        if (original && quantityOk && priceOk) checkEditLimits(line, original, ctx, path);
      });
      // A line's own price error already tells the user what to fix; the step-level note would repeat it.
      if (priceErrors === 0 && !hasPricedLine(products)) issue(ctx, 'buyout.noPricedProduct', ['products']);
    })
    .transform((step) => ({
      name: step.name,
      // Lines left out of validation (an untouched single empty line) are not part of the order.
      products: step.products
        .filter((line) => isLineValidated(line, step.products.length))
        .map((line) => ({
          ...line,
          link: line.link.trim(),
          name: line.name.trim(),
          quantity: Number(String(line.quantity).trim()),
          price: normalizePrice(String(line.price)),
          comment: line.comment.trim(),
        })),
    }));
}
export type BuyoutProductsStepForm = z.input<ReturnType<typeof buyoutProductsStepSchema>>;
export type BuyoutProductsStep = z.output<ReturnType<typeof buyoutProductsStepSchema>>;
