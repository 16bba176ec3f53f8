// Issue 18 item 6, the findings a customer meets on the page of a parcel from Europe, walked at 390
// and 1440 px: "'Drag files here' is the text on a phone", "a bank document uploaded under 'bank
// documents' is listed as 'other'", "'Documents' heading twice", "a parcel from Germany 'is getting
// ready for the flight' although Europe goes by road", "the parcel page's timeline dots have no line
// between them". The parcel is declared through the API (the wizard has its own journeys) and moved
// by the warehouse through the console's API; the customer only looks.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Page } from 'playwright-core';
import { screenshot, VIEWPORTS } from '../support/browser.js';
import {
  acceptCookies,
  asNewCustomer,
  type CustomerApi,
  hydrated,
  newTrackNumber,
  noHorizontalOverflow,
  plainText,
} from '../support/forwarding.js';
import { declareWithDocumentsThroughApi } from '../support/forwarding-wizard.js';
import { setUpStage } from '../support/journey.js';

const stage = setUpStage();

const BANK_FILE = 'bank-order.pdf';

/** A completed 200 EUR declaration from Germany with an invoice, a bank order and the passport. */
async function declareGermanParcel(api: CustomerApi, track: string): Promise<string> {
  const { id } = await declareWithDocumentsThroughApi(api, {
    country: 'DE',
    companyName: 'Zalando',
    track,
    item: { categoryId: 2, name: 'Winter jacket', amount: '200.00', currency: 'EUR' },
    files: [
      { name: 'invoice.pdf', type: 'default' },
      { name: BANK_FILE, type: 'bank_statement' },
    ],
  });
  return id;
}

/** The warehouse's side through the console's API: receive by track number, then dispatch. */
async function receiveAndDispatch(track: string, id: string): Promise<void> {
  const base = `${stage.server.url}/api`;
  const signIn = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'operator@posylka.test', password: 'Posylka-operator-2026' }),
  });
  assert.equal(signIn.status, 200, `operator sign-in: ${await signIn.clone().text()}`);
  const { token } = (await signIn.json()) as { token: string };
  const post = async (path: string, body: unknown) => {
    const answer = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await answer.text();
    assert.equal(answer.status, 200, `${path}: ${text}`);
    return JSON.parse(text) as { parcel?: { state: string }; state?: string };
  };
  const received = await post('/admin/parcels/receive', {
    trackNo: track,
    weightKg: '1.25',
    lengthCm: '30',
    widthCm: '20',
    heightCm: '10',
  });
  assert.equal(received.parcel?.state, 'at_warehouse');
  const dispatched = await post(`/admin/parcels/${id}/events`, { event: 'dispatch' });
  assert.equal(dispatched.state, 'dispatched');
}

/** How each step of the status line draws its joins to the neighbouring dots. */
async function timelineJoins(page: Page) {
  return page.locator('.fw-show-timeline__step').evaluateAll((steps) =>
    steps.map((step) => {
      const join = (which: '::before' | '::after') => {
        const style = getComputedStyle(step, which);
        const width = parseFloat(style.width) || 0;
        const height = parseFloat(style.height) || 0;
        const painted = style.backgroundColor !== 'rgba(0, 0, 0, 0)' && style.backgroundColor !== '';
        return {
          drawn: style.display !== 'none' && style.content !== 'none' && width * height > 0 && painted,
          colour: style.backgroundColor,
        };
      };
      return {
        done: step.classList.contains('fw-show-timeline__step--done'),
        before: join('::before'),
        after: join('::after'),
        dot: getComputedStyle(step.querySelector('.fw-show-timeline__dot')!).backgroundColor,
      };
    }),
  );
}

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test(`a parcel from Germany (${viewport.width} px, ${name}): upload words for the device, one Documents heading, a bank order named so, by road, a line between the dots`, async () => {
    await asNewCustomer(stage, { viewport, tag: 'findings-europe' }, async ({ page, errors, api }) => {
      const layout: string[] = [];
      const track = newTrackNumber('EU');
      const id = await declareGermanParcel(api, track);

      // Declared: the documents can still be added on the parcel page.
      await page.goto(`/forwarding/show/${id}`);
      await hydrated(page);
      await acceptCookies(page);
      const documents = page.locator('section.fw-show-docs');
      // "'Documents' heading twice": the section's heading, and no second one from its blocks.
      assert.equal(await page.getByRole('heading', { name: 'Документи', exact: true }).count(), 1);
      await documents.getByText(BANK_FILE).first().waitFor();
      // "'Drag files here' is the text on a phone": a phone is asked to tap (no mouse, under 600 px).
      const drag = documents.getByText('Перетягніть файли сюди або натисніть, щоб вибрати').first();
      const tap = documents.getByText('Натисніть, щоб вибрати файли або сфотографувати документ').first();
      const onPhone = viewport.width < 600;
      assert.equal(await drag.isVisible(), !onPhone, 'drag-and-drop words only with a mouse and room');
      assert.equal(await tap.isVisible(), onPhone, 'tap words on a phone');
      await noHorizontalOverflow(page, layout, 'europe-declared');
      await screenshot(page, 'findings-europe-declared');

      await receiveAndDispatch(track, id);
      await page.reload();
      await hydrated(page);
      await page.getByText('Посилку відправлено').first().waitFor();
      const main = await plainText(page.locator('main'));
      // "a parcel from Germany 'is getting ready for the flight' although Europe goes by road"
      assert.ok(
        main.includes('Посилка залишила склад і готується до відправлення в Україну автомобілем.'),
        'by road from Germany',
      );
      assert.ok(!main.includes('готується до перельоту'), 'no flight from Germany');
      // "a bank document uploaded under 'bank documents' is listed as 'other'": once the parcel has
      // left, the files are listed with their kind.
      const listed = await plainText(documents.locator('.fw-show-docs__files'));
      assert.match(listed, new RegExp(`${BANK_FILE.replace('.', '\\.')} · банківське платіжне доручення`));
      assert.match(listed, /invoice\.pdf · інвойс/);
      assert.ok(!listed.includes('інший документ'), `nothing listed as "other": ${listed}`);
      assert.equal(await page.getByRole('heading', { name: 'Документи', exact: true }).count(), 1);

      // "the parcel page's timeline dots have no line between them": every dot is joined to the
      // next, and the joins the parcel has passed are green like its dots.
      const steps = await timelineJoins(page);
      assert.ok(steps.length >= 3, `the status line has its steps: ${steps.length}`);
      steps.slice(0, -1).forEach((step, index) => {
        assert.ok(step.after.drawn, `a line leaves dot ${index + 1}`);
      });
      if (viewport.width < 900) {
        // One under the other: each step also draws the line from the gap above down to its dot.
        steps.slice(1).forEach((step, index) => {
          assert.ok(step.before.drawn, `a line reaches dot ${index + 2}`);
        });
      }
      const passed = steps.filter((step) => step.done);
      assert.ok(passed.length >= 2, 'declared and received are behind the parcel');
      assert.equal(passed[0]!.after.colour, passed[0]!.dot, 'a passed join is green like its dot');
      await noHorizontalOverflow(page, layout, 'europe-dispatched');
      await screenshot(page, 'findings-europe-dispatched');
      assert.deepEqual(layout, [], 'no sideways scrolling');
      assert.deepEqual(errors, []);
    });
  });
}
