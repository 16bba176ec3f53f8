// The console's payments and refunds (issue 14 item 8): the filters in the address, totals per kind
// in the currency and in hryvnias, each entry with its order and provider reference, the CSV link of
// the range, and the reconciliation section with its last run and mismatches (uk and en).
import type { AdminPaymentsList, AdminReconciliation } from '@posylka/contract';
import { screen, within } from '@testing-library/react';
import type { AppLoadContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { loadPaymentsPage } from '../page-loaders.js';
import { renderAdmin } from '../test-harness.js';
import { PaymentsPage, type PaymentsPageData } from './payments-page.js';
import { parsePaymentFilters } from './payments-query.js';

const ORDER = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

function list(): AdminPaymentsList {
  const base = {
    createdAt: '2026-11-22T09:00:00.000Z',
    service: 'buyout' as const,
    orderId: ORDER,
    orderNumber: 'BO-000042',
    customerEmail: 'olena@example.com',
    note: '',
    rate: '41.240000',
    provider: 'sandbox',
    providerRef: '0a90996b-ea51-42d7-85d4-482d21b67c64',
  };
  return {
    from: '2026-11-01',
    to: '2026-11-30',
    items: [
      {
        ...base,
        id: '1a2b3c4d-0000-4000-8000-000000000003',
        kind: 'refund',
        reason: 'operator',
        note: 'Ціна знизилася',
        amount: { amount: '21.00', currency: 'USD' },
        amountUah: '866.04',
        actor: 'operator',
      },
      {
        ...base,
        id: '1a2b3c4d-0000-4000-8000-000000000001',
        kind: 'payment',
        reason: null,
        amount: { amount: '121.00', currency: 'USD' },
        amountUah: '4990.04',
        actor: 'provider',
      },
    ],
    total: 2,
    page: 1,
    countPerPage: 50,
    totals: [
      { kind: 'payment', count: 1, amounts: [{ amount: '121.00', currency: 'USD' }], amountUah: '4990.04' },
      { kind: 'refund', count: 1, amounts: [{ amount: '21.00', currency: 'USD' }], amountUah: '866.04' },
    ],
  };
}

const reconciliation: AdminReconciliation = {
  run: {
    id: '2b3c4d5e-0000-4000-8000-000000000001',
    day: '2026-11-29',
    startedAt: '2026-11-30T01:00:00.000Z',
    finishedAt: '2026-11-30T01:00:05.000Z',
    status: 'mismatches',
    checked: 12,
    mismatches: 1,
    error: null,
  },
  mismatches: [
    {
      id: '3c4d5e6f-0000-4000-8000-000000000001',
      kind: 'refund_not_made',
      provider: 'liqpay',
      providerRef: 'b374ca67-f0d4-463b-adb8-dbffcadad146',
      service: 'buyout',
      orderId: ORDER,
      orderNumber: 'BO-000042',
      paymentId: '4d5e6f70-0000-4000-8000-000000000001',
      currency: 'UAH',
      ledgerAmount: '410.00',
      providerAmount: '0.00',
      detail: '',
    },
  ],
};

function data(overrides: Partial<PaymentsPageData> = {}): PaymentsPageData {
  return {
    filters: parsePaymentFilters(
      new URLSearchParams('from=2026-11-01&to=2026-11-30&kind=refund&query=BO-000042'),
    ),
    list: list(),
    reconciliation,
    ...overrides,
  };
}

describe('/admin/payments', () => {
  it('shows the filters, totals per kind, the entries and the CSV link of the range', async () => {
    renderAdmin(<PaymentsPage data={data()} />, { path: '/admin/payments' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Платежі та повернення' })).toBeTruthy();
    expect((screen.getByLabelText('З дня') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('По день') as HTMLInputElement).value).toBe('2026-11-30');
    expect((screen.getByLabelText('Вид') as HTMLSelectElement).value).toBe('refund');
    expect((screen.getByLabelText('Номер замовлення або e-mail клієнта') as HTMLInputElement).value).toBe(
      'BO-000042',
    );

    const totals = within(screen.getByTestId('payments-totals'));
    const payment = totals.getByRole('rowheader', { name: 'Оплата' }).closest('tr')!;
    expect(payment.textContent).toContain('121,00\u00a0$');
    expect(payment.textContent).toContain('4\u00a0990,04\u00a0₴');
    expect(totals.getByRole('rowheader', { name: 'Повернення' }).closest('tr')!.textContent).toContain(
      '866,04',
    );

    const [refund, paid] = screen.getAllByTestId('payment-entry');
    expect(refund!.textContent).toContain('Повернення: оператор (Ціна знизилася)');
    expect(refund!.textContent).toContain('olena@example.com');
    expect(paid!.textContent).toContain('курс 41.240000');
    expect(paid!.textContent).toContain('0a90996b-ea51-42d7-85d4-482d21b67c64');
    expect(within(paid!).getByRole('link', { name: 'BO-000042' }).getAttribute('href')).toBe(
      `/admin/buyouts/${ORDER}`,
    );

    const csv = screen.getByRole('link', { name: 'Завантажити CSV за 2026-11-01 — 2026-11-30' });
    expect(csv.getAttribute('href')).toBe('/api/admin/payments.csv?from=2026-11-01&to=2026-11-30');
  });

  it('the reconciliation section: the last run and each mismatch', async () => {
    renderAdmin(<PaymentsPage data={data()} />, { path: '/admin/payments' });
    const section = within(await screen.findByTestId('reconciliation'));
    expect(section.getByRole('heading', { name: 'Звірка з платіжними системами' })).toBeTruthy();
    expect(section.getByRole('status').textContent).toContain(
      'Є розбіжності. Звірка за 2026-11-29: перевірено платежів — 12, розбіжностей — 1.',
    );
    const row = section
      .getByRole('rowheader', {
        name: 'Повернення є в журналі, але платіжна система його не зробила',
      })
      .closest('tr')!;
    expect(row.textContent).toContain('liqpay');
    expect(row.textContent).toContain('410,00\u00a0₴');
    expect(row.textContent).toContain('0,00\u00a0₴');
  });

  it('before the first reconciliation, and in English', async () => {
    renderAdmin(<PaymentsPage data={data({ reconciliation: { run: null, mismatches: [] } })} />, {
      path: '/admin/payments',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments and refunds' })).toBeTruthy();
    expect(screen.getByText('No reconciliation yet: it runs every night for the previous day.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV for 2026-11-01 to 2026-11-30' })).toBeTruthy();
    expect(screen.getByRole('rowheader', { name: 'Refund' })).toBeTruthy();
  });
});

describe('the filters from the address', () => {
  const now = new Date('2026-11-30T10:00:00Z');
  it('defaults to the last 30 Kyiv days; turns a backwards range round; cuts a range over a year', () => {
    expect(parsePaymentFilters(new URLSearchParams(''), now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
      kind: '',
      service: '',
      query: '',
      page: 1,
    });
    expect(parsePaymentFilters(new URLSearchParams('from=2026-11-20&to=2026-11-10'), now)).toMatchObject({
      from: '2026-11-10',
      to: '2026-11-20',
    });
    expect(parsePaymentFilters(new URLSearchParams('from=2020-01-01&to=2026-11-30'), now).from).toBe(
      '2025-11-30',
    );
    expect(
      parsePaymentFilters(new URLSearchParams('from=nonsense&kind=gift&service=x&page=-1'), now),
    ).toMatchObject({ from: '2026-11-01', kind: '', service: '', page: 1 });
  });
});

// The loader asks the API for the list and the reconciliation; a reconciliation that fails still
// leaves the list on the page.
describe('loadPaymentsPage', () => {
  it('reads both in the console language; without the reconciliation the list still loads', async () => {
    const seen: string[] = [];
    const context = {
      api: async (path: string) => {
        seen.push(path);
        if (path.startsWith('/api/admin/payments/reconciliation')) return new Response('{}', { status: 500 });
        return Response.json(list());
      },
    } as unknown as AppLoadContext;
    const page = await loadPaymentsPage({
      request: new Request('http://x/admin/payments?from=2026-11-01&to=2026-11-30&kind=refund'),
      context,
    });
    expect(page.list.total).toBe(2);
    expect(page.reconciliation).toBeNull();
    expect(seen.some((p) => p.startsWith('/api/admin/payments?') && p.includes('kind=refund'))).toBe(true);
  });
});
