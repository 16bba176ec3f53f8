// Keyboard-only helpers (issue 18 item 7 "the wizard and dialogs are usable with the keyboard alone"):
// what has the focus, whether it shows a focus ring, and Tab walks that fail when the focus falls to
// the page body on the way. Locators here only look; every move is a key press.
import assert from 'node:assert/strict';
import type { Locator, Page } from 'playwright-core';

export interface Focused {
  /** Nothing has the focus: the page body (or no element) is the active element. */
  lost: boolean;
  /** "button «Далі»", "input#… «Країна відправлення»": for messages. */
  text: string;
  /** The role="dialog" the focus is in, by its title, or null outside any dialog. */
  dialog: string | null;
}

/** The element that has the focus now, described for assertions and messages. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body || element === document.documentElement)
      return { lost: true, text: 'the page body', dialog: null };
    // (No helper functions in here: tsx names them with a __name the page does not have.)
    const labelledBy = element.getAttribute('aria-labelledby');
    const labels = (element as HTMLInputElement).labels;
    const name = (
      element.getAttribute('aria-label') ??
      (labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      labels?.[0]?.textContent ??
      element.textContent ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 50);
    const dialog = element.closest('[role="dialog"]');
    const titleId = dialog?.getAttribute('aria-labelledby');
    const title = titleId ? (document.getElementById(titleId)?.textContent ?? '').trim() : '';
    return {
      lost: false,
      text: `${element.tagName.toLowerCase()}${element.getAttribute('type') ? `[${element.getAttribute('type')}]` : ''} «${name}»`,
      dialog: dialog ? title : null,
    };
  });
}

/** Whether `target` has the focus now. */
export function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement);
}

/**
 * The focused control shows where the focus is: a computed outline or a box shadow (the fields' ring)
 * that is not 'none'. Waits a little, as the fields' ring fades in with a transition. Controls only
 * (buttons, fields, links, radios, checkboxes); a focused heading or dialog box is not asked for one.
 */
export async function assertFocusRing(page: Page, where: string): Promise<void> {
  const visible = () =>
    page.evaluate(() => {
      const element = document.activeElement;
      if (!element || !element.matches('button, input, select, textarea, a[href], [role="tab"]')) return true;
      const style = getComputedStyle(element);
      const outline =
        style.outlineStyle !== 'none' &&
        parseFloat(style.outlineWidth) > 0 &&
        style.outlineColor !== 'transparent';
      const shadow =
        style.boxShadow !== 'none' && !/^rgba\(0, 0, 0, 0\) 0px 0px 0px 0px$/.test(style.boxShadow);
      return outline || shadow;
    });
  const deadline = Date.now() + 1500;
  while (!(await visible())) {
    if (Date.now() > deadline) {
      const now = await focused(page);
      assert.fail(`${where}: the focused ${now.text} shows no focus ring (outline and box-shadow are none)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Waits (a short while) for the focus to be somewhere other than the page body; fails if it is lost. */
export async function assertFocusKept(page: Page, where: string, timeoutMs = 2000): Promise<Focused> {
  const deadline = Date.now() + timeoutMs;
  let now = await focused(page);
  while (now.lost && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    now = await focused(page);
  }
  assert.ok(!now.lost, `${where}: the focus fell to the page body`);
  return now;
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times. Every stop on the way
 * must keep the focus on an element (never the page body) and show a focus ring. Answers the number
 * of presses; fails naming the stops when the target is not reached.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  {
    backwards = false,
    max = 40,
    where = 'tabbing',
  }: { backwards?: boolean; max?: number; where?: string } = {},
): Promise<number> {
  await target.waitFor({ state: 'attached' });
  const stops: string[] = [];
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    stops.push(now.text);
    assert.ok(!now.lost, `${where}: the focus fell to the page body after ${stops.join(' → ')}`);
    await assertFocusRing(page, where);
    if (await hasFocus(target)) return presses;
  }
  return assert.fail(
    `${where}: not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}: ${stops.join(' → ')}`,
  );
}

/**
 * The open combobox highlights (aria-activedescendant) an option whose text matches `option`: the
 * arrows move the highlight until it does (at most `max` presses; answers how many it took). Waits
 * for the options first, and with `filteredBy` until every option shown matches it (a search answers
 * after its debounce; the list of before would take the arrows meanwhile).
 */
export async function arrowToOption(
  page: Page,
  combobox: Locator,
  option: RegExp,
  {
    max = 15,
    key = 'ArrowDown',
    filteredBy,
  }: { max?: number; key?: 'ArrowDown' | 'ArrowUp'; filteredBy?: RegExp } = {},
): Promise<number> {
  const highlighted = () =>
    combobox.evaluate((input) => {
      const id = input.getAttribute('aria-activedescendant');
      return id ? (document.getElementById(id)?.textContent ?? '') : '';
    });
  await page.getByRole('option', { name: option }).first().waitFor();
  if (filteredBy) {
    const list = page.locator(`[id="${await combobox.getAttribute('aria-controls')}"]`);
    const deadline = Date.now() + 10_000;
    let texts = await list.getByRole('option').allTextContents();
    while (!(texts.length > 0 && texts.every((text) => filteredBy.test(text)))) {
      assert.ok(Date.now() < deadline, `the options are not filtered by ${filteredBy}: ${texts.join(', ')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
      texts = await list.getByRole('option').allTextContents();
    }
  }
  const seen: string[] = [];
  for (let presses = 0; presses <= max; presses++) {
    const text = await highlighted();
    if (option.test(text)) return presses;
    seen.push(text || '(none)');
    await page.keyboard.press(key);
  }
  return assert.fail(`no option ${option} highlighted with ${key}: ${seen.join(' → ')}`);
}
