// POST /buyout/{id}/passport: SPEC §5 "Identity document" rules per field, the documents agreement,
// sealed at rest, 404 for another customer's order.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { buyoutOrders, identityDocuments } from '../../db/schema/index.js';
import { caller, newCustomer, readyDraft, violations, type Customer } from './test-helpers.js';

const PASSPORT = {
  documentType: 'passport',
  serialNumber: 'КТ123456',
  identityCardNumber: '',
  issuedBy: 'Шевченківський РВ ГУ ДМС у м. Києві',
  date: '12.03.2010',
  lastName: 'Коваленко',
  firstName: 'Олена',
  middleName: 'Петрівна',
  birthDate: '05.07.1990',
  registration: 'м. Київ, вул. Хрещатик, 22, кв. 5',
  taxNumber: '3012345678',
  saveToCabinet: true,
  consent: true,
  agreement: true,
};

let t: TestApp;
let call: ReturnType<typeof caller>;
let alice: Customer;
let bob: Customer;

beforeAll(async () => {
  t = await createTestApp();
  call = caller(t);
  alice = await newCustomer(t, 'alice');
  bob = await newCustomer(t, 'bob');
});
afterAll(() => t.close());

describe('POST /buyout/{id}/passport', () => {
  it('saves the document sealed, answers the masked summary, and becomes the cabinet document', async () => {
    const order = await readyDraft(t, alice);
    const res = await call(alice, 'POST', `/buyout/${order.id}/passport`, PASSPORT);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      passport: {
        id: expect.any(String),
        documentType: 'passport',
        maskedNumber: 'КТ••••56',
        fullName: 'Коваленко Олена Петрівна',
      },
    });
    const [row] = await t.db.select().from(buyoutOrders).where(eq(buyoutOrders.id, order.id));
    const [doc] = await t.db
      .select()
      .from(identityDocuments)
      .where(eq(identityDocuments.id, row!.passportDocumentId!));
    expect(doc!.ciphertext).not.toContain('Коваленко');
    const active = await call(alice, 'GET', '/personal/passports/active');
    expect(active.json()).toMatchObject({ document: { serialNumber: 'КТ123456', lastName: 'Коваленко' } });
  });

  it('answers every field violation at once, with the agreement', async () => {
    const order = await readyDraft(t, alice);
    const res = await call(alice, 'POST', `/buyout/${order.id}/passport`, {
      ...PASSPORT,
      serialNumber: 'К1',
      taxNumber: '12',
      agreement: false,
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(violations(res))).toEqual(
      expect.arrayContaining(['serialNumber', 'taxNumber', 'agreement']),
    );
  });

  it("another customer's order answers 404", async () => {
    const order = await readyDraft(t, alice);
    expect((await call(bob, 'POST', `/buyout/${order.id}/passport`, PASSPORT)).statusCode).toBe(404);
  });
});
