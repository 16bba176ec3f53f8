import { z } from 'zod';
import type { Locale } from '../i18n/locales.js';
import { draftPhonePayloadSchema } from '../phone/index.js';
import { issue, optionalText, PRICE_MAX } from '../validation/index.js';
import {
  BUYOUT_COMMENT_MAX,
  BUYOUT_LINK_MAX,
  BUYOUT_NAME_MAX,
  BUYOUT_ORDER_NAME_MAX,
  BUYOUT_QUANTITY_MAX,
  BUYOUT_QUANTITY_MIN,
  RECIPIENT_NAME_MAX,
} from './limits.js';
import { hasForeignScheme } from './links.js';

const boundedText = (max: number) => z.string().trim().max(max).default('');
/** A draft price may still be empty; when present it is a canonical decimal (comma already a dot). */
// Issue 15: 99999999999999999999999.99 overflowed the price column (500); bounded like every price.
const draftPrice = z
  .union([
    z.literal(''),
    z
      .string()
      .regex(/^\d+(\.\d{1,2})?$/, 'price.format')
      .superRefine((price, ctx) => {
        if (Number(price) > PRICE_MAX) issue(ctx, 'number.tooBig', [], { max: PRICE_MAX });
      }),
  ])
  .default('');

/**
 * Buy-out draft payload (SPEC §7 "Draft payload: name, products, recipient, delivery, payment, id").
 * Drafts auto-save half-filled forms, so fields may be empty; what is present is bounded and typed.
 * Checkout re-validates with the step schemas.
 */
export const buyoutDraftPayloadSchema = z.object({
  id: z.number().int().positive().nullable().optional(),
  name: optionalText({ max: BUYOUT_ORDER_NAME_MAX }),
  products: z
    .array(
      z.object({
        id: z.number().int().positive().nullable().optional(),
        // Issue 15: a draft kept `data:text/html,<script>` and the pages showed it as a link.
        link: boundedText(BUYOUT_LINK_MAX).refine((link) => !hasForeignScheme(link), 'buyout.link'),
        name: boundedText(BUYOUT_NAME_MAX),
        size: boundedText(100),
        color: boundedText(100),
        quantity: z.number().int().min(BUYOUT_QUANTITY_MIN).max(BUYOUT_QUANTITY_MAX).default(1),
        price: draftPrice,
        comment: boundedText(BUYOUT_COMMENT_MAX),
        allowOverpricing: z.boolean().default(true),
        allowLowerQuantity: z.boolean().default(true),
      }),
    )
    .max(100)
    .default([]),
  recipient: z
    .object({
      firstName: boundedText(RECIPIENT_NAME_MAX),
      lastName: boundedText(RECIPIENT_NAME_MAX),
      middleName: boundedText(RECIPIENT_NAME_MAX),
      // "Draft save: phone sent only if 12 digits": anything shorter is saved as ''.
      phoneNumber: draftPhonePayloadSchema.default(''),
      email: boundedText(254),
    })
    .default({ firstName: '', lastName: '', middleName: '', phoneNumber: '', email: '' }),
  delivery: z
    .object({ userAddressId: z.number().int().positive().nullable().default(null) })
    .default({ userAddressId: null }),
  payment: z
    .object({
      isApplyDiscount: z.boolean().default(false),
      promoCode: boundedText(50),
      promoCodeValue: z.union([z.string(), z.number()]).nullable().default(null),
      promoRestrictedValue: z.union([z.string(), z.number()]).nullable().default(null),
      churnAccepted: z.boolean().default(false),
    })
    .default({
      isApplyDiscount: false,
      promoCode: '',
      promoCodeValue: null,
      promoRestrictedValue: null,
      churnAccepted: false,
    }),
});
export type BuyoutDraftPayloadInput = z.input<typeof buyoutDraftPayloadSchema>;
export type BuyoutDraftPayload = z.output<typeof buyoutDraftPayloadSchema>;

/**
 * "Nothing is saved until some product has both link and name, or an order exists" (SPEC §4).
 */
export function shouldSaveBuyoutDraft(
  orderId: number | string | null | undefined,
  products: readonly { link: string; name: string }[],
): boolean {
  if (orderId != null && orderId !== '') return true;
  return products.some((p) => p.link.trim() !== '' && p.name.trim() !== '');
}

const ORDER_OF: Record<Locale, string> = {
  uk: 'Замовлення від',
  ru: 'Заказ от',
  en: 'Order of',
  ro: 'Comanda din',
  eng: 'Order of',
};

/** The default title of a buy-out order: "Замовлення від DD.MM.YYYY." (SPEC §3), in the user's language. */
export function defaultBuyoutOrderName(
  day: { y: number; m: number; d: number },
  locale: Locale = 'uk',
): string {
  const dd = String(day.d).padStart(2, '0');
  const mm = String(day.m).padStart(2, '0');
  return `${ORDER_OF[locale]} ${dd}.${mm}.${day.y}.`;
}

/**
 * How an order's title reads in the page's language: a title the customer left at the default
 * ("Замовлення від 27.11.2026." typed for them on a uk page) is shown in the language of the page
 * that shows it ("Order of 27.11.2026." on /en), with its own date; a title they wrote stays theirs.
 */
export function buyoutOrderNameIn(name: string, locale: Locale): string {
  const match = /^(.+?) (\d{2})\.(\d{2})\.(\d{4})\.?$/.exec(name.trim());
  if (!match || !Object.values(ORDER_OF).includes(match[1]!)) return name;
  return defaultBuyoutOrderName({ y: Number(match[4]), m: Number(match[3]), d: Number(match[2]) }, locale);
}
