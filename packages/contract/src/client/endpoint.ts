import type { RouteDef } from '../routes/route.js';

/**
 * What the browser client needs of a contract route at run time: method and path. The route's
 * schemas stay on the server side of the import graph (issue #7: zod out of the first load); `R`
 * carries the body and result types, and its literal method and path make tsc reject a mismatch.
 */
export interface Endpoint<R extends RouteDef> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Type-only: never set. */
  readonly route?: R;
}

export function endpoint<R extends RouteDef>(method: R['method'], path: R['path']): Endpoint<R> {
  return { method, path };
}
