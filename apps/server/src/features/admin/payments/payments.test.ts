// The console's payments and refunds (issue 14 item 8): GET /admin/payments lists ledger entries of a
// Kyiv date range with filters and totals per kind (currency and hryvnias); GET /admin/payments.csv is
// the range as RFC 4180 CSV (BOM, header, plain decimals); GET /admin/payments/reconciliation shows
// the last daily check with its mismatches. Staff only (the access test walks every /admin route).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminPaymentsList, AdminReconciliation, BuyoutOrder } from '@posylka/contract';
import { kyivDayOf } from '@posylka/domain';
import { createTestApp, type TestApp } from '../../../../test/harness.js';
import {
  caller,
  customer,
  paidBuyout,
  SANDBOX_ENV,
  staff,
  type Who,
} from '../../../../test/buyout-fixtures.js';
import { ledgerEntries, payments, sandboxProviderOperations } from '../../../db/schema/index.js';
import { paymentProviders } from '../../payments/index.js';
import { runReconciliation } from '../../reconciliation/index.js';

let t: TestApp;
let owner: Who;
let other: Who;
let operator: Who;
let order: BuyoutOrder;
let second: BuyoutOrder;
const today = kyivDayOf(new Date());

beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
  owner = await customer(t, 'payments-report');
  other = await customer(t, 'payments-other');
  operator = await staff(t, 'operator');
  order = await paidBuyout(t, owner);
  second = await paidBuyout(t, other);
  const refund = await caller(t)(operator, 'POST', `/admin/buyouts/${order.id}/refund`, {
    amount: '21.00',
    reason: 'Ціна "впала", знижка',
  });
  expect(refund.statusCode).toBe(200);
});
afterAll(() => t.close());

const list = async (query: Record<string, string>) => {
  const res = await caller(t)(operator, 'GET', `/admin/payments?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminPaymentsList;
};

describe('GET /admin/payments', () => {
  it('lists the entries of the last 30 Kyiv days by default, newest first, with order number and e-mail', async () => {
    const body = await list({ query: owner.email });
    expect(body).toMatchObject({ to: today, page: 1, countPerPage: 50, total: 2 });
    expect(body.items.map((item) => item.kind)).toEqual(['refund', 'payment']);
    const [refund, payment] = body.items;
    expect(payment).toMatchObject({
      service: 'buyout',
      orderId: order.id,
      orderNumber: order.number,
      customerEmail: owner.email,
      amount: { amount: '121.00', currency: 'USD' },
      provider: 'sandbox',
      actor: 'provider',
    });
    expect(refund).toMatchObject({ reason: 'operator', note: 'Ціна "впала", знижка', actor: 'operator' });
    expect(Number(payment!.amountUah)).toBeGreaterThan(121);
    // Totals per kind over the filtered entries, in the currency and in hryvnias.
    expect(body.totals).toEqual([
      {
        kind: 'payment',
        count: 1,
        amounts: [{ amount: '121.00', currency: 'USD' }],
        amountUah: payment!.amountUah,
      },
      {
        kind: 'refund',
        count: 1,
        amounts: [{ amount: '21.00', currency: 'USD' }],
        amountUah: refund!.amountUah,
      },
    ]);
  });

  it('filters by kind, service, order number (BO-… or digits), e-mail part and date range', async () => {
    const all = await list({ from: today, to: today });
    expect(all.total).toBeGreaterThanOrEqual(3);
    expect(all.totals.find((total) => total.kind === 'payment')?.count).toBeGreaterThanOrEqual(2);
    const refunds = await list({ kind: 'refund', from: today, to: today });
    expect(refunds.items.every((item) => item.kind === 'refund')).toBe(true);
    expect(refunds.items.map((item) => item.orderId)).toContain(order.id);
    expect((await list({ query: second.number })).items.map((item) => item.orderId)).toEqual([second.id]);
    const digits = second.number.replace(/^BO-0*/, '');
    expect((await list({ query: digits })).items.map((item) => item.orderId)).toContain(second.id);
    expect((await list({ query: other.email.slice(0, 12).toUpperCase() })).total).toBe(1);
    expect((await list({ service: 'forwarding', query: owner.email })).total).toBe(0);
    expect((await list({ from: '2020-01-01', to: '2020-01-31' })).items).toEqual([]);
    expect((await list({ query: '100%_' })).total).toBe(0);
  });

  it('refuses a range that is backwards or longer than a year, and unknown kinds (422)', async () => {
    const call = (query: string) => caller(t)(operator, 'GET', `/admin/payments?${query}`);
    expect((await call('from=2026-02-01&to=2026-01-01')).statusCode).toBe(422);
    expect((await call('from=2025-01-01&to=2026-01-02')).statusCode).toBe(422);
    expect((await call('from=2025-01-02&to=2026-01-02')).statusCode).toBe(200);
    expect((await call('from=2026-02-30')).statusCode).toBe(422);
    expect((await call('kind=gift')).statusCode).toBe(422);
  });
});

describe('GET /admin/payments.csv', () => {
  it('is RFC 4180 CSV of the range: BOM, header, CRLF, plain decimals, quoted text', async () => {
    const res = await caller(t)(operator, 'GET', `/admin/payments.csv?from=${today}&to=${today}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="posylka-payments-${today}-${today}.csv"`,
    );
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFFcreated_at_kyiv,created_at_utc,entry_id,seq,service,order_number,')).toBe(
      true,
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const records = text.slice(1).split('\r\n').slice(0, -1);
    const header = records[0]!.split(',');
    expect(header).toEqual([
      'created_at_kyiv',
      'created_at_utc',
      'entry_id',
      'seq',
      'service',
      'order_number',
      'order_id',
      'customer_email',
      'kind',
      'reason',
      'note',
      'amount',
      'currency',
      'amount_uah',
      'rate',
      'provider',
      'provider_ref',
      'payment_id',
      'reverses',
      'actor',
    ]);
    const [entry] = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.orderId, order.id))
      .orderBy(ledgerEntries.seq);
    const paymentRecord = records.find((r) => r.includes(entry!.id))!;
    expect(paymentRecord).toContain(
      `,buyout,${order.number},${order.id},${owner.email},payment,,,121.00,USD,${entry!.amountUah},`,
    );
    expect(paymentRecord).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}:\\d{2},`));
    const refundRecord = records.find((r) => r.includes(',refund,operator,'))!;
    expect(refundRecord).toContain(',refund,operator,"Ціна ""впала"", знижка",21.00,USD,');
    // One record per entry of the day, in the order they were written.
    expect(records).toHaveLength(1 + (await list({ from: today, to: today })).total);
  });

  it('needs both days (422)', async () => {
    expect((await caller(t)(operator, 'GET', '/admin/payments.csv')).statusCode).toBe(422);
    expect((await caller(t)(operator, 'GET', `/admin/payments.csv?from=${today}`)).statusCode).toBe(422);
  });
});

describe('GET /admin/payments/reconciliation', () => {
  it('before the first run: nothing; after: the run and its mismatches with the order number', async () => {
    const read = async () => {
      const res = await caller(t)(operator, 'GET', '/admin/payments/reconciliation');
      expect(res.statusCode).toBe(200);
      return res.json() as AdminReconciliation;
    };
    expect(await read()).toEqual({ run: null, mismatches: [] });
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, second.id));
    await t.db
      .delete(sandboxProviderOperations)
      .where(eq(sandboxProviderOperations.providerRef, payment!.providerPaymentId));
    await runReconciliation(
      {
        db: t.db,
        providers: paymentProviders(t.config, t.db),
        now: () => new Date(),
        log: { info: () => {}, error: () => {} },
      },
      today,
    );
    const body = await read();
    expect(body.run).toMatchObject({ day: today, status: 'mismatches', mismatches: 1, error: null });
    expect(body.run!.checked).toBeGreaterThanOrEqual(2);
    expect(body.mismatches).toEqual([
      expect.objectContaining({
        kind: 'capture_unknown',
        provider: 'sandbox',
        orderId: second.id,
        orderNumber: second.number,
        // Asked in what the provider charged (hryvnias for a buy-out paid in UAH).
        ledgerAmount: payment!.amount,
        providerAmount: null,
        currency: payment!.currency,
      }),
    ]);
  });
});
