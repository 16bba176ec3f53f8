// Issue 13 "the warehouse holds what cannot leave": a held parcel's page says why it waits, until when
// it is stored, and offers one way to put each kind of reason right; SPEC §4 "auto-dispatch ... or
// earlier by choice": "send now" on a parcel at the warehouse, with a refusal's rules shown inline.
import type { MeResponse } from '@posylka/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { ForwardingShowPage } from './forwarding-show.js';
import { json, renderShow, step, stubApi, UID } from './show-test-harness.js';
import { ORDER_ID, testOrder, testShipment } from './test-order.js';

const PHONE = '380671234567';

const held = testShipment({
  state: 'held',
  listStatus: 'held',
  canPause: false,
  canSendNow: false,
  storageUntil: '2026-12-09T09:30:00.000Z',
  timeline: [
    { state: 'at_warehouse', event: 'receive', at: '2026-11-25T09:30:00.000Z' },
    { state: 'held', event: 'hold', at: '2026-11-25T09:30:01.000Z' },
  ],
  holdReasons: [
    { property: 'declaration', message: 'Декларацію не завершено' },
    { property: 'exportDocuments', message: 'Додайте експортні документи: statement, powers' },
    { property: 'consigneeAddress', message: 'Поштомат приймає посилки до 20 кг' },
    { property: 'phoneNumber', message: 'Підтвердіть номер телефону' },
  ],
  holdActions: ['declaration', 'documents', 'address', 'phone'],
});

/** The panel of the parcel's situation at the warehouse. */
const panel = () => screen.getByRole('region', { name: /Посилку утримано на складі|Посилка на складі/ });

describe('forwarding detail page: a held parcel', () => {
  beforeEach(() => {
    // jsdom has no layout: scrolling is a no-op here; the phone dialog has no realtime socket.
    Element.prototype.scrollIntoView = vi.fn();
    vi.stubGlobal('WebSocket', undefined);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says why it waits, until when it is stored, and offers one action per kind of reason', async () => {
    stubApi();
    await renderShow(testOrder({ shipment: held }));

    expect(screen.getByRole('heading', { name: 'Посилку утримано на складі' })).toBeTruthy();
    expect(document.querySelector('.fw-show__head .fw-show-badge')?.textContent).toBe(
      'Утримується на складі',
    );
    expect(step('at_warehouse').querySelector('.fw-show-badge')?.textContent).toBe('Утримується на складі');
    const reasons = within(panel()).getByRole('list', { name: 'Чому посилка чекає' });
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Декларацію не завершено',
      'Додайте експортні документи: statement, powers',
      'Поштомат приймає посилки до 20 кг',
      'Підтвердіть номер телефону',
    ]);
    expect(
      within(panel()).getByText(/зберігається на складі до 9 груд\.? 2026 р\.: виправте причини/),
    ).toBeTruthy();

    const edit = `/forwarding/edit/${ORDER_ID}`;
    expect(screen.getByRole('link', { name: 'Доповнити декларацію' }).getAttribute('href')).toBe(edit);
    expect(screen.getByRole('link', { name: 'Змінити адресу доставки' }).getAttribute('href')).toBe(edit);
    // Papers go up in the page's own documents section, open while the parcel is held.
    const documents = screen.getByRole('link', { name: 'Додати документи' });
    expect(documents.getAttribute('href')).toBe('#fw-show-docs');
    fireEvent.click(documents);
    const section = screen.getByRole('region', { name: 'Документи' });
    expect(document.activeElement).toBe(section);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(within(section).getByRole('button', { name: 'Додати файли до блоку «Інвойс»' })).toBeTruthy();
    // Nothing else to do while held: no pause, no "send now".
    expect(screen.queryByRole('button', { name: 'Призупинити посилку' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Відправити зараз' })).toBeNull();
  });

  it('verifies the phone in the dialog and says the parcel goes back in line', async () => {
    const initiate = (type: 'call' | 'sms', attempts: number) =>
      json({ phone: PHONE, type, attempts, maxAttempts: 3, retryIn: 0, error: null });
    const answers = [initiate('call', 1), initiate('sms', 2)];
    stubApi((call) =>
      call.url.pathname === '/api/verification/phone/initiate'
        ? answers.shift()
        : call.url.pathname === '/api/verification/phone/complete'
          ? json({ phone: PHONE, verified: true })
          : undefined,
    );
    await renderShow(
      testOrder({
        shipment: {
          ...held,
          holdReasons: [{ property: 'phoneNumber', message: 'Підтвердіть номер телефону' }],
          holdActions: ['phone'],
        },
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Підтвердити номер телефону' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Вам телефонує Posylka')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Отримати код в SMS' }));
    await within(dialog).findByText('Введіть код із SMS');
    within(dialog)
      .getAllByRole('textbox')
      .forEach((box, i) => fireEvent.change(box, { target: { value: '4207'[i] } }));
    expect(await within(dialog).findByText('Перевірка успішна!')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Готово' }));
    expect(
      await screen.findByText(
        'Номер підтверджено. Посилка повернеться в чергу на відправлення протягом кількох хвилин.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps the language prefix on the edit links (ru)', async () => {
    stubApi();
    const order = testOrder({ shipment: held });
    renderPage(() => <ForwardingShowPage data={{ order }} uid={null} />, {
      path: `/ru/forwarding/show/${order.id}`,
      pattern: 'ru/forwarding/show/:id',
      locale: 'ru',
      user: { id: UID, email: 'demo@posylka.test' } as MeResponse,
    });
    expect(await screen.findByRole('heading', { name: 'Посылка удерживается на складе' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Почему посылка ждёт' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Дополнить декларацию' }).getAttribute('href')).toBe(
      `/ru/forwarding/edit/${ORDER_ID}`,
    );
  });
});

describe('forwarding detail page: send now', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the parcel to leave with the next dispatch (POST /orders/{id}/send-now), then says when', async () => {
    const asked = testShipment({ canSendNow: false, dispatchRequestedAt: '2026-11-26T08:15:00.000Z' });
    const calls = stubApi((call) =>
      call.url.pathname === `/api/orders/${ORDER_ID}/send-now`
        ? json(asked)
        : call.url.pathname === `/api/orders/${ORDER_ID}`
          ? json(testOrder({ shipment: asked }))
          : undefined,
    );
    await renderShow();
    expect(screen.getByText('Не хочете чекати? Посилка може виїхати з найближчою відправкою.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Відправити зараз' }));
    expect(await screen.findByText('Посилка виїде з найближчою відправкою.')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname.endsWith('/send-now'))?.init.method).toBe('POST');
    expect(
      await screen.findByText(
        /^Посилка виїде з найближчою відправкою \(ви попросили 26 лист\.? 2026 р\., 10:15\)\.$/,
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Відправити зараз' })).toBeNull();
  });

  it('a refusal (422) lists the rules the parcel breaks under the button', async () => {
    stubApi((call) =>
      call.url.pathname.endsWith('/send-now')
        ? json(
            {
              errorDescription: 'Дані некоректні',
              violations: [{ property: 'phoneNumber', message: 'Підтвердіть номер телефону' }],
            },
            422,
          )
        : undefined,
    );
    await renderShow();
    fireEvent.click(screen.getByRole('button', { name: 'Відправити зараз' }));
    const alert = (await screen.findByText('Посилку поки не можна відправити:')).closest('[role=alert]');
    expect(alert).toBeTruthy();
    expect(within(alert as HTMLElement).getByText('Підтвердіть номер телефону')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Відправити зараз' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Посилка на складі' })).toBeTruthy();
  });
});
