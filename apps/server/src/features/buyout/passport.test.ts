// POST /buyout/{id}/passport: SPEC §5 "Identity document" rules per field, the documents agreement,
// sealed at rest, 404 for another customer's order.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appForFile, PASSPORT, violations } from '../../../test/customers.js';
import { buyoutOrders, identityDocuments } from '../../db/schema/index.js';
import { readyDraft } from '../../../test/buyout-drafts.js';

/** The documents step's passport, kept in the cabinet too. */
const CABINET_PASSPORT = { ...PASSPORT, saveToCabinet: true };

const { t, call, alice, bob } = appForFile({ customers: ['alice', 'bob'] });

describe('POST /buyout/{id}/passport', () => {
  it('saves the document sealed, answers the masked summary, and becomes the cabinet document', async () => {
    const order = await readyDraft(t, alice);
    const res = await call(alice, 'POST', `/buyout/${order.id}/passport`, CABINET_PASSPORT);
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
      ...CABINET_PASSPORT,
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
    expect((await call(bob, 'POST', `/buyout/${order.id}/passport`, CABINET_PASSPORT)).statusCode).toBe(404);
  });
});
