/// <reference lib="dom" />
// The pages the keystroke bench types into: the forwarding wizard's products step with ROWS filled
// rows (the journeys' selectors), and a bare input page as the baseline.
import type { Locator, Page } from 'playwright-core';

/** Product rows in the wizard while the price of the last one is typed into. */
export const ROWS = 20;

export const step = (page: Page, title: string) =>
  page.getByRole('region', { name: new RegExp(`^${title}( — .*)?$`) });

export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const node = document.querySelector('main h1');
      return node !== null && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    },
    undefined,
    { timeout: 90_000 },
  );
}

export async function pickOption(
  scope: Locator,
  page: Page,
  combobox: string,
  typed: string,
  option: string | RegExp,
) {
  const box = scope.getByRole('combobox', { name: combobox });
  await box.click();
  await box.pressSequentially(typed, { delay: 30 });
  await page.getByRole('option', { name: option }).first().click();
}

/** A button that may or may not show (the cookie notice, the one-time phone modal): pressed if it does. */
export async function pressIfShown(page: Page, name: string): Promise<void> {
  const button = page.getByRole('button', { name, exact: true }).last();
  await button.waitFor({ timeout: 3000 }).catch(() => undefined);
  if (await button.isVisible()) await button.click();
}

/** Step 1 (a US parcel, Amazon, track number received), then step 2 with ROWS filled product rows. */
export async function openProductsWith20Rows(page: Page): Promise<Locator> {
  await page.goto('/forwarding/declaration');
  await page.getByRole('heading', { name: 'Оформлення посилки', level: 1 }).waitFor();
  await hydrated(page);
  await pressIfShown(page, 'Пізніше'); // "Підтвердьте телефон" (SPEC §4), a new customer's phone
  await pressIfShown(page, 'Зрозуміло, приймаю'); // the cookie notice

  const order = step(page, 'Замовлення');
  await pickOption(order, page, 'Країна відправлення', 'США', /США/);
  await order.getByRole('combobox', { name: 'Магазин або служба доставки' }).fill('Amazon');
  await order.getByRole('radio', { name: 'Так' }).check();
  const number = order.getByRole('textbox', { name: /^Трек-номер/ });
  await number.fill(`US${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)}`);
  await number.blur();
  // "Next" saves a draft and moves to the edit route, whose page replaces the create route's.
  const heading = await page.locator('main h1').elementHandle();
  await order.getByRole('button', { name: 'Далі' }).click();
  await page.waitForURL(/\/forwarding\/edit\/[0-9a-f-]{36}$/);
  await page.waitForFunction((element) => element === null || !element.isConnected, heading, {
    timeout: 60_000,
  });

  const products = step(page, 'Товари');
  const row = (n: number) => products.getByRole('listitem', { name: `Товар ${n}`, exact: true });
  for (let n = 1; n <= ROWS; n++) {
    if (n > 1) await products.getByRole('button', { name: /Додати товар/ }).click();
    const item = row(n);
    await item.waitFor();
    await pickOption(item, page, 'Категорія', 'Книги', 'Книги та журнали');
    await item.getByRole('textbox', { name: /^Назва товару латиницею/ }).fill(`Paperback novel ${n}`);
    await item.getByRole('textbox', { name: 'Кількість' }).fill('1');
    const price = item.getByRole('textbox', { name: /^Ціна за одиницю/ });
    await price.click();
    await price.fill('3');
    await price.blur();
  }
  // 20 rows x 3 USD: the panel shows the sum (SPEC §2: "shown when the product total is above 0").
  await page
    .getByTestId('results-sum')
    .filter({ hasText: /^60,00/ })
    .waitFor();
  return row(ROWS).getByRole('textbox', { name: /^Ціна за одиницю/ });
}

// The baseline page: an input whose `input` handler writes its value into a span. It opens on a page of
// its own (about:blank): on the app's page, setContent would keep the app's Content-Security-Policy,
// which refuses inline scripts, so the handler is attached through page.evaluate instead.
export const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>bare</title></head>
<body><label>Price <input id="price" value="3" autocomplete="off"></label> <span id="total">3</span></body></html>`;

export async function openBarePage(page: Page): Promise<Locator> {
  await page.setContent(BARE_PAGE);
  await page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('#price')!;
    const total = document.querySelector('#total')!;
    input.addEventListener('input', () => {
      total.textContent = input.value;
    });
  });
  return page.locator('#price');
}

export async function focusAtEnd(field: Locator): Promise<void> {
  await field.click();
  await field.press('End');
}
