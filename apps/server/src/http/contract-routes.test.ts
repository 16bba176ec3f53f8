import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@posylka/contract';
import type { RouteDef } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { customer, type Who } from '../features/admin/test-helpers.js';

// Issue 17 item 3: a route is defined once, in packages/contract, and the server takes method, path,
// schemas and who may call it from that definition (http/route.ts `serve`). These checks read every
// definition the contract exports, so a route added later is held to them without being listed.

const isRouteDef = (value: unknown): value is RouteDef =>
  typeof value === 'object' &&
  value !== null &&
  'method' in value &&
  'path' in value &&
  'summary' in value &&
  'response' in value;
const ROUTES: RouteDef[] = (Object.values(contract) as unknown[]).filter(isRouteDef);

/** OpenAPI writes Fastify's `:id` as `{id}`. */
const docPath = (route: RouteDef) => `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** Routes served outside the contract, each with the reason it is not a JSON route of it. */
const OUTSIDE_CONTRACT = new Map([
  [key('GET', '/api/catalog/logos/{file}'), 'an SVG logo drawn for a shop, not JSON'],
]);

interface Operation {
  security?: unknown;
  responses?: Record<string, unknown>;
  requestBody?: unknown;
  parameters?: { in: string; name: string }[];
}

let t: TestApp;
let paths: Record<string, Record<string, Operation>>;
let shopper: Who;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  paths = (res.json() as { paths: typeof paths }).paths;
  shopper = await customer(t, 'contract-routes');
});
afterAll(() => t.close());

describe('every contract route is served from its definition', () => {
  it('finds the contract’s routes', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(140);
  });

  it('the OpenAPI document lists each route with its request parts, responses and security', () => {
    const missing: string[] = [];
    for (const route of ROUTES) {
      const op = paths[docPath(route)]?.[route.method.toLowerCase()];
      if (!op) {
        missing.push(key(route.method, docPath(route)));
        continue;
      }
      const name = key(route.method, route.path);
      expect(Object.keys(op.responses ?? {}).length, `${name} has responses`).toBeGreaterThan(0);
      expect(op.security !== undefined, `${name} security follows auth`).toBe(route.auth);
      expect(op.requestBody !== undefined, `${name} documents its body`).toBe(route.body !== undefined);
      const inPath = (op.parameters ?? []).filter((p) => p.in === 'path').map((p) => p.name);
      expect(inPath.sort(), `${name} documents its path parameters`).toEqual(
        [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]).sort(),
      );
    }
    // A provider's own routes are mounted only with it: the sandbox pages with the sandboxes (on in
    // tests), Diia's callback with the real Diia. Every other route must be there.
    expect(missing).toEqual([key('POST', '/api/diia/callback/{secret}')]);
  });

  it('the document has no API route that the contract does not define', () => {
    const defined = new Set(ROUTES.map((r) => key(r.method, docPath(r))));
    const extra: string[] = [];
    for (const [path, ops] of Object.entries(paths)) {
      if (!path.startsWith('/api/') || path.startsWith('/api/docs')) continue;
      for (const method of Object.keys(ops)) {
        if (method === 'head') continue;
        const name = key(method, path);
        if (!defined.has(name) && !OUTSIDE_CONTRACT.has(name)) extra.push(name);
      }
    }
    expect(extra).toEqual([]);
  });

  const signedIn = ROUTES.filter((r) => r.auth);
  it.each(signedIn.map((r) => [key(r.method, r.path), r] as const))(
    '%s answers 401 without a session, before any body or id is looked at',
    async (_name, route) => {
      const res = await t.app.inject({
        method: route.method,
        url: `/api${route.path.replace(/:\w+/g, 'x')}`,
        headers: { 'x-locale': 'en' },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode).toBe(401);
    },
  );

  const staffOnly = ROUTES.filter((r) => r.roles);
  it.each(staffOnly.map((r) => [key(r.method, r.path), r] as const))(
    '%s answers 403 to a signed-in customer',
    async (_name, route) => {
      const res = await t.app.inject({
        method: route.method,
        url: `/api${route.path.replace(/:\w+/g, 'x')}`,
        headers: { 'x-locale': 'en', authorization: `Bearer ${shopper.token}` },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(res.statusCode).toBe(403);
    },
  );
});
