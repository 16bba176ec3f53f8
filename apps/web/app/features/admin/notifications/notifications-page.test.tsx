// Issue 16 item 1: "a dead-letter state visible and retryable in the console". The page opens on the
// dead letters with counts per status, shows each message's customer, order, recipient and last
// error, sends one again (busy, then the result), and every dead one of a channel after a question
// (uk and en).
import type { AdminNotificationDelivery, AdminNotificationsList } from '@posylka/contract';
import { act, fireEvent, screen, within } from '@testing-library/react';
import type { AppLoadContext } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadNotificationsPage } from '../page-loaders.js';
import { renderAdmin, stubApi } from '../test-harness.js';
import { NotificationsPage, type NotificationsPageData } from './notifications-page.js';
import { parseNotificationFilters } from './notifications-query.js';

const PARCEL = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const delivery = (overrides: Partial<AdminNotificationDelivery> = {}): AdminNotificationDelivery => ({
  id: '1a2b3c4d-0000-4000-8000-000000000001',
  event: 'parcel.held',
  channel: 'email',
  recipient: 'olena@example.com',
  status: 'dead',
  attempts: 1,
  lastError: '550 no such user',
  nextAttemptAt: null,
  sentAt: null,
  createdAt: '2026-11-22T09:00:00.000Z',
  customer: {
    id: '2b3c4d5e-0000-4000-8000-000000000001',
    email: 'olena@example.com',
    customerCode: 'PS1234',
  },
  order: { kind: 'parcel', id: PARCEL, number: 'PS-000042' },
  ...overrides,
});

function list(items: AdminNotificationDelivery[] = []): AdminNotificationsList {
  return {
    counts: { dead: 3, pending: 1, sent: 120 },
    deadByChannel: { email: 3, telegram: 0, sms: 0 },
    items,
    total: items.length,
    page: 1,
    countPerPage: 50,
  };
}

const dead = [
  delivery(),
  delivery({
    id: '1a2b3c4d-0000-4000-8000-000000000002',
    event: 'parcel.waybill',
    channel: 'sms',
    recipient: '+••••••••4567',
    attempts: 8,
    lastError: 'gateway timeout',
    order: null,
  }),
];

const data = (query = '', items = dead): NotificationsPageData => ({
  filters: parseNotificationFilters(new URLSearchParams(query)),
  list: list(items),
});

const render = (page: NotificationsPageData, locale: 'uk' | 'en' = 'uk') =>
  renderAdmin(<NotificationsPage data={page} />, { path: '/admin/notifications', locale });

describe('/admin/notifications', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on the dead letters: counts per status, filters, each message with its customer and error', async () => {
    render(data());
    expect(await screen.findByRole('heading', { level: 1, name: 'Повідомлення клієнтам' })).toBeTruthy();
    const counts = within(screen.getByRole('navigation', { name: 'Повідомлення за станом' }));
    const deadTile = counts.getByRole('link', { name: /Недоставлені/ });
    expect(deadTile.textContent).toBe('3Недоставлені');
    expect(deadTile.getAttribute('aria-current')).toBe('page');
    expect(deadTile.className).toContain('admin-tile--alert');
    expect(counts.getByRole('link', { name: /Надіслані/ }).getAttribute('href')).toBe(
      '/admin/notifications?status=sent',
    );
    expect((screen.getByLabelText('Стан') as HTMLSelectElement).value).toBe('dead');
    expect((screen.getByLabelText('Канал') as HTMLSelectElement).value).toBe('');

    const [mail, sms] = screen.getAllByTestId('notification-row');
    expect(within(mail!).getByRole('rowheader').textContent).toContain('Посилку затримано');
    expect(within(mail!).getByRole('link', { name: 'Замовлення PS-000042' }).getAttribute('href')).toBe(
      `/admin/parcels/${PARCEL}`,
    );
    expect(mail!.textContent).toContain('PS1234');
    expect(mail!.textContent).toContain('550 no such user');
    expect(mail!.textContent).toContain('не доставлено');
    expect(mail!.textContent).toContain('Спроб: 1');
    expect(sms!.textContent).toContain('Накладна Нової пошти');
    expect(sms!.textContent).toContain('+••••••••4567');
    expect(sms!.textContent).toContain('Спроб: 8');
    expect(
      within(sms!).getByRole('button', { name: 'Надіслати знову: Накладна Нової пошти для +••••••••4567' }),
    ).toBeTruthy();
  });

  it('"Send again": busy while the API answers, then the result on the page', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.fn(
      (_url: string, _init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    vi.stubGlobal('fetch', fetch);
    render(data());
    const [row] = await screen.findAllByTestId('notification-row');
    const button = within(row!).getByRole('button', { name: /Надіслати знову/ });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain(`/api/admin/notifications/${dead[0]!.id}/retry`);
    expect(init?.method).toBe('POST');
    await act(async () => {
      answer(Response.json({ delivery: delivery({ status: 'pending', attempts: 0 }) }));
    });
    expect(screen.getByTestId('notification-result').textContent).toBe(
      'Повідомлення для olena@example.com знову в черзі, воно піде за кілька секунд.',
    );
    expect(within(row!).queryByRole('button')).toBeNull();
    expect(row!.textContent).toContain('у черзі');
  });

  it("a message sent meanwhile (409): the server's words on the page, the button back", async () => {
    stubApi({
      [`POST /api/admin/notifications/${dead[0]!.id}/retry`]: () => ({
        status: 409,
        body: { errorDescription: 'Це повідомлення вже надіслано: надсилати його знову не потрібно' },
      }),
    });
    render(data());
    const [row] = await screen.findAllByTestId('notification-row');
    await act(async () => {
      fireEvent.click(within(row!).getByRole('button', { name: /Надіслати знову/ }));
    });
    const result = screen.getByTestId('notification-result');
    expect(result.textContent).toBe('Це повідомлення вже надіслано: надсилати його знову не потрібно');
    expect(result.className).toContain('admin-notice--error');
    expect(within(row!).getByRole('button', { name: /Надіслати знову/ })).toBeTruthy();
  });

  it('"Send all dead again" of a channel asks first (Escape goes back), then says how many', async () => {
    const calls = stubApi({
      'POST /api/admin/notifications/retry-dead': () => ({ status: 200, body: { retried: 3 } }),
    });
    render(data());
    const panel = within(await screen.findByTestId('retry-dead'));
    // Only channels with dead letters have a button.
    expect(panel.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Надіслати знову всі недоставлені: E-mail (3)',
    ]);
    fireEvent.click(panel.getByRole('button', { name: /E-mail \(3\)/ }));
    expect(panel.getByText('Надіслати знову 3 недоставлені повідомлення каналу E-mail?')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Підтвердити');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(panel.queryByText(/Надіслати знову 3/)).toBeNull();
    expect(calls).toHaveLength(0);

    fireEvent.click(panel.getByRole('button', { name: /E-mail \(3\)/ }));
    await act(async () => {
      fireEvent.click(panel.getByRole('button', { name: 'Підтвердити' }));
    });
    expect(calls.map((c) => [c.method, c.url.pathname, c.body])).toEqual([
      ['POST', '/api/admin/notifications/retry-dead', { channel: 'email' }],
    ]);
    expect(screen.getByTestId('notification-result').textContent).toBe('3 повідомлення знову в черзі.');
  });

  it('no dead letters: says so calmly; sent messages in English have no action', async () => {
    const none = { ...list([]), counts: { dead: 0, pending: 0, sent: 120 } };
    const { unmount } = render({
      ...data('', []),
      list: { ...none, deadByChannel: { email: 0, telegram: 0, sms: 0 } },
    });
    expect(await screen.findByText('Недоставлених повідомлень немає.')).toBeTruthy();
    expect(screen.queryByTestId('retry-dead')).toBeNull();
    unmount();

    const sent = delivery({
      status: 'sent',
      channel: 'telegram',
      recipient: '700123456',
      lastError: null,
      sentAt: '2026-11-22T09:00:05.000Z',
      order: { kind: 'buyout', id: PARCEL, number: 'BO-000007' },
    });
    render(data('status=sent&channel=telegram', [sent]), 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer messages' })).toBeTruthy();
    const [row] = screen.getAllByTestId('notification-row');
    expect(row!.textContent).toContain('Parcel on hold');
    expect(row!.textContent).toContain('700123456');
    expect(row!.textContent).toMatch(/Sent \d/);
    expect(within(row!).getByRole('link', { name: 'Order BO-000007' }).getAttribute('href')).toBe(
      `/admin/buyouts/${PARCEL}`,
    );
    expect(within(row!).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('columnheader', { name: 'Action' })).toBeNull();
  });
});

describe('the filters from the address', () => {
  it('open on the dead letters; unknown values fall back; the loader asks the API with them', async () => {
    expect(parseNotificationFilters(new URLSearchParams(''))).toEqual({
      status: 'dead',
      channel: '',
      query: '',
      page: 1,
    });
    expect(
      parseNotificationFilters(new URLSearchParams('status=lost&channel=fax&page=-2&query=%20olena%20')),
    ).toEqual({ status: 'dead', channel: '', query: 'olena', page: 1 });
    const seen: string[] = [];
    const context = {
      api: async (path: string) => {
        seen.push(path);
        return Response.json(list(dead));
      },
    } as unknown as AppLoadContext;
    const page = await loadNotificationsPage({
      request: new Request('http://x/admin/notifications?status=pending&channel=sms'),
      context,
    });
    expect(page.list.counts.dead).toBe(3);
    expect(page.filters).toMatchObject({ status: 'pending', channel: 'sms' });
    expect(seen.some((p) => p.includes('status=pending') && p.includes('channel=sms'))).toBe(true);
  });
});
