import { toNestErrors } from '@hookform/resolvers';
import {
  addressSelectionSchema,
  buyoutPaymentSchema,
  buyoutProductsStepSchema,
  buyoutRecipientSchema,
  isLockerAllowed,
  isNewAddressOption,
  LOCKER_MAX_TOTAL_UAH,
  toFieldErrors,
  translateMessage,
  type Locale,
  type OriginalLine,
} from '@posylka/domain';
import type { UserAddress } from '@posylka/contract';
import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { addressPayload } from '../addresses/index.js';
import type { CheckoutValues } from './form-values.js';

/** What the rules depend on besides the form: settings, the live totals, the user, edit mode. */
export interface CheckoutRuleContext {
  storeBanList: readonly string[];
  originals: ReadonlyMap<string, OriginalLine> | undefined;
  verifiedPhones: readonly string[];
  addresses: readonly UserAddress[];
  totalUah: string;
  tax: string;
}

/** The delivery type chosen: a saved address's, or the new address's tab. */
export function chosenDeliveryType(values: CheckoutValues, addresses: readonly UserAddress[]) {
  if (isNewAddressOption(values.addressId)) return values.type;
  return addresses.find((a) => a.id === values.addressId)?.warehouseType ?? null;
}

function collect(
  into: Record<string, FieldError>,
  schema: z.ZodType,
  input: unknown,
  locale: Locale,
  path: (p: string) => string,
) {
  const result = schema.safeParse(input);
  if (result.success) return;
  for (const [p, message] of Object.entries(toFieldErrors(result.error.issues, locale)))
    into[path(p)] ??= { type: 'validation', message };
}

/**
 * Every rule of the three steps by the domain's buy-out schemas (SPEC §5 "Buy-out"), mapped onto the
 * form's fields. react-hook-form keeps only the errors of the fields being validated (a blurred
 * input, or the step passed to `trigger`), so one resolver serves all steps.
 */
export function checkoutResolver(
  context: () => CheckoutRuleContext,
  locale: Locale,
): Resolver<CheckoutValues> {
  return async (values, _ctx, options) => {
    const c = context();
    const flat: Record<string, FieldError> = {};
    collect(
      flat,
      buyoutProductsStepSchema({ storeBanList: c.storeBanList, originals: c.originals }),
      { name: values.name, products: values.products },
      locale,
      (p) => (p === 'products' ? 'products.root' : p),
    );
    collect(
      flat,
      buyoutRecipientSchema({ verifiedPhones: c.verifiedPhones }),
      values.recipient,
      locale,
      (p) => `recipient.${p}`,
    );
    collect(
      flat,
      addressSelectionSchema,
      {
        addressId: values.addressId || null,
        newAddress: isNewAddressOption(values.addressId) ? addressPayload(values) : undefined,
      },
      locale,
      (p) => p.replace(/^newAddress\./, ''),
    );
    // "A locker cannot be chosen when the UAH total exceeds 10000" (SPEC §5).
    if (chosenDeliveryType(values, c.addresses) === 'box' && !isLockerAllowed(c.totalUah))
      flat.addressId ??= {
        type: 'validation',
        message: translateMessage('address.lockerLimit', { max: LOCKER_MAX_TOTAL_UAH }, locale),
      };
    collect(flat, buyoutPaymentSchema({ tax: c.tax }), values.payment, locale, (p) => `payment.${p}`);
    if (Object.keys(flat).length === 0) return { values, errors: {} };
    return { values: {}, errors: toNestErrors(flat as FieldErrors, options) as FieldErrors<CheckoutValues> };
  };
}
