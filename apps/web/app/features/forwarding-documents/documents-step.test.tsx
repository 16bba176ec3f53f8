import type { ForwardingOrder, IdentityDocumentData, MeResponse } from '@posylka/contract';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createRef, type MutableRefObject } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../test/app-harness.js';
import { TEST_IDENTITY_DOCUMENT } from '../order-core/index.js';
import { DocumentsStep } from './documents-step.js';
import { testFile, testOrder } from './test-order.js';

type Handler = (url: URL, init: RequestInit) => Response | undefined;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

function stubApi(handler: Handler, active: IdentityDocumentData | null = null) {
  const calls: { url: URL; init: RequestInit }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit) => {
      const url = new URL(input, 'http://localhost');
      calls.push({ url, init });
      if (url.pathname === '/api/personal/passports/active') return json({ document: active });
      return handler(url, init) ?? json({ errorDescription: 'unexpected' }, 500);
    }),
  );
  return calls;
}

const ACTIVE = TEST_IDENTITY_DOCUMENT;

function renderStep(order: ForwardingOrder, user: MeResponse | null = null) {
  const submitRef = createRef<(() => Promise<boolean>) | null>() as MutableRefObject<
    (() => Promise<boolean>) | null
  >;
  const onOrderChange = vi.fn();
  renderPage(() => <DocumentsStep order={order} onOrderChange={onOrderChange} submitRef={submitRef} />, {
    path: '/forwarding/edit/1',
    user,
  });
  const submit = async () => {
    let result = false;
    await act(async () => {
      result = await submitRef.current!();
    });
    return result;
  };
  return { submit, onOrderChange };
}

const field = (name: RegExp | string) => screen.getByLabelText(name) as HTMLInputElement;

describe('documents step: passport form (SPEC §3 "Identity document input", §5 "Identity document")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passport asks for "serialNumber (passport)", ID card for "identityCardNumber (card)"', async () => {
    stubApi(() => undefined);
    renderStep(testOrder());
    expect(await screen.findByLabelText(/^Серія та номер/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Номер ID-картки/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'ID-картка' }));
    expect(screen.getByLabelText(/^Номер ID-картки/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Серія та номер/)).toBeNull();
  });

  it("issue 13 item 10: without a saved document the names start from the profile's Cyrillic names", async () => {
    stubApi(() => undefined);
    const user: MeResponse = {
      id: '5a4d7f0e-3a5b-4c1e-9a39-0a4f1b7e2c11',
      email: 'olena@example.com',
      emailVerified: true,
      locale: 'uk',
      customerCode: 'UA100001',
      firstName: 'Olena',
      lastName: 'Kovalenko',
      firstNameCyr: 'Олена',
      lastNameCyr: 'Коваленко',
      middleNameCyr: 'Петрівна',
      phoneNumber: null,
    };
    renderStep(testOrder(), user);
    await screen.findByLabelText(/^Прізвище/);
    expect(field(/^Прізвище/).value).toBe('Коваленко');
    expect(field(/^По батькові/).value).toBe('Петрівна');
    expect(field(/^Серія та номер/).value).toBe('');
  });

  it('prefills from GET /personal/passports/active', async () => {
    stubApi(() => undefined, ACTIVE);
    renderStep(testOrder());
    await waitFor(() => expect(field(/^Серія та номер/).value).toBe('АА123456'));
    expect(field(/^Прізвище/).value).toBe('Шевченко');
    expect(field(/^Дата народження/).value).toBe('09.03.1990');
    expect(field(/^РНОКПП/).value).toBe('1234567890');
  });

  it('"Every field is required" and "Consent required": an empty step is refused with messages per field', async () => {
    stubApi(() => undefined);
    const { submit } = renderStep(testOrder());
    await screen.findByLabelText(/^Серія та номер/);
    expect(await submit()).toBe(false);
    expect(screen.getAllByText("Обов'язкове поле").length).toBeGreaterThan(5);
    expect(
      screen.getByText(
        'Підтвердіть, що надані документи достовірні, і погодьтеся з умовами митного оформлення',
      ),
    ).toBeTruthy();
    // SPEC §8 "A missing invoice shows 'required file upload'".
    expect(screen.getByText('Завантажте файл')).toBeTruthy();
  });

  it('shows the server’s 422 violations on their fields', async () => {
    const order = testOrder({ invoices: [testFile()] });
    stubApi((url) => {
      if (url.pathname === `/api/orders/${order.id}/passport`) {
        return json(
          {
            errorDescription: 'Перевірте дані',
            violations: [{ property: 'taxNumber', message: 'Цей РНОКПП не збігається з паспортом' }],
          },
          422,
        );
      }
      return undefined;
    }, ACTIVE);
    const { submit, onOrderChange } = renderStep(order);
    await waitFor(() => expect(field(/^Серія та номер/).value).toBe('АА123456'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Підтверджую, що дані/ }));
    expect(await submit()).toBe(false);
    const tax = field(/^РНОКПП/);
    expect(tax.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Цей РНОКПП не збігається з паспортом')).toBeTruthy();
    expect(onOrderChange).not.toHaveBeenCalled();
  });

  it('saves the passport with the agreement, then hands the refreshed order to the wizard', async () => {
    const order = testOrder({ invoices: [testFile()] });
    const refreshed = testOrder({
      invoices: [testFile()],
      passport: {
        id: ACTIVE.id,
        documentType: 'passport',
        maskedNumber: 'АА••••56',
        fullName: 'Шевченко Тарас Григорович',
      },
      checkoutState: 'delivery',
    });
    const calls = stubApi((url, init) => {
      if (url.pathname === `/api/orders/${order.id}/passport` && init.method === 'POST') {
        return json({ passport: refreshed.passport });
      }
      if (url.pathname === `/api/orders/${order.id}`) return json(refreshed);
      return undefined;
    }, ACTIVE);
    const { submit, onOrderChange } = renderStep(order);
    await waitFor(() => expect(field(/^Серія та номер/).value).toBe('АА123456'));
    fireEvent.click(screen.getByRole('checkbox', { name: /Підтверджую, що дані/ }));
    expect(await submit()).toBe(true);
    const save = calls.find((c) => c.url.pathname.endsWith('/passport'))!;
    expect(JSON.parse(save.init.body as string)).toMatchObject({
      documentType: 'passport',
      serialNumber: 'АА123456',
      agreement: true,
      consent: true,
    });
    expect(onOrderChange).toHaveBeenCalledWith(refreshed);
  });

  it('an order that already has a passport shows its masked summary; the agreement alone completes the step', async () => {
    const order = testOrder({
      invoices: [testFile()],
      passport: {
        id: ACTIVE.id,
        documentType: 'card',
        maskedNumber: '•••••6789',
        fullName: 'Косач Лариса Петрівна',
      },
    });
    const calls = stubApi(() => undefined);
    const { submit } = renderStep(order);
    expect(await screen.findByText('•••••6789')).toBeTruthy();
    expect(screen.queryByLabelText(/^Серія та номер/)).toBeNull();
    expect(await submit()).toBe(false);
    fireEvent.click(screen.getByRole('checkbox', { name: /Підтверджую, що дані/ }));
    expect(await submit()).toBe(true);
    expect(calls.some((c) => c.url.pathname.endsWith('/passport'))).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Змінити' }));
    expect(screen.getByLabelText(/^Серія та номер/)).toBeTruthy();
  });

  it('keeps what is typed in the passport form while a file uploads', async () => {
    stubApi(() => undefined);
    renderStep(testOrder());
    fireEvent.change(await screen.findByLabelText(/^Прізвище/), { target: { value: 'Косач' } });
    // An upload in progress re-renders the step; the typed value must survive it.
    vi.stubGlobal(
      'XMLHttpRequest',
      class {
        upload = { onprogress: null };
        open() {}
        setRequestHeader() {}
        send() {}
      },
    );
    const zone = screen.getByRole('button', { name: 'Додати файли до блоку «Інвойс»' });
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' })] },
    });
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(field(/^Прізвище/).value).toBe('Косач');
  });
});

describe('documents step: export documents (SPEC §2 "Over 1000 EUR, export documents are also shown"; §9 Poland)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('DE over 1000 EUR: Germany is not an export-documents country, so no export block', async () => {
    stubApi(() => undefined);
    renderStep(testOrder({ itemsTotalEur: { amount: '1200.00', currency: 'EUR' } }));
    await screen.findByLabelText(/^Серія та номер/);
    expect(screen.queryByRole('heading', { name: 'Експортні документи' })).toBeNull();
  });

  it('PL over 1000 EUR: statement, powers and power-of-attorney letter, each with its own drop zone', async () => {
    const order = testOrder({
      country: {
        id: 'PL',
        currency: 'PLN',
        maxCost: { amount: '150.00', currency: 'EUR' },
        text: 'Польща',
        icon: '🇵🇱',
      },
      states: { ...testOrder().states, needsExportDocuments: true },
      requiredDocumentKinds: ['statement', 'powers', 'power_attorney'],
    });
    stubApi((url) => {
      if (url.pathname === `/api/orders/documents/${order.id}`) {
        return json({
          required: ['statement', 'powers', 'power_attorney'],
          items: [testFile({ type: 'statement', originalFilename: 'statement.pdf' })],
        });
      }
      return undefined;
    });
    renderStep(order);
    const block = (await screen.findByRole('heading', { name: 'Експортні документи' })).closest('section')!;
    expect(await within(block).findByRole('link', { name: 'statement.pdf' })).toBeTruthy();
    for (const title of ['Заява', 'Повноваження', 'Лист-довіреність']) {
      expect(within(block).getByRole('heading', { name: title })).toBeTruthy();
      expect(within(block).getByRole('button', { name: `Додати файли до блоку «${title}»` })).toBeTruthy();
    }
  });

  it('PL under the threshold: no export block', async () => {
    stubApi(() => undefined);
    renderStep(
      testOrder({
        country: {
          id: 'PL',
          currency: 'PLN',
          maxCost: { amount: '150.00', currency: 'EUR' },
          text: 'Польща',
          icon: '🇵🇱',
        },
        itemsTotalEur: { amount: '800.00', currency: 'EUR' },
      }),
    );
    await screen.findByLabelText(/^Серія та номер/);
    expect(screen.queryByRole('heading', { name: 'Експортні документи' })).toBeNull();
  });
});
