// Helpers of the forwarding-wizard journeys (issue 4): a fresh customer signed in through the API,
// API calls with its bearer token (phone, address book, orders), the sandbox SMS code from the dev
// outbox, opening the wizard, picking options in its comboboxes, and small valid files made at run time.
import assert from 'node:assert/strict';
import type { Browser, Locator, Page } from 'playwright-core';
import { screenshot } from './browser.js';
import type { Stage } from './journey.js';

export interface Customer {
  page: Page;
  /** Script errors seen on the pages (a journey ends with none). */
  errors: string[];
  /** The API with this customer's bearer token, in a locale (x-locale). */
  api: CustomerApi;
  close(): Promise<void>;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export interface CustomerApi {
  call<T = unknown>(method: string, path: string, body?: unknown, locale?: string): Promise<ApiAnswer<T>>;
  /** A multipart POST (files[0..n] plus text fields), as the documents step sends it. */
  upload<T = unknown>(
    path: string,
    files: readonly UploadFile[],
    fields?: Record<string, string>,
    locale?: string,
  ): Promise<ApiAnswer<T>>;
}

async function answerOf<T>(answer: Response): Promise<ApiAnswer<T>> {
  const text = await answer.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    // not JSON: keep the text for the assertion message
  }
  return { status: answer.status, body: parsed as T };
}

/**
 * A new customer of their own: registered through the API inside the page's cookie jar (so the
 * pages are signed in), plus the bearer token for direct API calls (no CSRF header needed).
 */
export async function newCustomer(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number },
  tag: string,
  locale?: string,
): Promise<Customer> {
  // A Ukrainian browser by default: another Accept-Language makes the site offer its language in a banner.
  const context = await browser.newContext({ viewport, baseURL, locale: locale ?? 'uk-UA' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const email = `forwarding-${tag}-${viewport.width}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: { email, password: 'Parcel-journey-42' },
  });
  assert.equal(res.status(), 201, `register: ${await res.text()}`);
  const { token } = (await res.json()) as { token: string };
  const api: CustomerApi = {
    async call<T>(method: string, path: string, body?: unknown, callLocale = 'uk') {
      const answer = await fetch(`${baseURL}/api${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-locale': callLocale,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return answerOf<T>(answer);
    },
    async upload<T>(
      path: string,
      files: readonly UploadFile[],
      fields: Record<string, string> = {},
      callLocale = 'uk',
    ) {
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.append(key, value);
      files.forEach((file, index) =>
        form.append(
          `files[${index}]`,
          new Blob([new Uint8Array(file.buffer)], { type: file.mimeType }),
          file.name,
        ),
      );
      const answer = await fetch(`${baseURL}/api${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'x-locale': callLocale },
        body: form,
      });
      return answerOf<T>(answer);
    },
  };
  return { page, errors, api, close: () => context.close() };
}

/**
 * One journey of a fresh signed-in customer (see newCustomer) on the file's stage. When a step fails,
 * a screenshot of what the customer saw (`failed-<tag>-<time>`) is kept for the report; the browser
 * context is closed either way.
 */
export async function asNewCustomer(
  stage: Stage,
  who: { viewport: { width: number; height: number }; tag: string; locale?: string },
  walk: (customer: Customer) => Promise<void>,
): Promise<void> {
  const customer = await newCustomer(stage.browser, stage.server.url, who.viewport, who.tag, who.locale);
  try {
    await walk(customer);
  } catch (error) {
    await screenshot(customer.page, `failed-${who.tag}-${Date.now()}`).catch(() => undefined);
    throw error;
  } finally {
    await customer.close();
  }
}

/** A fresh Kyivstar number: what the user types (067…) and the 12 saved digits (38067…). */
export function newPhone(): { local: string; saved: string } {
  const local = `067${String(Math.floor(1_000_000 + Math.random() * 8_999_999))}`;
  return { local, saved: `38${local}` };
}

/** The latest SMS code the sandbox gateway "sent" to `phone` (12 digits), from the dev outbox. */
export async function smsCode(api: CustomerApi, phone: string): Promise<string> {
  const res = await api.call<{ messages: { meta: { channel?: string; code?: string } }[] }>(
    'GET',
    `/dev/outbox?to=${phone}`,
  );
  assert.equal(res.status, 200);
  const code = res.body.messages.find((m) => m.meta.channel === 'sms')?.meta.code;
  assert.ok(code, `an SMS with a code to ${phone} is in the outbox`);
  return code;
}

/** Saves and verifies a phone by SMS through the API (the wizard then needs no phone modal). */
export async function verifyPhoneThroughApi(api: CustomerApi): Promise<string> {
  const { saved } = newPhone();
  const started = await api.call('POST', '/verification/phone/initiate', { phone: saved, type: 'sms' });
  assert.equal(started.status, 200, `initiate: ${JSON.stringify(started.body)}`);
  const code = await smsCode(api, saved);
  const done = await api.call('POST', '/verification/phone/complete', { phone: saved, code });
  assert.equal(done.status, 200, `complete: ${JSON.stringify(done.body)}`);
  return saved;
}

export interface SavedAddress {
  id: string;
  fullAddress: string;
  warehouseType: 'department' | 'box' | 'address';
}

/** Adds a Nova Poshta department or locker in `city` to the address book through the API. */
export async function addWarehouseAddressThroughApi(
  api: CustomerApi,
  type: 'department' | 'box',
  city = 'Київ',
): Promise<SavedAddress> {
  const cities = await api.call<{ ref: string }[]>(
    'GET',
    `/dictionary/cities?query=${encodeURIComponent(city)}`,
  );
  const cityRef = cities.body[0]?.ref;
  assert.ok(cityRef, `the directory knows ${city}`);
  const warehouses = await api.call<{ ref: string }[]>(
    'GET',
    `/dictionary/warehouse?ref=${cityRef}&type=${type}`,
  );
  const warehouseRef = warehouses.body[0]?.ref;
  assert.ok(warehouseRef, `${city} has a ${type}`);
  const created = await api.call<SavedAddress>('POST', `/personal/addresses/${type}`, {
    type,
    cityId: cityRef,
    warehouseId: warehouseRef,
  });
  assert.equal(created.status, 201, `address: ${JSON.stringify(created.body)}`);
  return created.body;
}

/**
 * Waits until an input shows `expected` (a form restored from a saved order fills in after hydration;
 * on a slow machine the first read can come before that). Fails with the last value seen.
 */
export async function waitForInputValue(input: Locator, expected: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let seen = await input.inputValue();
  while (seen !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    seen = await input.inputValue();
  }
  assert.equal(seen, expected);
}

/** React has hydrated the page (it tags DOM nodes with fiber keys): clicks and typing reach the app. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const node = document.querySelector('main h1');
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 90_000 },
  ); // generous: the machine may be busy with other test runs
}

/** The cookie notice (another feature) shows after hydration and would cover the wizard's footer. */
export async function acceptCookies(page: Page, name = 'Зрозуміло, приймаю'): Promise<void> {
  const accept = page.getByRole('button', { name });
  await accept.waitFor({ timeout: 3000 }).catch(() => undefined);
  if (await accept.isVisible()) await accept.click();
}

/** Opens a wizard page (the create route by default) in Ukrainian, hydrated, with the cookie notice accepted. */
export async function openWizard(page: Page, path = '/forwarding/declaration'): Promise<void> {
  await page.goto(path);
  await hydrated(page);
  await acceptCookies(page);
}

/** Opens a combobox (the design system's searchable select), types to filter, picks the option. */
export async function pickOption(
  scope: Page | Locator,
  page: Page,
  combobox: string | RegExp,
  typed: string,
  option: string | RegExp,
): Promise<void> {
  const box = scope.getByRole('combobox', { name: combobox });
  await box.click();
  await box.pressSequentially(typed, { delay: 30 });
  await page.getByRole('option', { name: option }).first().click();
}

/** A closable one-time or info modal: waits for it by title and presses its single button. */
export async function dismissModal(page: Page, title: string | RegExp, button: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: button, exact: true }).last().click();
  await dialog.waitFor({ state: 'detached' });
}

/** Text of an element with the non-breaking and narrow spaces of number formatting made plain. */
export async function plainText(locator: Locator): Promise<string> {
  return (await locator.innerText())
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * No sideways scrolling. Collected in `problems` (asserted empty at the end of the journey) so one
 * layout fault does not hide the steps after it; the message names the innermost elements sticking out.
 */
export async function noHorizontalOverflow(page: Page, problems: string[], where: string): Promise<void> {
  const { overflow, culprits } = await page.evaluate(() => {
    const width = window.innerWidth;
    const out: string[] = [];
    for (const element of Array.from(document.querySelectorAll('body *'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.right <= width + 1) continue;
      // innermost only: a child that sticks out as well explains this one
      const child = Array.from(element.children).some((c) => c.getBoundingClientRect().right > width + 1);
      if (!child)
        out.push(
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ').join('.')} (right ${Math.round(box.right)})`,
        );
    }
    return { overflow: document.documentElement.scrollWidth - width, culprits: out.slice(0, 5) };
  });
  if (overflow > 0)
    problems.push(`${where}: page wider than the viewport by ${overflow}px: ${culprits.join(', ')}`);
}

/**
 * A US parcel declared and completed through the API by a customer with a verified phone and a
 * saved address: one line (`item`, a T-shirt for 30 USD by default) in category 1, any US shop.
 */
export async function declareUsParcelThroughApi(
  api: CustomerApi,
  parcel: {
    phone: string;
    addressId: string;
    track: string;
    item?: { name: string; quantity: number; amount: string };
    promoCode?: string;
  },
): Promise<{ id: string; number: string }> {
  const companies = await api.call<{ id: number }[]>('GET', '/extra/companies?countryCode=US');
  assert.ok(companies.body[0], 'the US has shops');
  const item = parcel.item ?? { name: 'Cotton T-shirt', quantity: 1, amount: '30.00' };
  const body = {
    country: 'US',
    company: companies.body[0].id,
    number: parcel.track,
    receivedTrackNumber: true,
    items: [
      {
        categoryId: 1,
        name: item.name,
        quantity: item.quantity,
        unitPrice: { amount: item.amount, currency: 'USD' },
      },
    ],
    consigneeAddress: parcel.addressId,
    phoneNumber: parcel.phone,
    ...(parcel.promoCode ? { promoCode: parcel.promoCode } : {}),
  };
  const draft = await api.call<{ id: string }>('POST', '/orders/draft', body);
  assert.equal(draft.status, 201, `draft: ${JSON.stringify(draft.body)}`);
  const done = await api.call<{ id: string; number: string }>(
    'POST',
    `/orders/complete/${draft.body.id}`,
    body,
  );
  assert.equal(done.status, 200, `complete: ${JSON.stringify(done.body)}`);
  return { id: done.body.id, number: done.body.number };
}

/** A unique, valid track number (Latin letters and digits, not starting with "ord"). */
export function newTrackNumber(prefix = 'LX'): string {
  return `${prefix}${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`;
}

/** A minimal valid one-page PDF, written from code (no binary fixture in the repository). */
export function pdfBytes(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << >> >>',
  ];
  const stream = 'BT /F1 12 Tf 20 50 Td (Invoice) Tj ET';
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A 1x1 transparent PNG. */
export function pngBytes(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  );
}
