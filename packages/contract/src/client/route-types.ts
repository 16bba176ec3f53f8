import type { z } from 'zod';
import type { RouteDef } from '../routes/route.js';

/** Request body type of a contract route (what the caller passes). */
export type RouteBody<R extends RouteDef> = R['body'] extends z.ZodType ? z.input<R['body']> : undefined;

type Out<S> = S extends z.ZodType ? z.output<S> : never;
/** The success answer of a route: its 200, else 201, else nothing (204). */
export type RouteResult<R extends RouteDef> = 200 extends keyof R['response']
  ? Out<R['response'][200]>
  : 201 extends keyof R['response']
    ? Out<R['response'][201]>
    : undefined;

/** Path parameters of a contract route (what the caller passes). */
export type RouteParams<R extends RouteDef> = R['params'] extends z.ZodType
  ? z.input<R['params']>
  : undefined;
/** Query of a contract route (what the caller passes). */
export type RouteQuery<R extends RouteDef> = R['querystring'] extends z.ZodType
  ? z.input<R['querystring']>
  : undefined;

type PartInput<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T };

/** The parts of a call that come from the route: params and body when it has them, its query. */
export type RouteInput<R extends RouteDef> = PartInput<'params', RouteParams<R>> &
  PartInput<'query', RouteQuery<R>> &
  PartInput<'body', RouteBody<R>>;

/** A country of GET /api/extra/countries. */
export type { CountryItem as Country } from '../routes/extra.js';
