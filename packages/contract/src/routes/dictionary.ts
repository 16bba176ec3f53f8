// Nova Poshta directory for the address form: city autocomplete and a city's departments or lockers.
// Public, cacheable for a few minutes. Names come in Ukrainian, or Russian when x-locale is ru.
import { z } from 'zod';
import { cityQuerySchema, PICKABLE_WAREHOUSE_TYPES, warehouseQuerySchema } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

/** Browsers and proxies may keep a directory answer this long (seconds). */
export const DICTIONARY_MAX_AGE_SECONDS = 300;

// ---- GET /dictionary/cities?query= ----

export const dictionaryCitySchema = z.object({
  /** Nova Poshta CityRef: what the warehouse list and a saved address take as `cityId`. */
  ref: z.string(),
  /** "Львів" */
  name: z.string(),
  /** "Львів, Львівська обл." : what the city select shows and a saved address keeps as city.fullName. */
  fullName: z.string(),
  /** "Львівська обл."; '' when unknown. */
  area: z.string(),
  /** "місто", "село", "смт", "селище" (Ukrainian, or Russian for ru when known). */
  settlementType: z.string(),
});
export type DictionaryCity = z.infer<typeof dictionaryCitySchema>;

export const dictionaryCitiesRoute = defineRoute({
  method: 'GET',
  path: '/dictionary/cities',
  summary:
    'City autocomplete: prefix of any word of the Ukrainian, Russian or Latin name, big cities first (422 on query under 2 letters)',
  tags: ['dictionary'],
  auth: false,
  querystring: cityQuerySchema,
  response: { 200: z.array(dictionaryCitySchema), 422: validationErrorBodySchema },
});

// ---- GET /dictionary/warehouse?ref=&type=department|box&query= ----

export const warehouseScheduleSchema = z.object({
  /** Day name as Nova Poshta sends it (Monday ... Sunday) */
  day: z.string(),
  /** "08:00-20:00", or "-" when closed that day */
  hours: z.string(),
});

export const dictionaryWarehouseSchema = z.object({
  ref: z.string(),
  /** Department or locker number as text: "25", "31284". */
  number: z.string(),
  type: z.enum(PICKABLE_WAREHOUSE_TYPES),
  /** "Відділення №25 (до 30 кг): вул. Городоцька, 120" */
  name: z.string(),
  /** "Львів, Городоцька, 120" */
  shortAddress: z.string(),
  /** Monday first; empty when unknown. */
  schedule: z.array(warehouseScheduleSchema),
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).nullable(),
  /** Heaviest parcel accepted, kg; null when not limited or unknown. */
  maxWeightKg: z.number().nullable(),
  /** Largest parcel a locker cell takes, cm; null when not limited or unknown. */
  dimensions: z.object({ width: z.number(), height: z.number(), length: z.number() }).nullable(),
  postalCode: z.string().nullable(),
});
export type DictionaryWarehouse = z.infer<typeof dictionaryWarehouseSchema>;

export const dictionaryWarehousesRoute = defineRoute({
  method: 'GET',
  path: '/dictionary/warehouse',
  summary:
    "A city's working departments or lockers, by number; query filters by number prefix or street words (404 on an unknown city ref)",
  tags: ['dictionary'],
  auth: false,
  querystring: warehouseQuerySchema,
  response: { 200: z.array(dictionaryWarehouseSchema), 404: errorBodySchema, 422: validationErrorBodySchema },
});
