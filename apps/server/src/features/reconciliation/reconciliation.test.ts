// The daily reconciliation (decision 014) against the sandbox provider's own books: a clean day has no
// mismatch; planted faults (a capture the provider lost, a lost callback, an amount that differs, a
// provider refund missing from the ledger, a ledger refund the provider never made, a provider that is
// not there) are each found, stored with the day's run and listed again by a second run of the same
// day without doubling (idempotent per day); the job is registered daily and checks the previous day.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kyivDayOf, kyivDayStart, type ReconciliationMismatchKind } from '@posylka/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { caller, customer, paidBuyout, SANDBOX_ENV, staff, type Who } from '../../../test/buyout-fixtures.js';
import { loadConfig } from '../../config/index.js';
import {
  ledgerEntries,
  payments,
  reconciliationMismatches,
  reconciliationRuns,
  sandboxProviderOperations,
} from '../../db/schema/index.js';
import { createJobRunner } from '../../jobs/index.js';
import { recordRefund } from '../ledger/index.js';
import { paymentProviders } from '../payments/index.js';
import { latestRun, mismatchesOf, runOfDay } from './repository.js';
import { RECONCILIATION_JOB, runReconciliation, type ReconciliationDeps } from './run.js';

let t: TestApp;
let owner: Who;
let operator: Who;
const log = { info: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp({ env: SANDBOX_ENV });
  owner = await customer(t, 'reconciliation');
  operator = await staff(t, 'operator');
});
afterAll(() => t.close());

const deps = (now = new Date()): ReconciliationDeps => ({
  db: t.db,
  providers: paymentProviders(t.config, t.db),
  now: () => now,
  log,
});

/** A paid order whose movements happened on `day` (10:00 Kyiv), as far as our tables say. */
async function paidOn(day: string): Promise<{ orderId: string; payment: typeof payments.$inferSelect }> {
  const order = await paidBuyout(t, owner);
  await moveTo(order.id, day);
  const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order.id));
  return { orderId: order.id, payment: payment! };
}

async function moveTo(orderId: string, day: string) {
  const at = new Date(kyivDayStart(day).getTime() + 10 * 3_600_000);
  await t.db.update(ledgerEntries).set({ createdAt: at }).where(eq(ledgerEntries.orderId, orderId));
  await t.db.update(payments).set({ createdAt: at }).where(eq(payments.orderId, orderId));
}

const kinds = async (day: string) => {
  const run = await runOfDay(t.db, day);
  return (await mismatchesOf(t.db, run!.id)).map((m) => m.kind).sort();
};

describe('reconciliation of a Kyiv day', () => {
  it('a clean day: a payment and a partial refund the sandbox made agree; a second run changes nothing', async () => {
    const day = '2031-03-02';
    const { orderId } = await paidOn(day);
    const refund = await caller(t)(operator, 'POST', `/admin/buyouts/${orderId}/refund`, {
      amount: '21.00',
      reason: 'Shop price dropped',
    });
    expect(refund.statusCode).toBe(200);
    await moveTo(orderId, day);

    expect(await runReconciliation(deps(), day)).toEqual({ day, checked: 1, mismatches: 0 });
    const run = await runOfDay(t.db, day);
    expect(run).toMatchObject({ day, status: 'ok', checked: 1, mismatches: 0, error: null });
    expect(run!.finishedAt).not.toBeNull();

    await runReconciliation(deps(), day);
    const runs = await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day));
    expect(runs).toHaveLength(1);
    expect(runs[0]!.id).toBe(run!.id);
    // The day after has nothing to check.
    expect(await runReconciliation(deps(), '2031-03-03')).toEqual({
      day: '2031-03-03',
      checked: 0,
      mismatches: 0,
    });
  });

  it('finds every planted fault, stores it with the day, and a second run of the day does not double it', async () => {
    const day = '2031-04-07';
    // a. The provider lost the capture (its books no longer have it).
    const lost = await paidOn(day);
    await t.db
      .delete(sandboxProviderOperations)
      .where(eq(sandboxProviderOperations.providerRef, lost.payment.providerPaymentId));
    // b. The provider captured a different amount.
    const differs = await paidOn(day);
    await t.db
      .update(sandboxProviderOperations)
      .set({ amount: '120.00' })
      .where(eq(sandboxProviderOperations.providerRef, differs.payment.providerPaymentId));
    // c. The provider gave money back that the ledger never recorded.
    const extra = await paidOn(day);
    await t.db.insert(sandboxProviderOperations).values({
      providerRef: extra.payment.providerPaymentId,
      operation: 'refund',
      amount: '5.00',
      currency: extra.payment.currency,
    });
    // d. The ledger has a refund the provider never made (a crash between the commit and the call).
    const crashed = await paidOn(day);
    const at = new Date(kyivDayStart(day).getTime() + 11 * 3_600_000);
    await recordRefund(
      t.db,
      { service: 'buyout', orderId: crashed.orderId, userId: owner.id },
      crashed.payment,
      '10.00',
      { reason: 'operator', actor: 'operator', key: `planted:${crashed.orderId}`, at },
      // What the card would have got back, in the payment's own currency.
      '410.00',
    );
    // e. The page paid but the callback never arrived: the provider holds money the ledger lacks.
    const unsettled = await paidOn(day);
    await t.db.delete(ledgerEntries).where(eq(ledgerEntries.orderId, unsettled.orderId));
    // f. A LiqPay attempt of the day while LiqPay is not configured here: it cannot be asked.
    const [liqpay] = await t.db
      .insert(payments)
      .values({
        orderId: unsettled.orderId,
        provider: 'liqpay',
        providerPaymentId: crypto.randomUUID(),
        amount: unsettled.payment.amount,
        currency: unsettled.payment.currency,
        baseAmount: '121.00',
        baseCurrency: 'USD',
        createdAt: at,
      })
      .returning();

    const result = await runReconciliation(deps(), day);
    expect(result).toEqual({ day, checked: 6, mismatches: 6 });
    const expected: ReconciliationMismatchKind[] = [
      'capture_amount',
      'capture_missing',
      'capture_unknown',
      'no_answer',
      'refund_missing',
      'refund_not_made',
    ];
    expect(await kinds(day)).toEqual(expected);
    const run = await runOfDay(t.db, day);
    expect(run).toMatchObject({ status: 'mismatches', checked: 6, mismatches: 6 });
    const found = await mismatchesOf(t.db, run!.id);
    const of = (kind: ReconciliationMismatchKind) => found.find((m) => m.kind === kind)!;
    expect(of('capture_unknown')).toMatchObject({
      provider: 'sandbox',
      providerRef: lost.payment.providerPaymentId,
      orderId: lost.orderId,
      // The provider is asked in what it charged: hryvnias for a buy-out paid in UAH.
      currency: lost.payment.currency,
      ledgerAmount: lost.payment.amount,
      providerAmount: null,
    });
    expect(of('capture_unknown').orderNumber).toEqual(expect.any(Number));
    expect(of('capture_amount')).toMatchObject({
      ledgerAmount: differs.payment.amount,
      providerAmount: '120.00',
    });
    expect(of('refund_missing')).toMatchObject({
      paymentId: extra.payment.id,
      ledgerAmount: '0.00',
      providerAmount: '5.00',
    });
    expect(of('refund_not_made')).toMatchObject({
      paymentId: crashed.payment.id,
      ledgerAmount: '410.00',
      providerAmount: '0.00',
    });
    expect(of('capture_missing')).toMatchObject({
      paymentId: unsettled.payment.id,
      providerAmount: unsettled.payment.amount,
    });
    expect(of('no_answer')).toMatchObject({
      paymentId: liqpay!.id,
      provider: 'liqpay',
      detail: 'liqpay is not configured',
    });

    // Again: the same six, one run.
    await runReconciliation(deps(), day);
    expect(await kinds(day)).toEqual(expected);
    const rows = await t.db
      .select()
      .from(reconciliationMismatches)
      .where(eq(reconciliationMismatches.runId, run!.id));
    expect(rows).toHaveLength(6);
    expect(await t.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.day, day))).toHaveLength(
      1,
    );

    // Once the provider's books show the capture again, that finding goes on the next check.
    await t.db.insert(sandboxProviderOperations).values({
      providerRef: lost.payment.providerPaymentId,
      operation: 'capture',
      amount: lost.payment.amount,
      currency: lost.payment.currency,
    });
    await runReconciliation(deps(), day);
    expect(await kinds(day)).not.toContain('capture_unknown');
    expect((await latestRun(t.db))?.day).toBe(day);
  });

  it('the seeded demo order agrees: the seed writes the sandbox’s capture with the ledger’s', async () => {
    const [demo] = await t.db
      .select()
      .from(payments)
      .innerJoin(ledgerEntries, eq(ledgerEntries.paymentId, payments.id))
      .where(eq(ledgerEntries.kind, 'payment'))
      .orderBy(payments.createdAt)
      .limit(1);
    const day = kyivDayOf(demo!.payments.createdAt);
    const result = await runReconciliation(deps(), day);
    expect(result.checked).toBeGreaterThanOrEqual(1);
    const run = await runOfDay(t.db, day);
    expect((await mismatchesOf(t.db, run!.id)).filter((m) => m.paymentId === demo!.payments.id)).toEqual([]);
  });

  it('is a daily job of the app that checks the previous Kyiv day', async () => {
    const config = loadConfig({}, { NODE_ENV: 'test' });
    let now = new Date('2031-06-10T12:00:00Z');
    const runner = createJobRunner(config, t.db, log, {
      realtime: t.app.realtime,
      now: () => now,
    });
    expect(runner.jobNames).toContain(RECONCILIATION_JOB);
    await runner.ensureRows();
    expect(await runner.tick()).not.toContain(RECONCILIATION_JOB);
    // 01:00 UTC the next morning (04:00 in Kyiv): the 10 June Kyiv day is checked.
    now = new Date('2031-06-11T01:00:00Z');
    expect(await runner.tick()).toContain(RECONCILIATION_JOB);
    expect(await runOfDay(t.db, '2031-06-10')).toMatchObject({ status: 'ok' });
  });
});
