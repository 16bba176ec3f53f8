// Receipts (issue 14 item 8): GET /buyout/{id}/receipts/{entryId}.pdf gives the owner a PDF of each
// payment and refund of the order, in the request's language (five), read from the ledger; anything
// not theirs is a 404. The PDF's text is read back through its fonts (test/pdf-text.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuyoutOrder, BuyoutProcessing } from '@posylka/contract';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { caller, customer, paidBuyout, SANDBOX_ENV, staff, type Who } from '../../../test/buyout-fixtures.js';
import { pdfText } from '../../../test/pdf-text.js';
import { ledgerEntries, users } from '../../db/schema/index.js';

let t: TestApp;
let owner: Who;
let stranger: Who;
let operator: Who;
let order: BuyoutOrder;
let processing: BuyoutProcessing;

beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
  owner = await customer(t, 'receipts');
  stranger = await customer(t, 'receipts-other');
  operator = await staff(t, 'operator');
  await t.db
    .update(users)
    .set({ firstNameCyr: 'Олена', lastNameCyr: 'Коваленко', firstNameLat: 'Olena', lastNameLat: 'Kovalenko' })
    .where(eq(users.id, owner.id));
  order = await paidBuyout(t, owner);
  const refund = await caller(t)(operator, 'POST', `/admin/buyouts/${order.id}/refund`, {
    amount: '21.00',
    reason: 'Ціна в магазині знизилася',
  });
  expect(refund.statusCode).toBe(200);
  processing = (await caller(t)(owner, 'GET', `/buyout/${order.id}/processing`)).json() as BuyoutProcessing;
});
afterAll(() => t.close());

const receipt = (who: Who | null, orderId: string, entryId: string, query = '') =>
  t.app.inject({
    method: 'GET',
    url: `/api/buyout/${orderId}/receipts/${entryId}.pdf${query}`,
    headers: who ? { authorization: `Bearer ${who.token}` } : {},
  });

describe('GET /buyout/{id}/receipts/{entryId}.pdf', () => {
  it('the order page lists the payment with its ledger entry (the receipt link)', () => {
    expect(processing.payments).toEqual([
      expect.objectContaining({ kind: 'payment', amount: { amount: '121.00', currency: 'USD' } }),
    ]);
    expect(processing.refunds).toHaveLength(1);
  });

  it('the payment receipt: a PDF with the order number, amount, hryvnias at the rate, provider reference, customer', async () => {
    const payment = processing.payments[0]!;
    const res = await receipt(owner, order.id, payment.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${order.number}-payment-\\d{8}\\.pdf"$`),
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The document title names the order even without reading the fonts.
    expect(pdf.toString('latin1')).toContain(order.number);

    const [entry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.id, payment.id));
    const text = pdfText(pdf);
    expect(text).toContain('Квитанція про оплату');
    expect(text).toContain('Posylka — викуп товарів у магазинах США');
    expect(text).toContain(order.number);
    expect(text).toContain('Оплата замовлення');
    expect(text).toContain('121,00\u00a0$');
    expect(text).toContain(
      `${Number(entry!.amountUah).toLocaleString('uk-UA', { minimumFractionDigits: 2 })}\u00a0₴`,
    );
    expect(text).toMatch(/1 USD = \d+,\d{2,4} грн/);
    expect(text).toContain('Дата і час (Київ)');
    expect(text).toContain(entry!.providerRef!);
    expect(text).toContain('Тестовий платіжний шлюз');
    expect(text).toContain('Коваленко Олена');
    expect(text).toContain(owner.email);
  });

  it('the refund receipt says why, and the date it reaches the card', async () => {
    const refund = processing.refunds[0]!;
    const res = await receipt(owner, order.id, refund.id);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Квитанція про повернення коштів');
    expect(text).toContain('Повернення коштів на картку: Ціна в магазині знизилася');
    expect(text).toContain('21,00\u00a0$');
    const arrives = new Intl.DateTimeFormat('uk-UA', { dateStyle: 'long', timeZone: 'Europe/Kyiv' }).format(
      new Date(refund.arrivesBy),
    );
    expect(text).toContain('Надійде на картку до');
    expect(text).toContain(arrives);
  });

  it.each([
    ['ru', 'Квитанция об оплате', 'Оплата заказа', 'Коваленко Олена'],
    ['en', 'Payment receipt', 'Order payment', 'Olena Kovalenko'],
    ['ro', 'Chitanță de plată', 'Plata comenzii', 'Olena Kovalenko'],
    ['eng', 'Payment receipt', 'Date and time (Kyiv)', 'Olena Kovalenko'],
  ])('in %s (?locale=)', async (locale, title, words, name) => {
    const res = await receipt(owner, order.id, processing.payments[0]!.id, `?locale=${locale}`);
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain(title);
    expect(text).toContain(words);
    expect(text).toContain(name);
    expect(text).toContain(order.number);
  });

  it("another customer's order, another order's entry, an unknown id: 404; no session: 401", async () => {
    const entryId = processing.payments[0]!.id;
    expect((await receipt(stranger, order.id, entryId)).statusCode).toBe(404);
    const theirs = await paidBuyout(t, stranger);
    // My entry through their order, and their order's entry through mine.
    expect((await receipt(stranger, theirs.id, entryId)).statusCode).toBe(404);
    const [theirEntry] = await t.db.select().from(ledgerEntries).where(eq(ledgerEntries.orderId, theirs.id));
    expect((await receipt(owner, order.id, theirEntry!.id)).statusCode).toBe(404);
    expect((await receipt(owner, order.id, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await receipt(owner, order.id, 'not-a-uuid')).statusCode).toBe(404);
    expect((await receipt(null, order.id, entryId)).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents the receipt route', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const path = Object.keys(doc.paths).find((p) => p.startsWith('/api/buyout/{id}/receipts/'));
    expect(path).toBe('/api/buyout/{id}/receipts/{entryId}.pdf');
    expect(doc.paths[path!]?.get?.security).toEqual([{ bearer: [] }, { sessionCookie: [] }]);
  });
});
