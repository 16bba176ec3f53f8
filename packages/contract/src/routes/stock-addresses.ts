// Our warehouse addresses abroad (SPEC §3 "Warehouse address set", §7 Personal): the signed-in
// customer's name and code are filled into the address lines; labels come in the request's language.
import { z } from 'zod';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

const countryCodeParam = z.string().trim().toUpperCase().min(1).max(8);

export const stockAddressFieldSchema = z.object({
  /** Line kind: fullName, address1, address2, city, state, zip, country, phone... */
  id: z.string(),
  /** The line's name in the request's language ("Address line 2"). */
  label: z.string(),
  /** What to type into the shop's form, Latin script. */
  value: z.string(),
  /** The line with the customer's name or code: it must be copied exactly. */
  highlighted: z.boolean(),
});

export const stockAddressSchema = z.object({
  /** The warehouse (place) id, e.g. us-de. */
  id: z.string(),
  /** The warehouse's name in the request's language (a state for the US, else the city). */
  title: z.string(),
  isDefault: z.boolean(),
  /** OpenStreetMap page of the building. */
  locationUrl: z.string(),
  /** Embeddable map of the building (iframe). */
  mapUrl: z.string(),
  fields: z.array(stockAddressFieldSchema),
});
export type StockAddress = z.infer<typeof stockAddressSchema>;

export const stockAddressSetSchema = z.object({
  country: z.object({
    code: z.string(),
    /** Name in the request's language. */
    text: z.string(),
    /** false: "Delivery from this country is temporarily unavailable" and no addresses (SPEC §8). */
    affordable: z.boolean(),
  }),
  recipient: z.object({
    /** Latin name printed in the addresses. */
    name: z.string(),
    customerCode: z.string(),
    /** No name in the profile yet: the e-mail's local part stands in; the page asks for the name. */
    nameFromEmail: z.boolean(),
  }),
  addresses: z.array(stockAddressSchema),
  /** Server notice for the country or the default warehouse (SPEC §8), null when none. */
  alert: z.string().nullable(),
});
export type StockAddressSet = z.infer<typeof stockAddressSetSchema>;

// ---- GET /personal/stock/addresses?countryCode= ----

export const stockAddressesQuerySchema = z.object({ countryCode: countryCodeParam });

export const stockAddressesRoute = defineRoute({
  method: 'GET',
  path: '/personal/stock/addresses',
  summary: "The customer's warehouse addresses in a country (422 on countryCode when unknown)",
  tags: ['personal'],
  auth: true,
  querystring: stockAddressesQuerySchema,
  response: { 200: stockAddressSetSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
});

// ---- POST /personal/set-default-stock ----

export const setDefaultStockBodySchema = z.object({
  /** Warehouse (place) id. */
  id: z.string().trim().min(1).max(16),
  /** true makes it the default; false returns the country to its first warehouse. */
  value: z.boolean(),
  /** When given, the warehouse must be in this country (422 on id otherwise). */
  countryCode: countryCodeParam.optional(),
});
export type SetDefaultStockBody = z.infer<typeof setDefaultStockBodySchema>;

export const setDefaultStockRoute = defineRoute({
  method: 'POST',
  path: '/personal/set-default-stock',
  summary: "Sets the customer's default warehouse of a country; answers the country's updated set",
  tags: ['personal'],
  auth: true,
  body: setDefaultStockBodySchema,
  response: { 200: stockAddressSetSchema, 401: errorBodySchema, 422: validationErrorBodySchema },
});
