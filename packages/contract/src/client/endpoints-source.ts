import type { RouteDef } from '../routes/route.js';

// endpoints.ts is written from the route table: one entry per contract route, method and path
// only, so the browser calls every route by name without zod in its bundle (see endpoint.ts) and
// no path is typed twice. tsc checks each entry's literals against its route's definition.

const isRouteDef = (value: unknown): value is RouteDef =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'summary' in value &&
  'response' in value;

/** The source of endpoints.ts for the route table `routes` (the routes folder's exports). */
export function endpointsSource(routes: Record<string, unknown>): string {
  const entries = Object.entries(routes)
    .filter((entry): entry is [string, RouteDef] => isRouteDef(entry[1]) && entry[0].endsWith('Route'))
    .sort(([a], [b]) => a.localeCompare(b, 'en'));
  const lines = entries.map(([name, route]) => {
    const key = name.slice(0, -'Route'.length);
    return `  ${key}: endpoint<typeof routes.${name}>('${route.method}', '${route.path}'),`;
  });
  return [
    '// Written by `npm run endpoints -w @posylka/contract` from the route table; do not edit.',
    "import type * as routes from '../routes/index.js';",
    "import { endpoint } from './endpoint.js';",
    '',
    '/** Every contract route by name: `api.call(endpoints.getOrder, { params: { id } })`. */',
    'export const endpoints = {',
    ...lines,
    '} as const;',
    '',
  ].join('\n');
}
