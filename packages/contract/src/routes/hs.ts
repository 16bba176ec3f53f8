// GET /hs/list (SPEC §7): the Harmonized System nomenclature, searched by code prefix or by words of
// the description, paged.
import { z } from 'zod';
import { validationErrorBodySchema } from '../errors.js';
import { pagedSearchQuerySchema } from './extra.js';
import { defineRoute } from './route.js';

export const hsListQuerySchema = pagedSearchQuerySchema;
export type HsListQuery = z.infer<typeof hsListQuerySchema>;

export const hsCodeSchema = z.object({
  /** 2 digits: chapter, 4: heading, 6: subheading. */
  code: z.string(),
  /** Ukrainian wording where we have one and the request is in Ukrainian, else English. */
  description: z.string(),
  level: z.number().int(),
  /** Enclosing chapter or heading; null for chapters. */
  parent: z.string().nullable(),
});
export type HsCodeItem = z.infer<typeof hsCodeSchema>;

export const hsListResponseSchema = z.object({ items: z.array(hsCodeSchema), total: z.number().int() });
export type HsListResponse = z.infer<typeof hsListResponseSchema>;

export const hsListRoute = defineRoute({
  method: 'GET',
  path: '/hs/list',
  summary: 'HS codes by code prefix ("8517", "85.17") or description words, ordered by code, paged',
  tags: ['hs'],
  auth: false,
  querystring: hsListQuerySchema,
  response: { 200: hsListResponseSchema, 422: validationErrorBodySchema },
});
