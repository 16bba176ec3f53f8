import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { BuyoutShowPage } from './buyout-show.js';
import type { BuyoutShowData } from './load-show-page.js';
import { ORDER_ID, showData, showOrder } from './test-order.js';

type Handler = (url: URL, init: RequestInit) => Response | undefined;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubApi(handler: Handler = () => undefined) {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, init });
      return handler(url, init) ?? json({ errorDescription: 'Щось пішло не так' }, 500);
    }),
  );
  return calls;
}

async function renderShow(data: BuyoutShowData, doc?: Document) {
  renderPage(() => <BuyoutShowPage data={data} {...(doc ? { doc } : {})} />, {
    path: `/buyout/show/${data.order.id}`,
    pattern: 'buyout/show/:id',
  });
  await screen.findByRole('heading', { level: 1 });
}

describe('buy-out order page /buyout/show/{id} (issue 6)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('"breadcrumbs, back": Мої замовлення -> the order number, and a back link to /orders', async () => {
    stubApi();
    await renderShow(showData());
    const crumbs = screen.getByRole('navigation', { name: 'Навігація' });
    expect(within(crumbs).getByRole('link', { name: 'Мої замовлення' }).getAttribute('href')).toBe('/orders');
    expect(within(crumbs).getByText('BO-000042').getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /До моїх замовлень/ }).getAttribute('href')).toBe('/orders');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Замовлення BO-000042');
  });

  it.each([
    ['draft', 'Чернетка'],
    ['awaiting_payment', 'Очікує оплати'],
    ['paid', 'Оплачено'],
    ['processing', 'Викуповуємо'],
    ['edited', 'Змінено'],
    ['canceled', 'Скасовано'],
    ['refunded', 'Кошти повернено'],
    ['partially_refunded', 'Кошти повернено частково'],
  ] as const)('"statuses": %s shows "%s"', async (status, text) => {
    stubApi();
    await renderShow(showData({ order: showOrder({ status, isDraft: status === 'draft' }) }));
    expect(document.querySelector(`[data-status="${status}"]`)?.textContent).toBe(text);
  });

  it('"pay warning": awaiting payment asks to pay; Pay opens the provider page (GET /buyout/{id}/payment)', async () => {
    const calls = stubApi((url) =>
      url.pathname === `/api/buyout/${ORDER_ID}/payment`
        ? json({ paymentSystem: 'sandbox', url: '/api/payments/sandbox/p-1' })
        : undefined,
    );
    const assign = vi.fn();
    const doc = { defaultView: { location: { assign } } } as unknown as Document;
    await renderShow(showData({ order: showOrder({ status: 'awaiting_payment', paidAt: null }) }), doc);
    expect(screen.getByRole('heading', { name: 'Замовлення очікує оплати' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Оплатити' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/api/payments/sandbox/p-1'));
    expect(calls.some((c) => c.url.pathname === `/api/buyout/${ORDER_ID}/payment`)).toBe(true);
    expect(screen.getByRole('link', { name: 'Редагувати' }).getAttribute('href')).toBe(
      `/buyout/checkout?orderId=${ORDER_ID}`,
    );
  });

  it('LiqPay: the pay button posts data and signature by a hidden form', async () => {
    stubApi((url) =>
      url.pathname === `/api/buyout/${ORDER_ID}/payment`
        ? json({
            paymentSystem: 'liqpay',
            url: 'https://www.liqpay.ua/api/3/checkout',
            form: { data: 'ZGF0YQ==', signature: 'c2ln' },
          })
        : undefined,
    );
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    await renderShow(showData({ order: showOrder({ status: 'awaiting_payment', paidAt: null }) }));
    fireEvent.click(screen.getByRole('button', { name: 'Оплатити' }));
    await waitFor(() => expect(submit).toHaveBeenCalled());
    const form = document.querySelector<HTMLFormElement>(
      'form[action="https://www.liqpay.ua/api/3/checkout"]',
    )!;
    expect(form.method).toBe('post');
    expect((form.elements.namedItem('signature') as HTMLInputElement).value).toBe('c2ln');
    submit.mockRestore();
    form.remove();
  });

  it('a paid order has no pay warning, and can be edited or canceled', async () => {
    stubApi();
    await renderShow(showData());
    expect(screen.queryByRole('button', { name: 'Оплатити' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Редагувати' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Скасувати замовлення' })).toBeTruthy();
  });

  it.each([
    ['awaiting_payment', true],
    ['paid', true],
    ['edited', true],
    ['processing', false],
    ['canceled', false],
    ['refunded', false],
    ['partially_refunded', false],
  ] as const)(
    'issue 14 "Unpaid orders": %s -> Edit leads to the checkout of this order: %s (domain buyoutEditMode)',
    async (status, editable) => {
      stubApi();
      await renderShow(showData({ order: showOrder({ status, isDraft: false }) }));
      const edit = screen.queryByRole('link', { name: 'Редагувати' });
      // One target for both modes: the checkout opens an unpaid order as a draft, a paid one in the paid edit.
      expect(edit?.getAttribute('href') ?? null).toBe(
        editable ? `/buyout/checkout?orderId=${ORDER_ID}` : null,
      );
    },
  );

  it('a canceled order has neither pay, edit nor cancel', async () => {
    stubApi();
    await renderShow(showData({ order: showOrder({ status: 'canceled', paidAt: null }) }));
    expect(screen.queryByRole('button', { name: 'Оплатити' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Редагувати' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скасувати замовлення' })).toBeNull();
  });

  it('"cancel" asks first; confirming POSTs /buyout/{id}/refund and shows the refunded order', async () => {
    const calls = stubApi((url, init) =>
      url.pathname === `/api/buyout/${ORDER_ID}/refund` && init.method === 'POST'
        ? json(showOrder({ status: 'refunded', updatedAt: '2026-11-21T11:00:00.000Z' }))
        : undefined,
    );
    await renderShow(showData());
    fireEvent.click(screen.getByRole('button', { name: 'Скасувати замовлення' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/сплачені кошти повернуться на картку/)).toBeTruthy();
    // "No" keeps the order and sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ні, залишити' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.url.pathname.endsWith('/refund'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Скасувати замовлення' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Так, скасувати' }),
    );
    await waitFor(() => expect(document.querySelector('[data-status="refunded"]')).toBeTruthy());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Скасувати замовлення' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Редагувати' })).toBeNull();
    expect(await screen.findByText('Замовлення скасовано')).toBeTruthy();
  });

  it('a refund that fails keeps the modal open for another try', async () => {
    stubApi((url) =>
      url.pathname === `/api/buyout/${ORDER_ID}/refund`
        ? json({ errorDescription: 'Замовлення вже викуповується' }, 409)
        : undefined,
    );
    await renderShow(showData());
    fireEvent.click(screen.getByRole('button', { name: 'Скасувати замовлення' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Так, скасувати' }),
    );
    await waitFor(() =>
      expect(
        (
          within(screen.getByRole('dialog')).getByRole('button', {
            name: /Так, скасувати/,
          }) as HTMLButtonElement
        ).disabled,
      ).toBe(false),
    );
    expect(document.querySelector('[data-status="paid"]')).toBeTruthy();
  });

  it('"draft modal": a draft opens "continue the order" linking to the checkout', async () => {
    stubApi();
    await renderShow(showData({ order: showOrder({ status: 'draft', isDraft: true, paidAt: null }) }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Замовлення ще не оформлено' })).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Продовжити оформлення' }).getAttribute('href')).toBe(
      `/buyout/checkout?orderId=${ORDER_ID}`,
    );
  });

  it('a placed order opens no draft modal', async () => {
    stubApi();
    await renderShow(showData());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('"documents prompt": at least amountCustomsLimit (SPEC §2 "If the order total is at least amountCustomsLimit") links to the passport page', async () => {
    stubApi();
    await renderShow(showData({ order: showOrder({ total: { amount: '150.00', currency: 'USD' } }) }));
    expect(screen.getByRole('heading', { name: 'Потрібні документи для митниці' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Додати документи' }).getAttribute('href')).toBe(
      `/buyout/passport?orderId=${ORDER_ID}`,
    );
  });

  it('no documents prompt under the limit', async () => {
    stubApi();
    await renderShow(showData());
    expect(screen.queryByRole('link', { name: 'Додати документи' })).toBeNull();
  });

  it('a canceled order over the limit asks for no documents', async () => {
    stubApi();
    const order = showOrder({ status: 'canceled', total: { amount: '150.00', currency: 'USD' } });
    await renderShow(showData({ order }));
    expect(screen.queryByRole('link', { name: 'Додати документи' })).toBeNull();
  });

  it('"per-item tracking N of M": the received counter and each product\'s track number and state', async () => {
    stubApi();
    await renderShow(showData());
    expect(screen.getByTestId('tracking-received').textContent).toBe('Отримано 1 з 2');
    const [first, second] = screen.getAllByTestId('buyout-product');
    expect(within(first!).getByRole('link', { name: 'Headphones' }).getAttribute('href')).toBe(
      'https://www.amazon.com/dp/B0TEST',
    );
    expect(within(first!).getByTestId('item-tracking').textContent).toContain('1Z999AA10123456784');
    expect(within(first!).getByText('Отримано на складі')).toBeTruthy();
    expect(within(first!).getByText('Gift box, please')).toBeTruthy();
    expect(within(second!).getByText('42')).toBeTruthy();
    expect(within(second!).getByText('white')).toBeTruthy();
    expect(within(second!).getByText('Викуплено')).toBeTruthy();
    // No photos exist yet: no image and no placeholder.
    expect(document.querySelector('.bo-show img')).toBeNull();
  });

  it('issue 15 "Links": a product link that is not http(s) is shown as text, never clickable', async () => {
    stubApi();
    const order = showOrder();
    order.products[0]!.link = 'data:text/html,<script>alert(1)</script>';
    await renderShow(showData({ order }));
    const [first] = screen.getAllByTestId('buyout-product');
    expect(within(first!).queryByRole('link', { name: 'Headphones' })).toBeNull();
    expect(within(first!).getByText('Headphones')).toBeTruthy();
    expect(document.querySelector('a[href^="data:"]')).toBeNull();
  });

  it('prices, address and recipient from the order', async () => {
    stubApi();
    await renderShow(showData());
    const fees = screen.getByRole('region', { name: 'Вартість' });
    expect(within(fees).getByText('Комісія за викуп (10 %)')).toBeTruthy();
    expect(fees.querySelector('[data-fee="total"]')?.textContent).toMatch(/134,40/);
    expect(screen.getByText('Київ, Відділення №1')).toBeTruthy();
    expect(screen.getByText('Шевченко Тарас Григорович')).toBeTruthy();
    // The number as the domain writes it, on one line (issue 18: never the raw +380671234567).
    expect(document.body.textContent).toContain('+38\u00a0(067)\u00a0123\u00a045\u00a067');
  });
});
