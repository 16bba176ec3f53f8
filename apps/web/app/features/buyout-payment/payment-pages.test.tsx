import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { TEST_IDENTITY_DOCUMENT } from '../order-core/index.js';
import { PaymentFailureView } from './failure-view.js';
import type { PaymentPageData } from './load-payment-page.js';
import { resetPaymentEventsForTests } from './payment-events.js';
import { PaymentSuccessView } from './success-view.js';
import { buyoutOrder, pageData } from './test-order.js';

const ORDER_ID = buyoutOrder().id;
type Handler = (url: URL, init: RequestInit) => Response | undefined;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubApi(handler: Handler = () => undefined) {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, init });
      const answer = handler(url, init);
      if (answer) return answer;
      if (url.pathname === '/api/churn/active') return json({ offer: null });
      if (url.pathname === '/api/personal/passports/active') return json({ document: null });
      return json({ errorDescription: 'Щось пішло не так' }, 500);
    }),
  );
  return calls;
}

async function renderSuccess(data: PaymentPageData) {
  renderPage(() => <PaymentSuccessView data={data} />, {
    path: `/buyout/payment/success?orderId=${data.order.id}${data.isEdited ? '&isEdited=true' : ''}`,
    extra: [{ path: 'buyout/payment/failure', Component: () => <p>failure page</p> }],
  });
  await screen.findByRole('heading', { level: 1 });
}

async function renderFailure(data: PaymentPageData) {
  renderPage(() => <PaymentFailureView data={data} />, {
    path: `/buyout/payment/failure?orderId=${data.order.id}`,
  });
  await screen.findByRole('heading', { level: 1 });
}

describe('buy-out payment success page (SPEC §2 "Buy-out payment pages")', () => {
  beforeEach(() => {
    resetPaymentEventsForTests();
    window.dataLayer = [];
  });
  afterEach(() => vi.unstubAllGlobals());

  it('"The subtitle includes the recipient {email}"; under the limit the footer button opens the order view', async () => {
    stubApi();
    await renderSuccess(pageData());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Дякуємо! Замовлення оплачено');
    expect(screen.getByText(/taras@example\.com/)).toBeTruthy();
    expect(screen.queryByText('Потрібні документи для митниці')).toBeNull();
    expect(screen.getByRole('link', { name: 'Переглянути замовлення' }).getAttribute('href')).toBe(
      `/buyout/show/${ORDER_ID}`,
    );
  });

  it('"the title differs when isEdited is true"', async () => {
    stubApi();
    await renderSuccess(pageData({ isEdited: true }));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Зміни в замовленні збережено');
  });

  it('"If the order total is at least amountCustomsLimit": the notice with add-documents and close, footer add another order', async () => {
    stubApi();
    await renderSuccess(pageData({ order: buyoutOrder({ total: { amount: '150.00', currency: 'USD' } }) }));
    expect(screen.getByText('Потрібні документи для митниці')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Додати документи' }).getAttribute('href')).toBe(
      `/buyout/passport?orderId=${ORDER_ID}`,
    );
    expect(screen.getByRole('link', { name: 'Додати ще одне замовлення' }).getAttribute('href')).toBe(
      '/buyout/checkout',
    );
    expect(screen.queryByRole('link', { name: 'Переглянути замовлення' })).toBeNull();
    // Issue 18: "the buy-out success page has no way to the order": its number leads there.
    const number = within(screen.getByText('Замовлення').parentElement!).getByRole('link');
    expect(number.getAttribute('href')).toBe(`/buyout/show/${ORDER_ID}`);
    fireEvent.click(screen.getByRole('button', { name: 'Закрити' }));
    expect(screen.queryByText('Потрібні документи для митниці')).toBeNull();
  });

  it('issue 18 "the saved passport is asked again in buy-out": the cabinet\'s document is added with one consent, no form', async () => {
    const calls = stubApi((url) => {
      if (url.pathname === `/api/buyout/${ORDER_ID}/passport`)
        return json({
          passport: {
            id: TEST_IDENTITY_DOCUMENT.id,
            documentType: 'passport',
            maskedNumber: 'АА••••56',
            fullName: 'x',
          },
        });
      return undefined;
    });
    await renderSuccess(
      pageData({
        order: buyoutOrder({ total: { amount: '150.00', currency: 'USD' } }),
        savedDocument: TEST_IDENTITY_DOCUMENT,
      }),
    );
    // With the page from its first paint (the loader brings it), not a moment later.
    const offer = screen.getByTestId('saved-document-offer');
    expect(calls.some((call) => call.url.pathname === '/api/personal/passports/active')).toBe(false);
    expect(offer.textContent).toContain('Паспорт АА••••56, Шевченко Тарас');
    // Another document is still one link away.
    expect(screen.getByRole('link', { name: 'Вказати інший документ' }).getAttribute('href')).toBe(
      `/buyout/passport?orderId=${ORDER_ID}`,
    );
    const add = within(offer).getByRole('button', { name: 'Додати цей документ до замовлення' });
    // SPEC §5 "Documents: passport valid and agreement checked": without the consent nothing is sent, and the button says why.
    fireEvent.click(add);
    expect(within(offer).getByText('Щоб додати документ, дайте згоду на обробку даних')).toBeTruthy();
    expect(calls.some((call) => call.url.pathname.endsWith('/passport'))).toBe(false);
    fireEvent.click(within(offer).getByRole('checkbox'));
    fireEvent.click(add);
    await screen.findByText(
      'Документ АА••••56 додано до замовлення: він знадобиться для митного оформлення.',
    );
    const save = calls.find((call) => call.url.pathname === `/api/buyout/${ORDER_ID}/passport`)!;
    expect(save.init.method).toBe('POST');
    const body = JSON.parse(String(save.init.body)) as Record<string, unknown>;
    expect(body).toMatchObject({
      documentType: 'passport',
      serialNumber: 'АА123456',
      lastName: 'Шевченко',
      birthDate: '09.03.1990',
      agreement: true,
      saveToCabinet: false,
    });
    expect(screen.queryByRole('link', { name: 'Вказати інший документ' })).toBeNull();
  });

  it('a saved document the server refuses today shows its words and keeps the way to the documents page', async () => {
    stubApi((url) => {
      if (url.pathname === `/api/buyout/${ORDER_ID}/passport`)
        return json(
          {
            errorDescription: 'Перевірте дані',
            violations: [{ property: 'birthDate', message: 'Отримувачу має бути щонайменше 14 років' }],
          },
          422,
        );
      return undefined;
    });
    await renderSuccess(
      pageData({
        order: buyoutOrder({ total: { amount: '150.00', currency: 'USD' } }),
        savedDocument: TEST_IDENTITY_DOCUMENT,
      }),
    );
    const offer = screen.getByTestId('saved-document-offer');
    fireEvent.click(within(offer).getByRole('checkbox'));
    fireEvent.click(within(offer).getByRole('button', { name: 'Додати цей документ до замовлення' }));
    expect((await within(offer).findByRole('alert')).textContent).toBe(
      'Отримувачу має бути щонайменше 14 років',
    );
    expect(screen.getByRole('link', { name: 'Вказати інший документ' })).toBeTruthy();
  });

  it('"a grid of US store cards (image, title, background colour), each linking to a US catalogue category"', async () => {
    stubApi();
    await renderSuccess(pageData());
    const clothes = screen.getByRole('link', { name: 'Одяг' });
    expect(clothes.getAttribute('href')).toBe('/catalog/clothes/buy-us');
    expect(clothes.querySelector('.bo-pay-store__picture')?.getAttribute('style')).toContain(
      'background-color',
    );
    expect(clothes.querySelector('img')?.getAttribute('src')).toBe('/img/clothes.png');
    expect(screen.getByRole('link', { name: 'Електроніка' }).getAttribute('href')).toBe(
      '/catalog/electronics/buy-us',
    );
    // A single shop in the list opens its US page: there is no /catalog/amazon category.
    expect(screen.getByRole('link', { name: 'Amazon' }).getAttribute('href')).toBe(
      '/catalog/c/amazon?_country=US',
    );
  });

  it('"a promo-code card": the discount the server holds for the next order, with its end', async () => {
    stubApi((url) =>
      url.pathname === '/api/churn/active'
        ? json({
            offer: {
              discountAmount: { amount: '100.00', currency: 'UAH' },
              restrictedValue: null,
              expiredAt: new Date(Date.now() + 2 * 3600_000).toISOString(),
            },
          })
        : undefined,
    );
    await renderSuccess(pageData());
    expect(await screen.findByRole('heading', { name: /Ваша знижка 100,00\s₴ на доставку/ })).toBeTruthy();
  });

  it('pushes the purchase event to window.dataLayer once, also when the page mounts again', async () => {
    stubApi();
    await renderSuccess(pageData());
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'purchase',
      ecommerce: { transaction_id: 'BO-000042', affiliation: 'buyout', value: 134.4, currency: 'USD' },
    });
    await renderSuccess(pageData());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(window.dataLayer).toHaveLength(1);
  });

  it('an order still awaiting payment is checked first (GET check_payment); failed goes to the failure page', async () => {
    const calls = stubApi((url) =>
      url.pathname === `/api/buyout/${ORDER_ID}/check_payment`
        ? json({ status: 'failed', orderId: ORDER_ID })
        : undefined,
    );
    renderPage(
      () => <PaymentSuccessView data={pageData({ order: buyoutOrder({ status: 'awaiting_payment' }) })} />,
      {
        path: `/buyout/payment/success?orderId=${ORDER_ID}`,
        extra: [{ path: 'buyout/payment/failure', Component: () => <p>failure page</p> }],
      },
    );
    expect(await screen.findByText('failure page')).toBeTruthy();
    expect(calls.some((c) => c.url.pathname === `/api/buyout/${ORDER_ID}/check_payment`)).toBe(true);
    expect(window.dataLayer).toHaveLength(0);
  });

  it('... and paid shows the success with the fresh order', async () => {
    stubApi((url) => {
      if (url.pathname === `/api/buyout/${ORDER_ID}/check_payment`)
        return json({ status: 'paid', orderId: ORDER_ID });
      if (url.pathname === `/api/buyout/${ORDER_ID}/view`) return json(buyoutOrder());
      return undefined;
    });
    renderPage(
      () => <PaymentSuccessView data={pageData({ order: buyoutOrder({ status: 'awaiting_payment' }) })} />,
      {
        path: `/buyout/payment/success?orderId=${ORDER_ID}`,
      },
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Дякуємо! Замовлення оплачено' }),
    ).toBeTruthy();
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
  });
});

describe('buy-out payment failure page (SPEC §2 "Failure: a sad-face message, an edit-order button, a retry-payment button, a promo-code card, an exit modal, and an analytics event")', () => {
  beforeEach(() => {
    resetPaymentEventsForTests();
    window.dataLayer = [];
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the message and the edit-order link to the checkout of this order; pushes the failure event once', async () => {
    stubApi();
    await renderFailure(pageData());
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Ой! Оплата не пройшла');
    expect(screen.getByRole('link', { name: 'Редагувати замовлення' }).getAttribute('href')).toBe(
      `/buyout/checkout?orderId=${ORDER_ID}`,
    );
    await waitFor(() => expect(window.dataLayer).toHaveLength(1));
    expect(window.dataLayer?.[0]).toMatchObject({
      event: 'buyout_payment_failed',
      ecommerce: { transaction_id: 'BO-000042' },
    });
  });

  it('issue 14 "Unpaid orders": the order still awaiting payment is edited in the checkout (as a draft); a canceled one offers no edit', async () => {
    stubApi();
    const { unmount } = renderPage(
      () => (
        <PaymentFailureView
          data={pageData({ order: buyoutOrder({ status: 'awaiting_payment', paidAt: null }) })}
        />
      ),
      { path: `/buyout/payment/failure?orderId=${ORDER_ID}` },
    );
    expect((await screen.findByRole('link', { name: 'Редагувати замовлення' })).getAttribute('href')).toBe(
      `/buyout/checkout?orderId=${ORDER_ID}`,
    );
    unmount();
    await renderFailure(pageData({ order: buyoutOrder({ status: 'canceled', paidAt: null }) }));
    expect(screen.queryByRole('link', { name: 'Редагувати замовлення' })).toBeNull();
  });

  it('retry payment: GET /buyout/{id}/payment, then LiqPay’s data and signature posted by a hidden form', async () => {
    const submit = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const calls = stubApi((url) =>
      url.pathname === `/api/buyout/${ORDER_ID}/payment`
        ? json({
            paymentSystem: 'liqpay',
            url: 'https://www.liqpay.ua/api/3/checkout',
            form: { data: 'ZGF0YQ==', signature: 'c2ln' },
          })
        : undefined,
    );
    await renderFailure(pageData({ paymentSystem: 'liqpay' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Повторити оплату' }));
    });
    await waitFor(() => expect(submit).toHaveBeenCalledTimes(1));
    const request = calls.find((c) => c.url.pathname === `/api/buyout/${ORDER_ID}/payment`)!;
    expect(request.url.searchParams.get('paymentSystem')).toBe('liqpay');
    const form = document.querySelector(
      'form[action="https://www.liqpay.ua/api/3/checkout"]',
    ) as HTMLFormElement;
    expect(form.method).toBe('post');
    expect((form.elements.namedItem('data') as HTMLInputElement).value).toBe('ZGF0YQ==');
    expect((form.elements.namedItem('signature') as HTMLInputElement).value).toBe('c2ln');
    form.remove();
  });

  it('a refused retry shows the error toast and frees the button', async () => {
    stubApi((url) =>
      url.pathname === `/api/buyout/${ORDER_ID}/payment`
        ? json({ errorDescription: 'Замовлення вже оплачено' }, 409)
        : undefined,
    );
    await renderFailure(pageData());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Повторити оплату' }));
    });
    expect(await screen.findByText('Замовлення вже оплачено')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Повторити оплату' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
  });

  it('"an exit modal": leaving asks first and offers the orders list or paying now', async () => {
    stubApi();
    await renderFailure(pageData());
    fireEvent.click(screen.getByRole('button', { name: 'Вийти' }));
    const dialog = screen.getByRole('dialog', { name: 'Вийти без оплати?' });
    expect(dialog).toBeTruthy();
    expect(screen.getByRole('link', { name: 'До моїх замовлень' }).getAttribute('href')).toBe('/orders');
    expect(screen.getAllByRole('button', { name: 'Повторити оплату' })).toHaveLength(2);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
