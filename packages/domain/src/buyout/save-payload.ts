import { z } from 'zod';
import { isLockerAllowed, LOCKER_MAX_TOTAL_UAH } from '../address/index.js';
import { issue } from '../validation/index.js';
import { buyoutDraftPayloadSchema } from './draft.js';

// The API names orders, product lines and saved addresses by uuid (issue 6 buy-out contract), while
// buyoutDraftPayloadSchema was written with numeric ids. These are the same rules with uuid ids, so
// the server and the web form check one payload shape.

/** Any short text: an id that is not one of the order's lines is treated as a new line, not a 422. */
const idText = z.string().trim().max(64).nullable().optional();

const draftShape = buyoutDraftPayloadSchema.shape;
const draftLine = draftShape.products.unwrap().element;

export const buyoutSaveLineSchema = draftLine.extend({ id: idText });

export const buyoutSavePayloadSchema = buyoutDraftPayloadSchema.extend({
  id: idText,
  products: z.array(buyoutSaveLineSchema).max(100).default([]),
  delivery: z
    .object({ userAddressId: z.string().trim().max(64).nullable().default(null) })
    .default({ userAddressId: null }),
  payment: draftShape.payment
    .unwrap()
    .extend({ taxAgreement: z.boolean().default(true) })
    .default({
      isApplyDiscount: false,
      promoCode: '',
      promoCodeValue: null,
      promoRestrictedValue: null,
      churnAccepted: false,
      taxAgreement: true,
    }),
});
export type BuyoutSavePayloadInput = z.input<typeof buyoutSavePayloadSchema>;
export type BuyoutSavePayload = z.output<typeof buyoutSavePayloadSchema>;

/**
 * buyoutDeliverySchema with a uuid address: "chosen address required", and "a locker cannot be
 * chosen when the UAH total exceeds 10000; checkout is blocked if a locker address is selected then".
 */
export function buyoutDeliveryCheckSchema(context: { totalUah: string | number; selectedIsLocker: boolean }) {
  return z.object({ userAddressId: z.string().nullable().optional() }).superRefine((delivery, ctx) => {
    if (delivery.userAddressId == null || delivery.userAddressId === '')
      return issue(ctx, 'address.required', ['userAddressId']);
    if (context.selectedIsLocker && !isLockerAllowed(context.totalUah)) {
      issue(ctx, 'address.lockerLimit', ['userAddressId'], { max: LOCKER_MAX_TOTAL_UAH });
    }
  });
}

/** The edit body: "only quantity and price editable", lines named by id. */
export const buyoutEditPayloadSchema = z.object({
  products: z
    .array(
      z.object({
        id: z.string().trim().min(1).max(64),
        quantity: z.union([z.string(), z.number()]),
        price: z.union([z.string(), z.number()]),
      }),
    )
    .min(1)
    .max(100),
});
export type BuyoutEditPayload = z.output<typeof buyoutEditPayloadSchema>;
