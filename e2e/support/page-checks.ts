// Checks every page must pass at every width (issue 18 items 1 and 7): no sideways scrolling, no word
// broken in the middle, nothing the customer uses hidden under the floating help button, and no
// serious or critical accessibility fault (axe-core). Each check adds readable lines to `problems`, so
// one page's fault does not hide the next page's; the journey asserts the list is empty at the end.
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

export { noHorizontalOverflow } from './forwarding.js';

/**
 * Words split across two lines without a hyphen ("Німеччин|а", "PS-|000003"). Each word of the visible
 * text is measured with a Range: a word on two lines has boxes at two heights. Long unbreakable
 * tokens (e-mail addresses, links, warehouse codes over 24 characters) may wrap where they must.
 */
export async function noMidWordBreaks(page: Page, problems: string[], where: string): Promise<void> {
  const broken = await page.evaluate(() => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      const parent = node.parentElement;
      if (!parent || text.trim().length < 4) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Screen-reader-only text is clipped to 1 px on purpose.
      if (parent.closest('.sr-only, .visually-hidden, [aria-hidden="true"], script, style, noscript'))
        continue;
      for (const match of text.matchAll(/\S{4,}/g)) {
        const word = match[0];
        if (word.length > 24 || /[@/]/.test(word)) continue;
        // A compound word may wrap after its hyphen ("Смарт-|годинник"), so its parts are measured one
        // by one; a code may not ("PS-|000003"), so it is measured whole.
        const compound = /^[\p{L}]+(-[\p{L}]+)+[.,:;!?»)]*$/u.test(word);
        const parts = compound
          ? Array.from(word.matchAll(/[^-]+-?/g))
          : [Object.assign([word], { index: 0 })];
        for (const part of parts) {
          const from = match.index + (part.index ?? 0);
          range.setStart(node, from);
          range.setEnd(node, from + (part[0] ?? '').length);
          const boxes = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
          const tops = new Set(boxes.map((r) => Math.round(r.top)));
          if (tops.size > 1 && !word.includes('\u00ad'))
            out.push(
              `${word} (in ${parent.tagName.toLowerCase()}.${String(parent.className).split(' ')[0]})`,
            );
        }
      }
    }
    return [...new Set(out)].slice(0, 8);
  });
  if (broken.length > 0) problems.push(`${where}: words broken mid-way: ${broken.join(', ')}`);
}

/**
 * The help button floats over the page. Scrolled to the very end (where nothing can move out from
 * under it any more), no field, button or link may lie beneath it.
 */
export async function helpButtonCoversNothing(page: Page, problems: string[], where: string): Promise<void> {
  const covered = await page.evaluate(async () => {
    const help = document.querySelector('.help-widget__button');
    if (!help) return [];
    // To the very end, and again while the page still grows (a list, a form or a widget arriving
    // late): measured only once the height has held still for 300 ms with the view at the bottom,
    // since half-way down a footer link may pass under the button and the customer scrolls on.
    const root = document.documentElement;
    let stableSince = 0;
    let lastHeight = -1;
    for (let i = 0; i < 100; i++) {
      window.scrollTo(0, root.scrollHeight);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const atEnd = window.scrollY + window.innerHeight >= root.scrollHeight - 1;
      if (root.scrollHeight !== lastHeight || !atEnd) {
        lastHeight = root.scrollHeight;
        stableSince = performance.now();
      } else if (performance.now() - stableSince >= 300) break;
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const h = help.getBoundingClientRect();
    const out: string[] = [];
    for (const el of Array.from(
      document.querySelectorAll('input, textarea, select, button, a[href], [role=combobox]'),
    )) {
      if (el === help || help.contains(el) || el.closest('.help-widget, [data-overlay]')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden') continue;
      const overlapX = Math.min(r.right, h.right) - Math.max(r.left, h.left);
      const overlapY = Math.min(r.bottom, h.bottom) - Math.max(r.top, h.top);
      if (overlapX > 2 && overlapY > 2) {
        // Only what is really beneath it: the topmost element at the overlap's centre is the button.
        const x = (Math.max(r.left, h.left) + Math.min(r.right, h.right)) / 2;
        const y = (Math.max(r.top, h.top) + Math.min(r.bottom, h.bottom)) / 2;
        const top = document.elementFromPoint(x, y);
        if (top && (top === help || help.contains(top))) {
          const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30);
          out.push(`${el.tagName.toLowerCase()} "${name}"`);
        }
      }
    }
    window.scrollTo(0, 0);
    return out.slice(0, 5);
  });
  if (covered.length > 0) problems.push(`${where}: under the help button: ${covered.join(', ')}`);
}

/** axe-core with the WCAG 2.1 A and AA rules: a serious or critical violation is a problem. */
export async function noSeriousAxeViolations(page: Page, problems: string[], where: string): Promise<void> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  for (const violation of result.violations) {
    if (violation.impact !== 'serious' && violation.impact !== 'critical') continue;
    const targets = violation.nodes
      .slice(0, 3)
      .map((n) => n.target.join(' '))
      .join(' | ');
    problems.push(`${where}: axe ${violation.impact} ${violation.id} (${violation.help}): ${targets}`);
  }
}
