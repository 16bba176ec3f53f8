import { z } from 'zod';
import { isLockerAllowed, LOCKER_MAX_TOTAL_UAH } from '../address/index.js';
import { issue } from '../validation/index.js';

/**
 * Buy-out step "delivery" (payload `userAddressId`): a chosen saved address is required; a parcel
 * locker address cannot be used when the UAH total exceeds the locker cap ("checkout is blocked if a
 * locker address is selected then", SPEC §5).
 */
export function buyoutDeliverySchema(context: { totalUah: string | number; selectedIsLocker: boolean }) {
  return z
    .object({ userAddressId: z.number().int().positive().nullable().optional() })
    .superRefine((delivery, ctx) => {
      if (delivery.userAddressId == null) return issue(ctx, 'address.required', ['userAddressId']);
      if (context.selectedIsLocker && !isLockerAllowed(context.totalUah)) {
        issue(ctx, 'address.lockerLimit', ['userAddressId'], { max: LOCKER_MAX_TOTAL_UAH });
      }
    });
}

/**
 * Buy-out step "payment" (SPEC §3 payment payload + §5): the tax agreement must be accepted when the
 * customs tax is above 0; it is accepted by default.
 */
export function buyoutPaymentSchema(context: { tax: string | number }) {
  return z
    .object({
      isApplyDiscount: z.boolean().default(false),
      promoCode: z.string().trim().max(50).default(''),
      promoCodeValue: z.union([z.string(), z.number()]).nullable().optional(),
      promoRestrictedValue: z.union([z.string(), z.number()]).nullable().optional(),
      churnAccepted: z.boolean().default(false),
      taxAgreement: z.boolean().default(true),
    })
    .superRefine((payment, ctx) => {
      if (Number(context.tax) > 0 && !payment.taxAgreement)
        issue(ctx, 'taxAgreement.required', ['taxAgreement']);
    });
}
export type BuyoutPaymentForm = z.input<ReturnType<typeof buyoutPaymentSchema>>;
