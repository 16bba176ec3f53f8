import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { users } from '../schema/index.js';
import { DEMO_CUSTOMER, seed } from './index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';

describe('seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is idempotent: a second run keeps exactly one demo customer with its fixed code', async () => {
    await seed(t.db);
    const rows = await t.db
      .select({ code: users.customerCode, verified: users.emailVerifiedAt })
      .from(users)
      .where(sql`lower(${users.email}) = ${DEMO_CUSTOMER.email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code).toBe('UA100001');
    expect(rows[0]?.verified).not.toBeNull();
  });
});
