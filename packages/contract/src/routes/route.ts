import type { z } from 'zod';
import type { UserRole } from '@posylka/domain';

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
  /**
   * true when the route needs a signed-in user (bearer token or session cookie). The server takes its
   * check from here (http/route.ts `serve`), never from a hook written beside the handler.
   */
  auth: boolean;
  /** The roles allowed in (the operator console); absent means any signed-in user. Needs `auth`. */
  roles?: readonly UserRole[];
  body?: z.ZodType;
  /**
   * The handler checks the body itself, after what must come first (the order is the caller's:
   * 404 before any field is looked at). `body` still types the call and documents it; the server
   * only guards the input (an object, no unsafe values) before the handler.
   */
  bodyCheckedByHandler?: true;
  querystring?: z.ZodType;
  params?: z.ZodType;
  response: Partial<Record<number, z.ZodType>>;
}

export function defineRoute<const T extends RouteDef>(route: T): T {
  return route;
}
