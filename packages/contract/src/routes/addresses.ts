// The address book of SPEC §7 "Personal": the signed-in customer's delivery addresses in Ukraine
// (Nova Poshta department, parcel locker, home). Bodies are checked by the domain's new-address
// schemas (server side, with the type from the path), so form and server say the same words.
import { z } from 'zod';
import { DELIVERY_TYPES, addressListModeSchema, deliveryTypeSchema } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

/** SPEC §3 Address, plus the raw fields the edit form needs. */
export const userAddressSchema = z.object({
  id: z.uuid(),
  /** SPEC §3 warehouseType: box, department or address. */
  warehouseType: z.enum(DELIVERY_TYPES),
  /** One line in the request's language, e.g. "Львів, Відділення №1: вул. Городоцька, 355". */
  fullAddress: z.string(),
  /** ref is null only for a home address saved before it had to name a directory city (issue 13). */
  city: z.object({ ref: z.string().nullable(), fullName: z.string() }),
  warehouse: z.object({ ref: z.string(), number: z.string(), description: z.string() }).nullable(),
  street: z.string(),
  house: z.string(),
  building: z.string(),
  flat: z.string(),
  /** Five digits for a home address; SAVED_ADDRESS_ZIP (00001) for a department or locker. */
  zip: z.string(),
  additionalInformation: z.string(),
  isDefault: z.boolean(),
  isFavorite: z.boolean(),
  /** true for a Nova Poshta department or locker. */
  isDepartmentNovaposhta: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type UserAddress = z.infer<typeof userAddressSchema>;

// Any text: an id that is not one of ours (malformed included) answers 404, like another user's.
export const addressIdParamsSchema = z.object({ id: z.string().min(1).max(64) });
export const addressTypeParamsSchema = z.object({ type: deliveryTypeSchema });
export const addressListQuerySchema = z.object({ mode: addressListModeSchema.default('all') });
export type AddressListQuery = z.input<typeof addressListQuerySchema>;

/**
 * The form fields of a tab (see the domain's newAddressSchema / savedAddressInputSchema). Kept open
 * here so the server can check them together with the path's type and answer 422 per field.
 */
export const addressBodySchema = z.looseObject({ isDefault: z.boolean().optional() });

const failures = { 401: errorBodySchema, 404: errorBodySchema };
const writeFailures = { ...failures, 422: validationErrorBodySchema };

export const listAddressesRoute = defineRoute({
  method: 'GET',
  path: '/personal/addresses',
  summary: 'My active addresses: default first, then favourites, newest first; mode filters by type',
  tags: ['personal'],
  auth: true,
  querystring: addressListQuerySchema,
  response: {
    200: z.object({ items: z.array(userAddressSchema) }),
    401: errorBodySchema,
    422: validationErrorBodySchema,
  },
});

export const getAddressRoute = defineRoute({
  method: 'GET',
  path: '/personal/addresses/:id',
  summary: 'One of my active addresses (404 for another customer’s or a deactivated one)',
  tags: ['personal'],
  auth: true,
  params: addressIdParamsSchema,
  response: { 200: userAddressSchema, ...failures },
});

export const createAddressRoute = defineRoute({
  method: 'POST',
  path: '/personal/addresses/:type',
  summary: 'Save a new address of a type; the first one becomes the default',
  tags: ['personal'],
  auth: true,
  params: addressTypeParamsSchema,
  body: addressBodySchema,
  response: { 201: userAddressSchema, ...writeFailures },
});

export const updateAddressRoute = defineRoute({
  method: 'PUT',
  path: '/personal/addresses/update/:id',
  summary: 'Replace an address (the body carries its type, which may change)',
  tags: ['personal'],
  auth: true,
  params: addressIdParamsSchema,
  body: addressBodySchema,
  response: { 200: userAddressSchema, ...writeFailures },
});

export const deactivateAddressRoute = defineRoute({
  method: 'PATCH',
  path: '/personal/addresses/deactivate/:id',
  summary: 'Remove an address from the book (kept for the orders that use it)',
  tags: ['personal'],
  auth: true,
  params: addressIdParamsSchema,
  response: { 200: z.object({ id: z.uuid() }), ...failures },
});

export const toggleFavoriteAddressRoute = defineRoute({
  method: 'POST',
  path: '/personal/addresses/favorite/:id/toggle',
  summary: 'Mark or unmark an address as a favourite',
  tags: ['personal'],
  auth: true,
  params: addressIdParamsSchema,
  response: { 200: userAddressSchema, ...failures },
});

/** Concrete paths (relative to API_BASE) for the client; schema-free, in paths.ts. */
