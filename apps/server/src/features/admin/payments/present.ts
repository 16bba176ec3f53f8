// Ledger rows and reconciliation findings as the console shows them, and the CSV's columns.
import type {
  AdminPaymentEntry,
  AdminReconciliationMismatch,
  AdminReconciliationRun,
} from '@posylka/contract';
import { formatBuyoutNumber, KYIV_TIME_ZONE, kyivDayOf, type LedgerKind } from '@posylka/domain';
import type { ReconciliationMismatchRow, ReconciliationRunRow } from '../../../db/schema/index.js';
import type { CsvColumn } from './csv.js';
import type { PaymentRow } from './repository.js';

const orderNumberOf = (service: string, number: number | null) =>
  service === 'buyout' && number !== null ? formatBuyoutNumber(number) : null;

export function presentPayment(row: PaymentRow): AdminPaymentEntry {
  const { entry } = row;
  return {
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    service: entry.service as AdminPaymentEntry['service'],
    orderId: entry.orderId,
    orderNumber: orderNumberOf(entry.service, row.orderNumber),
    customerEmail: row.customerEmail,
    kind: entry.kind as LedgerKind,
    reason: entry.reason,
    note: entry.note,
    amount: { amount: entry.amount, currency: entry.currency },
    amountUah: entry.amountUah,
    rate: entry.rate,
    provider: entry.provider,
    providerRef: entry.providerRef,
    actor: entry.actor as AdminPaymentEntry['actor'],
  };
}

const kyivClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: KYIV_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "2026-11-22 11:00:00": the Kyiv wall clock, as a spreadsheet reads a date and time. */
export const kyivDateTime = (at: Date) => `${kyivDayOf(at)} ${kyivClock.format(at)}`;

/** The CSV's columns: amounts as plain decimals (121.00), times in Kyiv and in UTC. */
export const PAYMENT_CSV_COLUMNS: readonly CsvColumn<PaymentRow>[] = [
  { header: 'created_at_kyiv', value: (r) => kyivDateTime(r.entry.createdAt) },
  { header: 'created_at_utc', value: (r) => r.entry.createdAt.toISOString() },
  { header: 'entry_id', value: (r) => r.entry.id },
  { header: 'seq', value: (r) => r.entry.seq },
  { header: 'service', value: (r) => r.entry.service },
  { header: 'order_number', value: (r) => orderNumberOf(r.entry.service, r.orderNumber) },
  { header: 'order_id', value: (r) => r.entry.orderId },
  { header: 'customer_email', value: (r) => r.customerEmail, text: true },
  { header: 'kind', value: (r) => r.entry.kind },
  { header: 'reason', value: (r) => r.entry.reason },
  { header: 'note', value: (r) => r.entry.note, text: true },
  { header: 'amount', value: (r) => r.entry.amount },
  { header: 'currency', value: (r) => r.entry.currency },
  { header: 'amount_uah', value: (r) => r.entry.amountUah },
  { header: 'rate', value: (r) => r.entry.rate },
  { header: 'provider', value: (r) => r.entry.provider },
  { header: 'provider_ref', value: (r) => r.entry.providerRef, text: true },
  { header: 'payment_id', value: (r) => r.entry.paymentId },
  { header: 'reverses', value: (r) => r.entry.reverses },
  { header: 'actor', value: (r) => r.entry.actor },
];

export function presentRun(run: ReconciliationRunRow): AdminReconciliationRun {
  return {
    id: run.id,
    day: run.day,
    startedAt: run.startedAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    status: run.status as AdminReconciliationRun['status'],
    checked: run.checked,
    mismatches: run.mismatches,
    error: run.error,
  };
}

export function presentMismatch(
  row: ReconciliationMismatchRow & { orderNumber: number | null },
): AdminReconciliationMismatch {
  return {
    id: row.id,
    kind: row.kind as AdminReconciliationMismatch['kind'],
    provider: row.provider,
    providerRef: row.providerRef,
    service: row.service,
    orderId: row.orderId,
    orderNumber: orderNumberOf(row.service ?? '', row.orderNumber),
    paymentId: row.paymentId,
    currency: row.currency,
    ledgerAmount: row.ledgerAmount,
    providerAmount: row.providerAmount,
    detail: row.detail,
  };
}
