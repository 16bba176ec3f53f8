import type { RouteDef } from '@posylka/contract';

type Part<T, K extends string> = T extends Record<K, infer S> ? S : undefined;

const SECURED: { [scheme: string]: readonly string[] }[] = [{ bearer: [] }, { sessionCookie: [] }];

/**
 * The Fastify schema of a contract route: validation (request parts), response serialization and
 * the OpenAPI entry all come from the one definition in packages/contract.
 */
export function routeSchema<const T extends RouteDef>(def: T) {
  const schema = {
    summary: def.summary,
    tags: [...def.tags],
    ...(def.auth ? { security: SECURED } : {}),
    body: def.body as Part<T, 'body'>,
    querystring: def.querystring as Part<T, 'querystring'>,
    params: def.params as Part<T, 'params'>,
    response: def.response as T['response'],
  };
  // Absent parts must be absent keys: Fastify warns about (and documents) explicit undefined ones.
  for (const part of ['body', 'querystring', 'params'] as const) {
    if (schema[part] === undefined) delete schema[part];
  }
  return schema;
}
