// Public reference data of SPEC §7 "Extra": countries, companies, settings, documents, rates and the
// goods categories list. Names arrive in the request's language (x-locale). Money, rates and
// percents are decimal strings, never floats.
import { z } from 'zod';
import { EXPORT_DOCUMENT_KINDS, moneySchema } from '@posylka/domain';
import { errorBodySchema, validationErrorBodySchema } from '../errors.js';
import { defineRoute } from './route.js';

/** Reference answers may be cached by browsers and proxies this long (seconds), per language. */
export const REFERENCE_MAX_AGE_SECONDS = 300;

const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/);
/** ISO 4217 alphabetic code as typed in a URL or query; the server checks it is one we handle. */
const currencyParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z]{3}$/)
  .toUpperCase();

// ---- GET /extra/countries ----

export const countryPlaceSchema = z.object({ id: z.string(), name: z.string(), city: z.string() });

/** SPEC §3 tariff_grid entry: price per 0.5 kg for a billed weight in (from, to] kg at warehouse stock_id. */
export const tariffGridEntrySchema = z.object({
  from: decimalString,
  to: decimalString,
  price: decimalString,
  currency: z.string(),
  stock_id: z.string(),
});

export const countrySchema = z.object({
  /** SPEC §3 Country.id: the ISO code. */
  id: z.string(),
  code: z.string(),
  /** Name in the request's language. */
  text: z.string(),
  /** English name, the same in every language (analytics, URLs). */
  name: z.string(),
  /** Flag emoji. */
  icon: z.string(),
  /** false: "Delivery from this country is temporarily unavailable" (SPEC §8). */
  affordable: z.boolean(),
  /** The warehouses' currency with its NBU rate (UAH per 1 unit) from the latest stored snapshot. */
  currency: z.object({ code: z.string(), symbol: z.string(), rate: decimalString }),
  /** Currencies offered for item prices in the forwarding form (SPEC §9). */
  formCurrencies: z.array(z.string()),
  /** Customs limit (SPEC §3 maxCost). */
  maxCost: moneySchema,
  /** Logistics picture: plane for US, CN and CA, car otherwise (SPEC §2). */
  transport: z.enum(['plane', 'car']),
  link: z.string(),
  domain: z.string(),
  places: z.array(countryPlaceSchema),
  tariff_grid: z.array(tariffGridEntrySchema),
  /** When documents are asked for (SPEC §9): above maxCost, and export documents above the threshold. */
  documents: z.object({
    customsLimit: moneySchema,
    exportDocuments: z
      .object({ threshold: moneySchema, kinds: z.array(z.enum(EXPORT_DOCUMENT_KINDS)) })
      .nullable(),
  }),
  /** SPEC §4 delivery-separation notice: its date and whether the extra sentence applies. */
  deliverySeparation: z.object({ date: z.string(), extraNote: z.boolean() }).nullable(),
});
export type CountryItem = z.infer<typeof countrySchema>;

export const countriesRoute = defineRoute({
  method: 'GET',
  path: '/extra/countries',
  summary: 'Origin countries with warehouses, tariff grids and limits (TR is not listed, SPEC §7)',
  tags: ['extra'],
  auth: false,
  response: { 200: z.array(countrySchema) },
});

// ---- GET /extra/companies?countryCode= ----

export const companiesQuerySchema = z.object({ countryCode: z.string().trim().toUpperCase().min(1) });
export type CompaniesQuery = z.infer<typeof companiesQuerySchema>;

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The shop's site, shown under the name. */
  label: z.string(),
  /** Icon key of the shop's logo. */
  icon: z.string(),
  /** The parcel may go to a locker or pickup point asking for a code (SPEC §2 step 1 note). */
  mayNeedPassword: z.boolean(),
});
export type CompanyItem = z.infer<typeof companySchema>;

export const companiesRoute = defineRoute({
  method: 'GET',
  path: '/extra/companies',
  summary: 'Shops, marketplaces and carriers of a country (422 on countryCode when unknown)',
  tags: ['extra'],
  auth: false,
  querystring: companiesQuerySchema,
  response: { 200: z.array(companySchema), 422: validationErrorBodySchema },
});

// ---- GET /extra/settings ----

export const forwardingSettingsSchema = z.object({
  percentCustomsClearance: decimalString,
  percentValueAddedTax: decimalString,
  percentFeeForService: decimalString,
  percentInsuranceServiceFee: decimalString,
  /** SPEC §9 "Guarantee 1% of the sum, paid on receipt". */
  percentGuarantee: decimalString,
  /** SPEC §9 "up to 150 EUR no duties"; a country's own limit is its maxCost. */
  countryLimitPriceCustomsClearance: moneySchema,
  /** UAH per 1 unit of each currency, from the latest stored NBU snapshot. */
  rates: z.record(z.string(), decimalString),
  ratesDate: z.string(),
});

export const buyoutSettingsSchema = z.object({
  currency: z.string(),
  taxFreeQuantity: z.number().int(),
  overQuantityFee: decimalString,
  minCommission: decimalString,
  percentServiceFee: decimalString,
  percentInsuranceFee: decimalString,
  isDiscountServiceFee: z.boolean(),
  overPriceCommissionShopsList: z.array(
    z.object({ domain: z.string(), percentServiceFee: decimalString, minCommission: decimalString }),
  ),
  amountCustomsLimit: decimalString,
  percentCustomsClearance: decimalString,
  percentValueAddedTax: decimalString,
  percentFeeForService: decimalString,
  /** Delivery price steps: `price` up to `to` kg. */
  tariffs: z.array(z.object({ price: decimalString, to: decimalString })),
  storeBanList: z.array(z.string()),
});

export const settingsResponseSchema = z.object({
  forwarding: forwardingSettingsSchema,
  buyout: buyoutSettingsSchema,
});
export type SettingsResponse = z.infer<typeof settingsResponseSchema>;

export const settingsRoute = defineRoute({
  method: 'GET',
  path: '/extra/settings',
  summary: 'Forwarding and buy-out settings (SPEC §3): percents, limits, tariffs and rates',
  tags: ['extra'],
  auth: false,
  response: { 200: settingsResponseSchema },
});

// ---- GET /extra/documents ----

/** SPEC §3 "Invoice file types: default, default_by_user, bank_statement, other". */
export const INVOICE_FILE_TYPES = ['default', 'default_by_user', 'bank_statement', 'other'] as const;
export type InvoiceFileType = (typeof INVOICE_FILE_TYPES)[number];

export const documentsResponseSchema = z.object({
  invoiceFileTypes: z.array(z.object({ type: z.enum(INVOICE_FILE_TYPES), label: z.string() })),
  documentKinds: z.array(z.object({ kind: z.enum(EXPORT_DOCUMENT_KINDS), label: z.string() })),
  /** Export documents are needed above `threshold` for these countries, with these kinds. */
  exportDocuments: z.object({
    threshold: moneySchema,
    countries: z.array(z.object({ code: z.string(), kinds: z.array(z.enum(EXPORT_DOCUMENT_KINDS)) })),
  }),
  /** SPEC §5 Files: size and type limits of an upload. */
  files: z.object({
    maxBytes: z.number().int(),
    maxFilesPerDropZone: z.number().int(),
    acceptedMimeTypes: z.array(z.string()),
  }),
});
export type DocumentsResponse = z.infer<typeof documentsResponseSchema>;

export const documentsRoute = defineRoute({
  method: 'GET',
  path: '/extra/documents',
  summary: 'Document kinds and invoice file types with labels, and which countries need export documents',
  tags: ['extra'],
  auth: false,
  response: { 200: documentsResponseSchema },
});

// ---- GET /extra/rates/{from}/{to} ----

export const ratesParamsSchema = z.object({ from: currencyParam, to: currencyParam });
export type RatesParams = z.infer<typeof ratesParamsSchema>;

/** Units of `to` per 1 unit of `from`, crossed through UAH (SPEC §3 "Rate response: ratio"). */
export const ratesResponseSchema = z.object({ ratio: decimalString });
export type RatesResponse = z.infer<typeof ratesResponseSchema>;

export const ratesRoute = defineRoute({
  method: 'GET',
  path: '/extra/rates/:from/:to',
  summary: 'Exchange ratio between two currencies from the latest NBU rates (422 on an unknown code)',
  tags: ['extra'],
  auth: false,
  params: ratesParamsSchema,
  response: { 200: ratesResponseSchema, 202: errorBodySchema, 422: validationErrorBodySchema },
});

// ---- GET /extra/categories?query&page&limit ----

/** Paging shared by the reference lists: page from 1, at most 100 items per page. */
export const PAGE_LIMIT_MAX = 100;
export const pagedSearchQuerySchema = z.object({
  query: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_LIMIT_MAX).default(20),
});
export type PagedSearchQuery = z.infer<typeof pagedSearchQuerySchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  /** Name in the request's language. */
  name: z.string(),
  dangerousGoods: z.boolean(),
  /** Duty and VAT cancelled (SPEC §9). */
  isTaxFree: z.boolean(),
  hsCode: z.string(),
});
export type CategoryItem = z.infer<typeof categorySchema>;

export const categoriesResponseSchema = z.object({ items: z.array(categorySchema), total: z.number().int() });
export type CategoriesResponse = z.infer<typeof categoriesResponseSchema>;

export const categoriesRoute = defineRoute({
  method: 'GET',
  path: '/extra/categories',
  summary: 'Goods categories, searchable by name in any language, paged (infinite scroll, SPEC §7)',
  tags: ['extra'],
  auth: false,
  querystring: pagedSearchQuerySchema,
  response: { 200: categoriesResponseSchema, 422: validationErrorBodySchema },
});
