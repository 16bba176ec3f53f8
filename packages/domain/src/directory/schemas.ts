import { z } from 'zod';
import { issue } from '../validation/index.js';
import { CITY_QUERY_MAX, CITY_QUERY_MIN, PICKABLE_WAREHOUSE_TYPES, WAREHOUSE_QUERY_MAX } from './limits.js';
import { normalizeSearch } from './normalize.js';

/**
 * `?query=` of the city autocomplete. The length is counted on the normalised text so "к'" (one letter
 * and an apostrophe) is too short, as the search would ignore the apostrophe anyway.
 */
export const cityQuerySchema = z.object({
  query: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .superRefine((value, ctx) => {
      const letters = normalizeSearch(value).length;
      if (letters === 0) issue(ctx, 'required');
      else if (letters < CITY_QUERY_MIN) issue(ctx, 'string.tooShort', [], { min: CITY_QUERY_MIN });
      else if (value.length > CITY_QUERY_MAX) issue(ctx, 'string.tooLong', [], { max: CITY_QUERY_MAX });
    }),
});
export type CityQuery = z.output<typeof cityQuerySchema>;

/** `?ref=&type=&query=` of the warehouse list: a city ref (as the city search returned it) and a tab. */
export const warehouseQuerySchema = z.object({
  ref: z
    .string()
    .optional()
    .transform((value) => (value ?? '').trim())
    .superRefine((value, ctx) => {
      if (value === '') issue(ctx, 'address.city');
      else if (value.length > 64) issue(ctx, 'string.tooLong', [], { max: 64 });
    }),
  type: z.enum(PICKABLE_WAREHOUSE_TYPES),
  query: z
    .string()
    .trim()
    .max(WAREHOUSE_QUERY_MAX)
    .optional()
    .transform((value) => value ?? ''),
});
export type WarehouseQuery = z.output<typeof warehouseQuerySchema>;
