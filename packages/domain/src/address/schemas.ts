import { z } from 'zod';
import { addressPhoneSchema } from '../phone/index.js';
import { addNestedIssues, issue, optionalText, requiredText, type MessageCode } from '../validation/index.js';
import { ADDITIONAL_INFO_MAX, ADDRESS_TEXT_MAX, NEW_ADDRESS_ID, STREET_MIN, ZIP_LENGTH } from './limits.js';

/** Delivery types (SPEC §3): Nova Poshta department, box (post machine / parcel locker), home address. */
export const DELIVERY_TYPES = ['department', 'box', 'address'] as const;
export type DeliveryType = (typeof DELIVERY_TYPES)[number];
export const deliveryTypeSchema = z.enum(DELIVERY_TYPES);

/** A select value (city ref, warehouse ref): string or number, required with its own message. */
function chosen(code: MessageCode) {
  return z
    .union([z.string(), z.number()])
    .nullable()
    .optional()
    .superRefine((value, ctx) => {
      if (value == null || String(value).trim() === '') issue(ctx, code);
    })
    .transform((value) => (value == null ? '' : String(value).trim()));
}

const warehouseFields = {
  cityId: chosen('address.city'),
  warehouseId: chosen('address.warehouse'),
};

/** Department or parcel locker: "city required; warehouse required for department or post machine". */
export const departmentAddressSchema = z.object({ type: z.literal('department'), ...warehouseFields });
export const boxAddressSchema = z.object({ type: z.literal('box'), ...warehouseFields });

/** An optional select value or text as the form holds it: trimmed, '' when absent. */
const optionalRef = z
  .union([z.string(), z.number()])
  .nullable()
  .optional()
  .transform((value) => (value == null ? '' : String(value).trim()));

/**
 * Issue 13 "a home address names a city of the Nova Poshta directory" (as the department and locker
 * tabs do): the city is its directory ref `cityId`. A typed name without a ref ("Atlantis") is
 * refused on `cityId` with "choose the city from the list"; nothing at all is "choose a city".
 * Returns the message code, or null when a city is picked (the server then checks the ref exists).
 */
export function homeCityError(cityId: string, cityName: string): MessageCode | null {
  if (cityId !== '') return null;
  return cityName === '' ? 'address.city' : 'address.cityFromList';
}

/**
 * Home address: "city required; street required (min 2), house required, zip required (exactly 5),
 * flat and additional info optional". `cityName` is only the picked city's display name: the server
 * stores the directory's own name for `cityId`.
 */
export const homeAddressSchema = z
  .object({
    type: z.literal('address'),
    cityId: optionalRef,
    cityName: optionalRef,
    street: requiredText({ min: STREET_MIN, max: ADDRESS_TEXT_MAX }),
    house: requiredText({ max: ADDRESS_TEXT_MAX }),
    building: optionalText({ max: ADDRESS_TEXT_MAX }),
    flat: optionalText({ max: ADDRESS_TEXT_MAX }),
    zip: z
      .string()
      .trim()
      .superRefine((zip, ctx) => {
        if (zip === '') issue(ctx, 'required');
        else if (!new RegExp(`^\\d{${ZIP_LENGTH}}$`).test(zip)) issue(ctx, 'address.zip');
      }),
    additionalInfo: optionalText({ max: ADDITIONAL_INFO_MAX }),
  })
  .superRefine((home, ctx) => {
    const code = homeCityError(home.cityId, home.cityName);
    if (code) issue(ctx, code, ['cityId']);
  });

/** The new-address tabs; switching tab changes `type` (SPEC §4: it also resets the other inputs). */
export const newAddressSchema = z.discriminatedUnion('type', [
  departmentAddressSchema,
  boxAddressSchema,
  homeAddressSchema,
]);
export type NewAddressForm = z.input<typeof newAddressSchema>;
export type NewAddress = z.output<typeof newAddressSchema>;

/** The cabinet address page (user-address-new/edit): an address plus the 17-character masked phone. */
export const userAddressFormSchema = z.object({
  address: newAddressSchema,
  phoneNumber: addressPhoneSchema,
});

/** The "add new address" option of the delivery select as the form holds it (the address book uses uuids). */
export const NEW_ADDRESS_OPTION = 'new';

/** True for the select's "new address" pseudo-option: "new", or SPEC §3's -1. */
export function isNewAddressOption(value: unknown): boolean {
  return value === NEW_ADDRESS_OPTION || value === NEW_ADDRESS_ID || value === String(NEW_ADDRESS_ID);
}

const isUuid = (value: string) => z.uuid().safeParse(value).success;

/**
 * The delivery address select: "an address selection is required"; the value is a saved address
 * uuid, or the "new address" pseudo-option ("new"; SPEC §3 names it -1) whose form must then be
 * valid (its errors land under `newAddress.*`).
 */
export const addressSelectionSchema = z
  .object({
    addressId: z.union([z.string(), z.number()]).nullable().optional(),
    newAddress: z.unknown().optional(),
  })
  .superRefine((value, ctx) => {
    const id = value.addressId;
    if (id == null || id === '') return issue(ctx, 'address.required', ['addressId']);
    if (!isNewAddressOption(id)) {
      if (typeof id !== 'string' || !isUuid(id)) issue(ctx, 'address.required', ['addressId']);
      return;
    }
    const parsed = newAddressSchema.safeParse(value.newAddress ?? { type: 'department' });
    if (!parsed.success) addNestedIssues(ctx, parsed.error.issues, ['newAddress']);
  });
export type AddressSelectionForm = z.input<typeof addressSelectionSchema>;
