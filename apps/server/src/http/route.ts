import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from '@fastify/type-provider-zod';
import { z } from 'zod';
import type { FastifySchemaCompiler } from 'fastify';
import type { RouteDef } from '@posylka/contract';
import { validatorCompiler } from './validation.js';

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
    ...(def.roles ? { 'x-roles': [...def.roles] } : {}),
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

/** The app as features see it: requests typed from zod schemas. */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type SchemaOf<T extends RouteDef> = ReturnType<typeof routeSchema<T>>;

/** What a feature writes for a contract route: the handler and the route's own settings. */
export type ServeOptions<T extends RouteDef> = Omit<
  RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<T>,
    ZodTypeProvider
  >,
  'method' | 'url' | 'schema' | 'preValidation'
>;

type Guard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Registers the handler of a contract route. Method, path, schemas and who may call it all come
 * from the definition: `auth` asks for a signed-in user (401 before the body is looked at, decision
 * 004) and `roles` narrows it to staff (403). A route cannot be served without its definition's
 * check, and no feature writes its own.
 */
export function serve<const T extends RouteDef>(app: ZodApp, def: T, options: ServeOptions<T>): void {
  const guard = guardOf(app, def);
  app.route({
    ...options,
    method: def.method,
    url: def.path,
    schema: routeSchema(def),
    ...(guard ? { preValidation: guard } : {}),
    ...(def.bodyCheckedByHandler ? { validatorCompiler: guardedBodyOnly } : {}),
  } as RouteOptions<
    RawServerDefault,
    RawRequestDefaultExpression,
    RawReplyDefaultExpression,
    RouteGenericInterface,
    ContextConfigDefault,
    SchemaOf<T>,
    ZodTypeProvider
  >);
}

function guardOf(app: ZodApp, def: RouteDef): Guard | undefined {
  if (def.roles && !def.auth) throw new Error(`${def.method} ${def.path}: roles need auth`);
  if (def.roles) return app.requireRole(...def.roles);
  if (def.auth) return app.requireUser;
  return undefined;
}

const anyObject = z.looseObject({});

/**
 * For a route whose handler checks the body (`bodyCheckedByHandler`): the body only passes the input
 * guard and must be an object; the handler parses it with the route's schema after its own checks.
 */
const guardedBodyOnly: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler(route.httpPart === 'body' ? { ...route, schema: anyObject } : route);
