// Wizard helpers shared by the forwarding journeys: the server's message for a bad input (to compare
// with the form's), the wizard's steps by their titles, and filling steps 1 and 2 in Ukrainian.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';
import {
  addWarehouseAddressThroughApi,
  pdfBytes,
  pickOption,
  verifyPhoneThroughApi,
  type CustomerApi,
} from './forwarding.js';

export type Violations = { errorDescription: string; violations?: { property: string; message: string }[] };

/** The server's message for `property` when the same bad input is saved through the API. */
export async function serverMessage(
  api: CustomerApi,
  method: string,
  path: string,
  body: object,
  property: string | RegExp,
  locale: string,
): Promise<string> {
  const res = await api.call<Violations>(method, path, body, locale);
  assert.equal(res.status, 422, `${method} ${path}: ${JSON.stringify(res.body)}`);
  const matches = (name: string) => (typeof property === 'string' ? name === property : property.test(name));
  const message = res.body.violations?.find((v) => matches(v.property))?.message;
  assert.ok(message, `a violation on ${property}: ${JSON.stringify(res.body)}`);
  return message;
}

/** The open step of the wizard (SPEC §4: one step is open at a time; the others show a summary). */
export const step = (page: Page, title: string) =>
  // The heading gains a visually hidden " — has errors" while the step shows errors.
  page.getByRole('region', { name: new RegExp(`^${title}( — .*)?$`) });

/**
 * The wizard's progress marks by step title, read from the stepper: "done" (✓), "current", "todo"
 * or "error". Done means the server accepted the step (issue 13), so a reload shows the same marks.
 */
export async function stepperMarks(page: Page): Promise<Record<string, string>> {
  const stepper = page.locator('.stepper');
  await stepper.waitFor();
  return stepper
    .locator('.stepper__step')
    .evaluateAll((items) =>
      Object.fromEntries(
        items.map((li) => [
          li.querySelector('.stepper__label')?.firstChild?.textContent ?? '',
          /stepper__step--(\w+)/.exec(li.className)?.[1] ?? '',
        ]),
      ),
    );
}

/**
 * Step 1's "next" on the create route: it saves the draft and navigates to the edit route, whose page
 * replaces the create route's. Waits for that replacement (the create page's heading leaves the DOM),
 * so nothing is typed into the create page's steps just before they go; answers the new order id.
 */
export async function nextFromCreate(page: Page, next: Locator, prefix = ''): Promise<string> {
  const heading = await page.locator('main h1').elementHandle();
  await next.click();
  await page.waitForURL(new RegExp(`${prefix}/forwarding/edit/[0-9a-f-]{36}$`));
  await page.waitForFunction((element) => element === null || !element.isConnected, heading, {
    timeout: 60_000,
  });
  return page.url().split('/').pop()!;
}

/**
 * Step 1 in Ukrainian: country, company, "track number received: yes" and the number. First a number
 * starting with "ord" (SPEC §5 "Must not start with ord or order (case-insensitive; own message)"):
 * the form shows the message, and POST /orders/draft with the same number answers it on `number`.
 */
export async function fillOrderStepUk(
  page: Page,
  api: CustomerApi,
  country: { typed: string; option: RegExp; code: string },
  company: string,
  track: string,
) {
  const order = step(page, 'Замовлення');
  await pickOption(order, page, 'Країна відправлення', country.typed, country.option);
  if (country.code === 'US') {
    // SPEC §4 "Selecting US or CN shows a one-time warning on first selection": a note under the
    // country, not a dialog that takes the focus while the customer types (issue 18 item 3).
    await page.getByTestId('country-note').waitFor();
    assert.equal(await page.getByRole('dialog').count(), 0);
  }
  const companyField = order.getByRole('combobox', { name: 'Магазин або служба доставки' });
  // Typed key by key right after the country: a notice that took the focus would swallow the keys
  // (issue 18: "the next typed company text is lost").
  await companyField.click();
  await page.keyboard.type(company, { delay: 10 });
  assert.equal(await companyField.inputValue(), company, 'the shop typed after the country is kept');
  await order.getByRole('radio', { name: 'Так' }).check();
  const number = order.getByRole('textbox', { name: /^Трек-номер/ });

  const bad = 'ord12345678';
  const fromServer = await serverMessage(
    api,
    'POST',
    '/orders/draft',
    { country: country.code, companyName: company, receivedTrackNumber: true, number: bad },
    'number',
    'uk',
  );
  await number.fill(bad);
  await number.blur();
  await order.getByText(fromServer, { exact: true }).waitFor();
  assert.match(fromServer, /order|ord/);

  await number.fill(track);
  await number.blur();
  await order.getByText(fromServer, { exact: true }).waitFor({ state: 'detached' });
}

/** One product row of step 2: category by search, name, quantity, price. */
export async function fillProductRow(
  page: Page,
  row: Locator,
  product: {
    category?: { typed: string; option: string | RegExp };
    name: string;
    quantity: string;
    price: string;
  },
  labels: { category: string; name: RegExp; quantity: string; price: RegExp; noCategory: string },
) {
  if (product.category) {
    await pickOption(row, page, labels.category, product.category.typed, product.category.option);
  } else {
    await row.getByRole('checkbox', { name: labels.noCategory }).check();
  }
  await row.getByRole('textbox', { name: labels.name }).fill(product.name);
  const quantity = row.getByRole('textbox', { name: labels.quantity });
  await quantity.fill(product.quantity);
  const price = row.getByRole('textbox', { name: labels.price });
  await price.click();
  await price.fill(product.price);
  await price.blur();
}

export const UK_ROW = {
  category: 'Категорія',
  name: /^Назва товару латиницею/,
  quantity: 'Кількість',
  price: /^Ціна за одиницю/,
  noCategory: 'Немає потрібної категорії',
};

/** A valid passport of SPEC §3 "Identity document input" (Ukrainian names, 8-character serial, 10-digit tax number). */
export const PASSPORT = {
  serialNumber: 'АА123456',
  date: '01022012',
  issuedBy: 'Шевченківський РВ ГУ ДМС у м. Києві',
  lastName: 'Петренко',
  firstName: 'Олена',
  middleName: 'Іванівна',
  birthDate: '15051990',
  registration: 'м. Київ, вул. Хрещатик, 1, кв. 1',
  taxNumber: '3312345678',
};

/** The same passport as POST /orders/{id}/passport and /buyout/{id}/passport take it (dates DD.MM.YYYY). */
export const PASSPORT_DOCUMENT = {
  documentType: 'passport',
  serialNumber: PASSPORT.serialNumber,
  identityCardNumber: '',
  date: '01.02.2012',
  issuedBy: PASSPORT.issuedBy,
  lastName: PASSPORT.lastName,
  firstName: PASSPORT.firstName,
  middleName: PASSPORT.middleName,
  birthDate: '15.05.1990',
  registration: PASSPORT.registration,
  taxNumber: PASSPORT.taxNumber,
};

/** Step 3 in Ukrainian: one invoice file, the passport typed in, the agreement ticked. */
export async function fillDocumentsStepUk(
  page: Page,
  documents: Locator,
  invoice: { name: string; mimeType: string; buffer: Buffer },
): Promise<void> {
  const chooser = page.waitForEvent('filechooser');
  await documents.getByRole('button', { name: 'Додати файли до блоку «Інвойс»' }).click();
  await (await chooser).setFiles(invoice);
  await documents.getByRole('button', { name: `Видалити «${invoice.name}»` }).waitFor();
  await documents.getByRole('textbox', { name: /^Серія та номер/ }).fill(PASSPORT.serialNumber);
  const issued = documents.getByRole('textbox', { name: /^Дата видачі/ });
  await issued.click();
  await issued.pressSequentially(PASSPORT.date, { delay: 20 });
  await documents.getByRole('textbox', { name: /^Ким виданий/ }).fill(PASSPORT.issuedBy);
  await documents.getByRole('textbox', { name: /^Прізвище/ }).fill(PASSPORT.lastName);
  await documents.getByRole('textbox', { name: /^Ім'я/ }).fill(PASSPORT.firstName);
  await documents.getByRole('textbox', { name: /^По батькові/ }).fill(PASSPORT.middleName);
  const born = documents.getByRole('textbox', { name: /^Дата народження/ });
  await born.click();
  await born.pressSequentially(PASSPORT.birthDate, { delay: 20 });
  await documents.getByRole('textbox', { name: /^Адреса реєстрації/ }).fill(PASSPORT.registration);
  await documents.getByRole('textbox', { name: /^РНОКПП/ }).fill(PASSPORT.taxNumber);
  await documents.getByRole('checkbox', { name: /^Підтверджую, що дані й документи достовірні/ }).check();
}

/** A file a declaration carries, by its upload type (`default` an invoice, `bank_statement`, `other`). */
export interface DeclaredFile {
  name: string;
  type: 'default' | 'bank_statement' | 'other';
}

/**
 * A completed declaration over the customs limit, prepared through the API (the wizard has journeys of
 * its own): a verified phone, a Kyiv department, the tax agreement, the files (one-page PDFs) and the
 * passport. Answers the order's id and number.
 */
export async function declareWithDocumentsThroughApi(
  api: CustomerApi,
  parcel: {
    country: string;
    companyName: string;
    track: string;
    item: { categoryId: number; name: string; amount: string; currency: string };
    files: readonly DeclaredFile[];
  },
): Promise<{ id: string; number: string }> {
  const phone = await verifyPhoneThroughApi(api);
  const department = await addWarehouseAddressThroughApi(api, 'department');
  const { item } = parcel;
  const body = {
    country: parcel.country,
    companyName: parcel.companyName,
    receivedTrackNumber: true,
    number: parcel.track,
    items: [
      {
        categoryId: item.categoryId,
        isEmptyCategoryId: false,
        name: item.name,
        quantity: 1,
        unitPrice: { amount: item.amount, currency: item.currency },
      },
    ],
    taxAgreement: true,
    consigneeAddress: department.id,
    phoneNumber: phone,
  };
  const draft = await api.call<{ id: string }>('POST', '/orders/draft', body);
  assert.equal(draft.status, 201, `draft: ${JSON.stringify(draft.body)}`);
  const id = draft.body.id;
  for (const { name, type } of parcel.files) {
    const file = { name, mimeType: 'application/pdf', buffer: pdfBytes() };
    const uploaded = await api.upload(`/upload/${id}/invoice`, [file], { type });
    assert.equal(uploaded.status, 201, `${name}: ${JSON.stringify(uploaded.body)}`);
  }
  const passport = await api.call('POST', `/orders/${id}/passport`, {
    ...PASSPORT_DOCUMENT,
    saveToCabinet: false,
    consent: true,
    agreement: true,
  });
  assert.ok(passport.status < 300, `passport: ${passport.status} ${JSON.stringify(passport.body)}`);
  const done = await api.call<{ id: string; number: string }>('POST', `/orders/complete/${id}`, body);
  assert.equal(done.status, 200, `complete: ${JSON.stringify(done.body)}`);
  return { id: done.body.id, number: done.body.number };
}
