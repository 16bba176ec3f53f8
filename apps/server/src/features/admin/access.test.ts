import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '@posylka/contract';
import { ADMIN_ONLY_ROUTES, type RouteDef } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { customer, staff, type Who } from './test-helpers.js';

// Every /admin route the contract declares (parcels, audit, users and the buy-out console alike),
// so a route added later without its role check fails here.
const isAdminRoute = (value: unknown): value is RouteDef =>
  typeof value === 'object' &&
  value !== null &&
  'path' in value &&
  'method' in value &&
  typeof value.path === 'string' &&
  value.path.startsWith('/admin');
const ADMIN_ROUTE_TABLE: RouteDef[] = (Object.values(contract) as unknown[]).filter(isAdminRoute);

const urlOf = (route: RouteDef) => `/api${route.path.replace(/:\w+/g, () => randomUUID())}`;

let t: TestApp;
let shopper: Who;
let operator: Who;
let admin: Who;

beforeAll(async () => {
  t = await createTestApp();
  shopper = await customer(t, 'admin-access');
  operator = await staff(t, 'operator');
  admin = await staff(t, 'admin');
});
afterAll(() => t.close());

function call(route: RouteDef, who: Who | null) {
  return t.app.inject({
    method: route.method,
    url: urlOf(route),
    headers: { 'x-locale': 'en', ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
    ...(route.method === 'GET' ? {} : { payload: {} }),
  });
}

describe('operator console access (design §4: 401 anonymous, 403 a customer)', () => {
  it('finds the console routes in the contract', () => {
    expect(ADMIN_ROUTE_TABLE.length).toBeGreaterThanOrEqual(11);
  });

  it.each(ADMIN_ROUTE_TABLE.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s: 401 without a session, 403 for a customer, before any body check',
    async (_name, route) => {
      const anonymous = await call(route, null);
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ errorDescription: 'Please sign in to continue.' });
      const asCustomer = await call(route, shopper);
      expect(asCustomer.statusCode).toBe(403);
      expect(asCustomer.json()).toEqual({ errorDescription: 'Access denied.' });
    },
  );

  it.each(ADMIN_ONLY_ROUTES.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s is for admins: an operator gets 403, an admin gets past the role check',
    async (_name, route) => {
      expect((await call(route, operator)).statusCode).toBe(403);
      expect([401, 403]).not.toContain((await call(route, admin)).statusCode);
    },
  );

  it('lets an operator past the role check on every other console route', async () => {
    const adminOnly = new Set(ADMIN_ONLY_ROUTES.map((route) => `${route.method} ${route.path}`));
    for (const route of ADMIN_ROUTE_TABLE.filter((r) => !adminOnly.has(`${r.method} ${r.path}`))) {
      const res = await call(route, operator);
      expect([401, 403], `${route.method} ${route.path} answered ${res.statusCode}`).not.toContain(
        res.statusCode,
      );
    }
  });

  it('GET /admin/me tells the console shell who is signed in', async () => {
    const res = await call(contract.adminMeRoute, operator);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: operator.id, email: 'operator@posylka.test', role: 'operator' });
    const asAdmin = await call(contract.adminMeRoute, admin);
    expect(asAdmin.json()).toMatchObject({ role: 'admin' });
  });

  it('a cookie session writing without the CSRF header is refused before the role check', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/parcels/dispatch',
      headers: { 'x-locale': 'en', cookie: `${contract.SESSION_COOKIE}=${operator.token}` },
      payload: { orderIds: [randomUUID()] },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      errorDescription: 'The request was rejected for security reasons. Reload the page and try again.',
    });
  });
});
