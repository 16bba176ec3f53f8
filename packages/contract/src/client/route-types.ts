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

/** A country of GET /api/extra/countries. */
export type { CountryItem as Country } from '../routes/extra.js';
