// Issue 13 in the console: a held parcel's page (GET /admin/parcels/{id}) lists why it cannot leave,
// in the request's language, on each rule's property, as the customer's parcel page does.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminParcelDetail } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { orders } from '../../db/schema/index.js';
import { caller, customer, declaredParcel, staff, type Who } from './test-helpers.js';

let t: TestApp;
let call: ReturnType<typeof caller>;
let operator: Who;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  operator = await staff(t, 'operator');
  ownerId = (await customer(t, 'held-owner')).id;
});
afterAll(() => t.close());

const REASONS: { property: string; code: string; params?: Record<string, string | number> }[] = [
  { property: 'exportDocuments', code: 'parcel.exportDocuments', params: { kinds: 'statement', count: 1 } },
  { property: 'consigneeAddress', code: 'parcel.lockerWeight', params: { max: 20 } },
];

async function parcelIn(state: 'held' | 'at_warehouse'): Promise<string> {
  const { id } = await declaredParcel(t, ownerId);
  await t.db
    .update(orders)
    .set({ shipmentState: state, receivedAt: new Date(), weightKg: '25.000', holdReasons: REASONS })
    .where(eq(orders.id, id));
  return id;
}

describe('GET /admin/parcels/{id}: the hold reasons', () => {
  it('a held parcel: every reason in the request language, on its property', async () => {
    const id = await parcelIn('held');
    const en = (
      await call(operator, 'GET', `/admin/parcels/${id}`, undefined, 'en')
    ).json() as AdminParcelDetail;
    expect(en.state).toBe('held');
    expect(en.holdReasons).toEqual([
      {
        property: 'exportDocuments',
        message:
          'A parcel worth over EUR 1000 needs its export documents (statement, powers, power-of-attorney letter): 1 of 3 missing',
      },
      {
        property: 'consigneeAddress',
        message: 'A parcel over 20 kg does not fit a parcel locker: choose a branch',
      },
    ]);
    const uk = (
      await call(operator, 'GET', `/admin/parcels/${id}`, undefined, 'uk')
    ).json() as AdminParcelDetail;
    expect(uk.holdReasons.map((reason) => reason.message)).toEqual([
      'Посилці дорожчій за 1000 EUR потрібні експортні документи (заява, довіреність, лист-доручення): бракує 1 з 3',
      'Посилка важча за 20 кг не поміститься в поштомат: оберіть відділення',
    ]);
  });

  it('a parcel that is not held has none (stale stored reasons are not shown)', async () => {
    const id = await parcelIn('at_warehouse');
    const res = await call(operator, 'GET', `/admin/parcels/${id}`);
    expect(res.statusCode).toBe(200);
    expect((res.json() as AdminParcelDetail).holdReasons).toEqual([]);
  });
});
