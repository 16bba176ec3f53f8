// Journey of issue 13 item 10 "Profile": a new customer opens /profile from the user menu, sees the
// Latin-name rule as they type, saves their names with the keyboard, and finds the Latin name in the
// warehouse address abroad instead of the e-mail's local part; at 390 and 1440 px, no horizontal
// scroll; screenshots kept as test artifacts (e2e/test-results/screenshots).
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { VIEWPORTS, screenshot } from '../support/browser.js';
import { asNewCustomer } from '../support/forwarding.js';
import { setUpStage } from '../support/journey.js';

const stage = setUpStage();

const LATIN_RULE = 'Латиницею, як у закордонному паспорті';

/** React has attached its handlers to the form (typing before that would be lost on hydration). */
async function hydrated(page: Page, selector: string) {
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
  }, selector);
}

async function noHorizontalScroll(page: Page, what: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `${what}: page wider than the viewport by ${overflow}px`);
}

for (const [size, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`profile at ${viewport.width} px`, () => {
    test('set the Latin name on /profile and see it in the warehouse address abroad', async () => {
      await asNewCustomer(stage, { viewport, tag: `profile-${size}` }, async ({ page, errors, api }) => {
        const me = await api.call<{ customerCode: string; email: string }>('GET', '/personal/me');
        const { customerCode, email } = me.body;
        const local = email.split('@')[0]!;

        // Before: the warehouse address carries the e-mail's local part and asks for a name.
        await page.goto('/profile/addresses/my-address');
        await page.getByText(local, { exact: true }).first().waitFor();
        await page.getByText(`Suite ${customerCode}`).first().waitFor();
        await hydrated(page, '.user-menu__button');
        // Accept the cookie notice so it covers neither clicks nor screenshots; it is server-rendered,
        // so the click counts only once React has hydrated it.
        await hydrated(page, '.cookie-consent button');
        await page.locator('.cookie-consent button').click();
        await page.locator('.cookie-consent').waitFor({ state: 'detached' });

        // The profile is in the user menu with the other cabinet links; the notice leads there too.
        await page.locator('.user-menu__button').click();
        await page.getByRole('link', { name: 'Мій профіль' }).click();
        await page.waitForURL('**/profile');
        await page.getByRole('heading', { level: 1, name: 'Мій профіль' }).waitFor();
        await page.locator('.profile-contacts__email', { hasText: email }).waitFor();
        await page.getByRole('heading', { name: 'Ваш телефон' }).waitFor();
        await hydrated(page, 'form.profile-names');

        // Instant validation with the domain's rule: Cyrillic in the Latin field is refused as typed.
        const first = page.getByRole('textbox', { name: 'Ім’я латиницею' });
        await first.fill('Олена');
        await page.getByText(LATIN_RULE).waitFor();
        assert.equal(await first.getAttribute('aria-invalid'), 'true');
        await first.fill('Olena');
        await page.getByText(LATIN_RULE).waitFor({ state: 'detached' });

        // Keyboard only from here: Tab to the last name, type, and save with Enter.
        await first.focus();
        await page.keyboard.press('Tab');
        await page.keyboard.type("O'Brien-Smith");
        await page.getByText(`В адресі складу: Olena O'Brien-Smith ${customerCode}`).waitFor();
        await page.getByRole('textbox', { name: 'Прізвище', exact: true }).fill('Коваленко');
        await page.getByRole('textbox', { name: 'Ім’я', exact: true }).fill('Олена');
        await page.keyboard.press('Enter');
        await page.getByRole('status').filter({ hasText: 'Профіль збережено' }).waitFor();
        await screenshot(page, 'profile-saved');
        await noHorizontalScroll(page, '/profile');

        const saved = await api.call<Record<string, unknown>>('GET', '/personal/me');
        assert.deepEqual(
          {
            firstName: saved.body.firstName,
            lastName: saved.body.lastName,
            firstNameCyr: saved.body.firstNameCyr,
            lastNameCyr: saved.body.lastNameCyr,
          },
          { firstName: 'Olena', lastName: "O'Brien-Smith", firstNameCyr: 'Олена', lastNameCyr: 'Коваленко' },
        );

        // After: the Latin name is the warehouse line, and the missing-name notice is gone.
        await page.goto('/profile/addresses/my-address');
        await page.getByText("Olena O'Brien-Smith", { exact: true }).first().waitFor();
        assert.equal(await page.getByText('У профілі ще немає вашого імені').count(), 0);
        await noHorizontalScroll(page, 'my address');

        // The page in another language keeps the saved names.
        await page.goto('/en/profile');
        await page.getByRole('heading', { level: 1, name: 'My profile' }).waitFor();
        // The form takes the saved names once the page has its data (hydration on a slow machine):
        // wait for the value rather than reading it once.
        const lastLatin = page.getByRole('textbox', { name: 'Last name in Latin letters' });
        let value = '';
        for (let tries = 0; tries < 100 && value !== "O'Brien-Smith"; tries++) {
          value = await lastLatin.inputValue();
          if (value !== "O'Brien-Smith") await page.waitForTimeout(100);
        }
        assert.equal(value, "O'Brien-Smith");
        await screenshot(page, 'profile-en');
        await noHorizontalScroll(page, '/en/profile');

        assert.deepEqual(errors, [], 'no script errors on the pages');
      });
    });
  });
}
