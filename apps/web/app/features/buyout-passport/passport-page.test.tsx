import type { IdentityDocumentData } from '@posylka/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { FakeWebSocket, installFakeWebSocket } from '../../test/fake-realtime.js';
import { TEST_IDENTITY_DOCUMENT } from '../order-core/index.js';
import { BuyoutPassportPage } from './passport-page.js';
import { DIIA_REQUEST_STORAGE_KEY } from './use-digital-id.js';

const ORDER_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const UID = '0b5d3c1e-7a45-4c1b-9f77-3f1f3c2b8a10';
const REQUEST_ID = '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d';
const DEEP_LINK = `https://diia.app/request/${REQUEST_ID}?return=https%3A%2F%2Fposylka.test%2Fbuyout%2Fpassport`;

const ACTIVE = TEST_IDENTITY_DOCUMENT;

/** Digital-ID data as Diia shares it (SPEC §3 "Digital-ID data"): a 9-digit ID-card number. */
const DIIA_CARD = {
  firstNameUA: 'Леся',
  lastNameUA: 'Українка',
  middleNameUA: 'Петрівна',
  docNumber: '123456789',
  department: '8000',
  residenceUA: 'м. Київ, вул. Саксаганського, 97',
  taxpayerNumber: '2345678901',
  birthday: { d: 25, m: 2, y: 1991 },
  issueDate: { d: 14, m: 5, y: 2019 },
};

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
      if (url.pathname === '/api/app-centrifugo/web-socket-credentials')
        return json({ uid: UID, token: 't' });
      if (url.pathname === '/api/diia/init') return json({ deepLink: DEEP_LINK, requestId: REQUEST_ID });
      if (url.pathname === `/api/buyout/${ORDER_ID}/passport`)
        return json({
          passport: { id: ACTIVE.id, documentType: 'passport', maskedNumber: 'АА••••56', fullName: 'x' },
        });
      return json({ errorDescription: 'unexpected' }, 500);
    }),
  );
  return calls;
}

async function renderForm(
  options: {
    active?: IdentityDocumentData | null;
    uid?: string | null;
    returning?: boolean;
    query?: string;
    profile?: { firstNameCyr: string | null; lastNameCyr: string | null; middleNameCyr: string | null };
  } = {},
) {
  renderPage(
    () => (
      <BuyoutPassportPage
        orderId={ORDER_ID}
        orderNumber="BO-000042"
        activeDocument={options.active ?? null}
        uid={options.uid ?? null}
        returningFromDiia={options.returning ?? false}
        profile={options.profile ?? null}
      />
    ),
    { path: `/buyout/passport?orderId=${ORDER_ID}${options.query ?? ''}` },
  );
  // The routes stub renders after its root loader.
  await screen.findByLabelText('Тип документа');
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const typeSelect = () => screen.getByLabelText('Тип документа') as HTMLSelectElement;
const saveButton = () => screen.getByRole('button', { name: 'Зберегти' }) as HTMLButtonElement;
const consent = () => screen.getByRole('checkbox', { name: /Даю згоду/ }) as HTMLInputElement;

describe('buy-out documents page (SPEC §2 "Buy-out documents page", §5 "Identity document")', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.sessionStorage.clear();
  });

  it('"A document-type select (passport = 1, ID card = 2)": passport asks the series, the card its number', async () => {
    stubApi();
    await renderForm();
    expect(typeSelect().value).toBe('1');
    expect(field(/^Серія та номер паспорта/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Номер ID-картки/)).toBeNull();
    fireEvent.change(typeSelect(), { target: { value: '2' } });
    expect(field(/^Номер ID-картки/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Серія та номер паспорта/)).toBeNull();
  });

  it('"For an ID card a QR code (size 132) is shown from the digital-ID deep link" (POST /diia/init)', async () => {
    const calls = stubApi();
    await renderForm();
    expect(screen.queryByRole('img', { name: /QR-код/ })).toBeNull();
    fireEvent.change(typeSelect(), { target: { value: '2' } });
    const qr = await screen.findByRole('img', { name: 'QR-код для передачі даних ID-картки з Дії' });
    expect(qr.getAttribute('width')).toBe('132');
    const init = calls.find((c) => c.url.pathname === '/api/diia/init')!;
    expect(JSON.parse(String(init.init.body)).return_url).toContain('diia=return');
    expect(screen.getByRole('link', { name: 'Відкрити в Дії на цьому телефоні' }).getAttribute('href')).toBe(
      DEEP_LINK,
    );
  });

  it('"An active saved passport prefills the form"', async () => {
    stubApi();
    await renderForm({ active: ACTIVE });
    expect(field(/^Серія та номер паспорта/).value).toBe('АА123456');
    expect(field(/^Прізвище/).value).toBe('Шевченко');
    expect(field(/^Дата народження/).value).toBe('09.03.1990');
    expect(field(/^РНОКПП/).value).toBe('1234567890');
    expect(consent().checked).toBe(false);
  });

  it('issue 13 item 10: without a saved document the empty names come from the profile', async () => {
    stubApi();
    await renderForm({ profile: { firstNameCyr: 'Олена', lastNameCyr: 'Коваленко', middleNameCyr: null } });
    expect(field(/^Прізвище/).value).toBe('Коваленко');
    expect(field(/^Ім'я/).value).toBe('Олена');
    expect(field(/^По батькові/).value).toBe('');
    expect(field(/^Серія та номер паспорта/).value).toBe('');
  });

  it("issue 13 item 10: the saved document's names win over the profile's", async () => {
    stubApi();
    await renderForm({
      active: ACTIVE,
      profile: { firstNameCyr: 'Олена', lastNameCyr: 'Коваленко', middleNameCyr: 'Петрівна' },
    });
    expect(field(/^Прізвище/).value).toBe('Шевченко');
    expect(field(/^По батькові/).value).toBe('Григорович');
  });

  it('"Save is enabled only when consent is given and all required fields are valid and non-empty"', async () => {
    stubApi();
    await renderForm({ active: ACTIVE });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    fireEvent.click(consent());
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    // "taxNumber exactly 10"
    fireEvent.change(field(/^РНОКПП/), { target: { value: '12345' } });
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    fireEvent.change(field(/^РНОКПП/), { target: { value: '1234567890' } });
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    fireEvent.click(consent());
    await waitFor(() => expect(saveButton().disabled).toBe(true));
  });

  it('an empty form cannot be saved, and a touched field says why', async () => {
    stubApi();
    await renderForm();
    await waitFor(() => expect(saveButton().disabled).toBe(true));
    fireEvent.focus(field(/^Прізвище/));
    fireEvent.blur(field(/^Прізвище/));
    expect(await screen.findByText("Обов'язкове поле")).toBeTruthy();
  });

  it('"switching the document type clears number, issue date and issued-by fields and their errors"', async () => {
    stubApi();
    await renderForm({ active: ACTIVE });
    fireEvent.change(typeSelect(), { target: { value: '2' } });
    expect(field(/^Номер ID-картки/).value).toBe('');
    expect(field(/^Дата видачі/).value).toBe('');
    expect(field(/^Ким виданий/).value).toBe('');
    expect(field(/^Прізвище/).value).toBe('Шевченко');
    fireEvent.change(typeSelect(), { target: { value: '1' } });
    expect(field(/^Серія та номер паспорта/).value).toBe('');
  });

  it('saves to POST /buyout/{id}/passport and shows the finish state with add another order and view order', async () => {
    const calls = stubApi();
    await renderForm({ active: ACTIVE });
    fireEvent.click(consent());
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(await screen.findByText('Дякуємо! Документи збережено')).toBeTruthy();
    const save = calls.find((c) => c.url.pathname === `/api/buyout/${ORDER_ID}/passport`)!;
    expect(save.init.method).toBe('POST');
    expect(JSON.parse(String(save.init.body))).toMatchObject({
      documentType: 'passport',
      serialNumber: 'АА123456',
      identityCardNumber: '',
      consent: true,
      saveToCabinet: true,
    });
    expect(screen.getByRole('link', { name: 'Додати ще одне замовлення' }).getAttribute('href')).toBe(
      '/buyout/checkout',
    );
    expect(screen.getByRole('link', { name: 'Переглянути замовлення' }).getAttribute('href')).toBe(
      `/buyout/show/${ORDER_ID}`,
    );
  });

  it('"Server field errors mark fields invalid": violations and the `errors` map land on their fields', async () => {
    stubApi((url) =>
      url.pathname === `/api/buyout/${ORDER_ID}/passport`
        ? json(
            {
              errorDescription: 'Перевірте дані',
              violations: [{ property: 'taxNumber', message: 'РНОКПП не збігається з документом' }],
              errors: { serialNumber: 'Такого паспорта не існує', registration: ['Вкажіть місто'] },
            },
            422,
          )
        : undefined,
    );
    await renderForm({ active: ACTIVE });
    fireEvent.click(consent());
    await waitFor(() => expect(saveButton().disabled).toBe(false));
    await act(async () => {
      fireEvent.click(saveButton());
    });
    expect(await screen.findByText('РНОКПП не збігається з документом')).toBeTruthy();
    expect(field(/^РНОКПП/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Такого паспорта не існує')).toBeTruthy();
    expect(field(/^Серія та номер паспорта/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Вкажіть місто')).toBeTruthy();
    expect(screen.queryByText('Дякуємо! Документи збережено')).toBeNull();
  });

  it('"Digital-ID data arriving by push ... replaces the form and selects ID card when a card number is present"', async () => {
    installFakeWebSocket();
    stubApi();
    await renderForm({ active: ACTIVE, uid: UID });
    await waitFor(() => expect(FakeWebSocket.last?.subscribed).toEqual([`docs#${UID}`]));
    act(() => FakeWebSocket.last!.push(`docs#${UID}`, DIIA_CARD));
    await waitFor(() => expect(typeSelect().value).toBe('2'));
    expect(field(/^Номер ID-картки/).value).toBe('123456789');
    expect(field(/^Прізвище/).value).toBe('Українка');
    expect(field(/^Ім'я/).value).toBe('Леся');
    expect(field(/^Дата народження/).value).toBe('25.02.1991');
    expect(field(/^Дата видачі/).value).toBe('14.05.2019');
    expect(field(/^Ким виданий/).value).toBe('8000');
    // Consent is asked again for the new data, without calling it an error yet.
    expect(consent().checked).toBe(false);
    expect(consent().getAttribute('aria-invalid')).toBeNull();
    expect(screen.getByText('Дані з Дії отримано. Перевірте їх і дайте згоду.')).toBeTruthy();
  });

  it('"... or pre-loaded": back from the Diia app, GET /app-centrifugo/preloaded-user-data/{id} fills the form', async () => {
    window.sessionStorage.setItem(DIIA_REQUEST_STORAGE_KEY, REQUEST_ID);
    const calls = stubApi((url) =>
      url.pathname === `/api/app-centrifugo/preloaded-user-data/${REQUEST_ID}` ? json(DIIA_CARD) : undefined,
    );
    await renderForm({ returning: true });
    await waitFor(() => expect(field(/^Номер ID-картки/).value).toBe('123456789'));
    expect(typeSelect().value).toBe('2');
    expect(calls.some((c) => c.url.pathname.startsWith('/api/app-centrifugo/preloaded-user-data/'))).toBe(
      true,
    );
  });

  it('a new tab or the phone that shared (no sessionStorage) reads the request named by ?diiaRequest=', async () => {
    const calls = stubApi((url) =>
      url.pathname === `/api/app-centrifugo/preloaded-user-data/${REQUEST_ID}` ? json(DIIA_CARD) : undefined,
    );
    await renderForm({ returning: true, query: `&diia=return&diiaRequest=${REQUEST_ID}` });
    await waitFor(() => expect(field(/^Номер ID-картки/).value).toBe('123456789'));
    expect(
      calls.filter((c) => c.url.pathname.startsWith('/api/app-centrifugo/preloaded-user-data/')),
    ).toHaveLength(1);
  });

  it('the request in the URL wins over an older one remembered in sessionStorage', async () => {
    window.sessionStorage.setItem(DIIA_REQUEST_STORAGE_KEY, 'older-request');
    const calls = stubApi((url) =>
      url.pathname === `/api/app-centrifugo/preloaded-user-data/${REQUEST_ID}` ? json(DIIA_CARD) : undefined,
    );
    await renderForm({ query: `&diiaRequest=${REQUEST_ID}` });
    await waitFor(() => expect(field(/^Номер ID-картки/).value).toBe('123456789'));
    expect(calls.some((c) => c.url.pathname.endsWith('/older-request'))).toBe(false);
  });

  it('a Diia request of an earlier visit does not replace the form of a page opened normally', async () => {
    window.sessionStorage.setItem(DIIA_REQUEST_STORAGE_KEY, REQUEST_ID);
    installFakeWebSocket();
    const calls = stubApi((url) =>
      url.pathname.startsWith('/api/app-centrifugo/preloaded-user-data/') ? json(DIIA_CARD) : undefined,
    );
    await renderForm({ active: ACTIVE, uid: UID });
    await waitFor(() => expect(FakeWebSocket.last?.subscribed).toEqual([`docs#${UID}`]));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.some((c) => c.url.pathname.startsWith('/api/app-centrifugo/preloaded-user-data/'))).toBe(
      false,
    );
    expect(field(/^Серія та номер паспорта/).value).toBe('АА123456');
  });

  it('an empty preloaded answer ({}) leaves the form as it is', async () => {
    window.sessionStorage.setItem(DIIA_REQUEST_STORAGE_KEY, REQUEST_ID);
    const calls = stubApi((url) =>
      url.pathname.startsWith('/api/app-centrifugo/preloaded-user-data/') ? json({}) : undefined,
    );
    await renderForm({ active: ACTIVE, returning: true });
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname.startsWith('/api/app-centrifugo/preloaded-user-data/'))).toBe(
        true,
      ),
    );
    expect(typeSelect().value).toBe('1');
    expect(field(/^Серія та номер паспорта/).value).toBe('АА123456');
  });
});
