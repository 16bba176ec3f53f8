import type { RouteDef } from '../routes/route.js';
import { API_BASE } from '../routes/route.js';
import type { RouteInput } from './route-types.js';

/**
 * What the browser client needs of a contract route at run time: method and path. The route's
 * schemas stay on the server side of the import graph (issue #7: zod out of the first load); `R`
 * carries the body and result types, and its literal method and path make tsc reject a mismatch.
 * The browser's endpoints are written from the route table (endpoints.ts).
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

type QueryValue = string | number | boolean | null | undefined;

/** A route's path with its `:name` parameters filled in, each encoded as one segment. */
export function pathOf(path: string, params: object | undefined): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = (params as Record<string, QueryValue> | undefined)?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${path}: no ${name}`);
    return encodeURIComponent(String(value));
  });
}

/** `?a=1&b=2` of the defined values, '' when there are none. */
export function queryString(query: object | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, QueryValue>)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * The same-origin address of a route, for what the browser opens itself rather than through the
 * client: a link, a download, an image, an upload with progress.
 */
export function hrefOf<R extends RouteDef>(
  ep: Endpoint<R>,
  ...[input]: object extends Pick<RouteInput<R>, 'params' | 'query'>
    ? [Pick<RouteInput<R>, 'params' | 'query'>?]
    : [Pick<RouteInput<R>, 'params' | 'query'>]
): string {
  if (!input) return API_BASE + pathOf(ep.path, undefined);
  const { params, query } = input as { params?: object; query?: object };
  return API_BASE + pathOf(ep.path, params) + queryString(query);
}
