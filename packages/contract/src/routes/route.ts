import type { z } from 'zod';

/** Every API path in this folder is relative to this base. */
export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One route of the contract: the server registers it (schema-validated, documented in OpenAPI) and
 * the web client calls it with the same schemas. `path` is relative to API_BASE, Fastify-style params.
 */
export interface RouteDef {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  /** true when the route needs a signed-in user (bearer token or session cookie). */
  auth: boolean;
  body?: z.ZodType;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response: Partial<Record<number, z.ZodType>>;
}

export function defineRoute<const T extends RouteDef>(route: T): T {
  return route;
}
