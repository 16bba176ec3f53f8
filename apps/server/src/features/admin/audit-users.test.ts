import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAuditList, AdminUser } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { seed } from '../../db/seed/index.js';
import { users } from '../../db/schema/index.js';
import { MEASURED, caller, customer, declaredParcel, staff, type Who } from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Who;
let admin: Who;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  operator = await staff(t, 'operator');
  admin = await staff(t, 'admin');
});
afterAll(() => t.close());

describe('seeded staff accounts (README logins)', () => {
  it('exist once with their roles, also after seeding again, and a re-seed keeps a changed role', async () => {
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, operator.id));
    await seed(t.db);
    const rows = await t.db
      .select({ email: users.email, role: users.role })
      .from(users)
      .where(sql`${users.email} in ('operator@posylka.test', 'admin@posylka.test')`)
      .orderBy(users.email);
    expect(rows).toEqual([
      { email: 'admin@posylka.test', role: 'admin' },
      // An admin's decision stands: the seed only creates missing accounts.
      { email: 'operator@posylka.test', role: 'customer' },
    ]);
    await t.db.update(users).set({ role: 'operator' }).where(eq(users.id, operator.id));
  });
});

describe('PUT /admin/users/{id}/role (admin only)', () => {
  it('promotes a customer to operator at once (next request) and audits before/after', async () => {
    const helper = await customer(t, 'new-operator');
    expect((await call(helper, 'GET', '/admin/me')).statusCode).toBe(403);
    const res = await call(admin, 'PUT', `/admin/users/${helper.id}/role`, { role: 'operator' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: helper.id,
      email: helper.email,
      role: 'operator',
    } satisfies Partial<AdminUser>);
    const me = await call(helper, 'GET', '/admin/me');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ id: helper.id, email: helper.email, role: 'operator' });

    const audit = (
      await call(admin, 'GET', `/admin/audit?entityType=user&entityId=${helper.id}`)
    ).json() as AdminAuditList;
    expect(audit.total).toBe(1);
    expect(audit.items[0]).toMatchObject({
      action: 'user.role',
      entityType: 'user',
      entityId: helper.id,
      actor: { id: admin.id, email: 'admin@posylka.test' },
      before: { role: 'customer' },
      after: { role: 'operator' },
    });

    // And back: the former operator is a customer again on the very next request.
    await call(admin, 'PUT', `/admin/users/${helper.id}/role`, { role: 'customer' });
    expect((await call(helper, 'GET', '/admin/parcels')).statusCode).toBe(403);
  });

  it('409 for the admin’s own role, 404 for an unknown user, 422 for an unknown role', async () => {
    const own = await call(admin, 'PUT', `/admin/users/${admin.id}/role`, { role: 'customer' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ errorDescription: 'You cannot change your own role: ask another admin' });
    expect(
      (await call(admin, 'PUT', `/admin/users/${randomUUID()}/role`, { role: 'operator' })).statusCode,
    ).toBe(404);
    expect((await call(admin, 'PUT', `/admin/users/${operator.id}/role`, { role: 'root' })).statusCode).toBe(
      422,
    );
  });

  it('GET /admin/users finds by e-mail part or customer code and filters by role', async () => {
    const found = (await call(admin, 'GET', '/admin/users?query=POSYLKA.TEST&role=operator')).json() as {
      items: AdminUser[];
    };
    expect(found.items.map((user) => user.email)).toContain('operator@posylka.test');
    expect(found.items.every((user) => user.role === 'operator')).toBe(true);
    const byCode = (await call(admin, 'GET', '/admin/users?query=ad000001')).json() as { items: AdminUser[] };
    expect(byCode.items.map((user) => user.email)).toEqual(['admin@posylka.test']);
  });
});

describe('GET /admin/audit (admin only)', () => {
  it('lists every console action newest first with its actor, paged and filtered by entity', async () => {
    const owner = await customer(t, 'audit-owner');
    const parcel = await declaredParcel(t, owner.id);
    await call(operator, 'POST', '/admin/parcels/receive', { trackNo: parcel.trackNo, ...MEASURED });
    await call(operator, 'POST', `/admin/parcels/${parcel.id}/events`, {
      event: 'delay',
      note: 'Invoice missing',
    });

    const all = (await call(admin, 'GET', '/admin/audit')).json() as AdminAuditList;
    expect(all).toMatchObject({ page: 1, countPerPage: 50 });
    expect(all.items[0]).toMatchObject({ action: 'parcel.event.delay', entityId: parcel.id });

    const one = (
      await call(admin, 'GET', `/admin/audit?entityType=order&entityId=${parcel.id}`)
    ).json() as AdminAuditList;
    expect(one.items.map((entry) => entry.action)).toEqual(['parcel.event.delay', 'parcel.event.receive']);
    expect(one.items[0]).toMatchObject({
      actor: { email: 'operator@posylka.test' },
      before: { shipmentState: 'at_warehouse' },
      after: { shipmentState: 'delayed', data: { note: 'Invoice missing' } },
    });
    const later = (
      await call(admin, 'GET', `/admin/audit?entityId=${parcel.id}&page=2`)
    ).json() as AdminAuditList;
    expect(later).toMatchObject({ items: [], total: 2, page: 2 });
  });
});
