// Journey of issue #7 (part B): the home page's slider, ticker and sliders at 1440 and 390 px; the
// cookie notice accepted once and gone after a reload; the once-a-day banners; a language switch that
// keeps the page; the buy-out promo; notification posts; sitemap.xml and robots.txt.
import assert from 'node:assert/strict';
import { test } from '@playwright/test';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot } from '../support/browser.js';
import { hydrated, newCustomer } from '../support/forwarding.js';
import { startServer, type RunningServer } from '../support/server.js';

let server: RunningServer;
let browser: Browser;

test.beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

test.afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function openPage(
  viewport: { width: number; height: number },
  locale = 'uk-UA',
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, baseURL: server.url, locale });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors };
}

test.describe('home journey', () => {
  test('slider, ticker and sliders; cookies accepted once; language switch keeps the page (1440 px)', async () => {
    const { page, errors } = await openPage(VIEWPORTS.desktop);
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Акції та новини' });
    await slider.waitFor();
    assert.equal(await page.getByTestId('banner-slide').count(), 3);
    assert.ok(await page.locator('.banner-slide--active').isVisible(), 'the first slide is visible');
    assert.ok(
      await slider.getByRole('button', { name: 'Наступний слайд' }).isVisible(),
      'arrows above 1080 px',
    );
    assert.ok(await page.getByTestId('ticker-item').first().isVisible(), 'the ticker shows its first item');
    assert.ok(await page.getByRole('heading', { name: 'Скільки ви заощадите' }).isVisible());
    assert.ok(await page.getByRole('heading', { name: 'Корисні статті' }).isVisible());
    // The monthly promotion counts down in days, hours, minutes and seconds.
    await page.getByTestId('countdown').first().waitFor();
    assert.match(
      (await page.getByTestId('countdown').first().textContent()) ?? '',
      /\d+ (день|дні|днів|дня).*год.*хв.*с/,
    );

    // The arrow moves to the next slide; the visitor's click rule sends a visitor to /register.
    await slider.getByRole('button', { name: 'Наступний слайд' }).click();
    assert.equal(await page.locator('.banner-slide--active a').getAttribute('href'), '/buyout/checkout');

    const consent = page.getByTestId('cookie-consent');
    await consent.waitFor();
    await screenshot(page, 'home-cookie-notice');
    await page.getByRole('button', { name: 'Зрозуміло, приймаю' }).click();
    await consent.waitFor({ state: 'detached' });
    const cookie = (await page.context().cookies()).find((c) => c.name === 'cookieConsent');
    assert.ok(cookie, 'the consent cookie is set');
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    assert.ok(days > 364 && days <= 365, `the consent lasts a year (${days.toFixed(1)} days)`);

    // After a reload the notice stays away; the registration banner shows once (visitor, per 24 h).
    await page.reload();
    await slider.waitFor();
    await page.getByTestId('registration-banner').waitFor();
    assert.equal(await consent.count(), 0);
    await screenshot(page, 'home-registration-banner');
    await page.getByRole('button', { name: 'Закрити' }).click();
    await page.reload();
    await slider.waitFor();
    await page.waitForTimeout(300);
    assert.equal(await page.getByTestId('registration-banner').count(), 0, 'not again within 24 h');
    assert.equal(await consent.count(), 0);

    // Language switch keeps the page: the home page in English, with its slider and texts.
    await page.locator('.lang-switcher button').click();
    await page.getByRole('banner').getByRole('link', { name: 'English', exact: true }).click();
    await page.waitForURL(/\/en$/);
    await page.getByRole('region', { name: 'Offers and news' }).waitFor();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    assert.ok(await page.getByRole('heading', { name: 'How much you save' }).isVisible());
    assert.match(
      (await page.locator('.banner-slide--active .banner-slide__caption').textContent()) ?? '',
      /warehouse address in the US/,
    );
    assert.equal(await consent.count(), 0, 'the consent holds in every language');
    await screenshot(page, 'home-en');

    // Scrolling past 40% opens the buy-out promo once.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight * 0.6));
    const promo = page.getByRole('dialog', { name: 'We buy in the US for you' });
    await promo.waitFor();
    await screenshot(page, 'home-buyout-promo');
    await page.getByRole('button', { name: 'Later' }).click();
    await promo.waitFor({ state: 'detached' });
    assert.deepEqual(errors, []);
  });

  test('home at 390 px: one slide without arrows, three compare cards per view, no sideways scroll, shop names, flags, the notice fits', async () => {
    const { page, errors } = await openPage(VIEWPORTS.mobile);
    await page.goto('/');
    const slider = page.getByRole('region', { name: 'Акції та новини' });
    await slider.waitFor();
    assert.equal(await slider.getByRole('button', { name: 'Наступний слайд' }).isVisible(), false);
    const src = await page
      .locator('.banner-slide--active img')
      .evaluate((img) => (img as HTMLImageElement).currentSrc);
    assert.match(src, /mobile\.svg$/, 'the mobile picture below 1080 px');
    const track = page.getByRole('list', { name: 'Скільки ви заощадите' });
    const [trackBox, cardBox] = await Promise.all([
      track.boundingBox(),
      track.locator('li').first().boundingBox(),
    ]);
    assert.ok(trackBox && cardBox);
    assert.ok(
      cardBox.width < trackBox.width / 2.5 && cardBox.width > trackBox.width / 4,
      'three cards per view',
    );
    await page.getByTestId('cookie-consent').waitFor();
    // Issue 18: nothing scrolls sideways, so the fixed cookie notice and help button stay on screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no horizontal scroll at 390 px (${overflow} px too wide)`);
    for (const fixed of [page.getByTestId('cookie-consent'), page.locator('.help-widget__button')]) {
      const box = await fixed.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 390, 'the notice and the help button fit');
    }
    // Shop tiles show the name under the logo, cut with an ellipsis inside the tile when long.
    const tile = page.locator('.shop-tile').filter({ hasText: 'AliExpress' });
    const caption = tile.locator('.shop-tile__title');
    assert.ok(await caption.isVisible(), 'the shop name is visible at 390 px');
    const [tileBox, captionBox, style] = await Promise.all([
      tile.boundingBox(),
      caption.boundingBox(),
      caption.evaluate((el) => {
        const cs = getComputedStyle(el);
        return { textOverflow: cs.textOverflow, whiteSpace: cs.whiteSpace };
      }),
    ]);
    assert.ok(tileBox && captionBox && captionBox.width <= tileBox.width, 'the name stays inside its tile');
    assert.deepEqual(style, { textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
    // Country flags are SVG images, not emoji.
    assert.ok((await page.locator('.countries img.country-flag').count()) > 0, 'the countries show flags');
    await screenshot(page, 'home-mobile-cookie-notice');
    await page.getByRole('button', { name: 'Зрозуміло, приймаю' }).click();
    await page.getByTestId('cookie-consent').waitFor({ state: 'detached' });
    await screenshot(page, 'home-mobile');
    assert.deepEqual(errors, []);
  });

  test('the language banner offers the browser’s language once a day', async () => {
    const { page } = await openPage(VIEWPORTS.desktop, 'en-US');
    await page.context().addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.url }]);
    await page.goto('/');
    const banner = page.getByTestId('language-banner');
    await banner.waitFor();
    assert.match((await banner.textContent()) ?? '', /English/);
    await banner.getByRole('link').click();
    await page.waitForURL(/\/en$/);
    await page.goto('/');
    await page.getByRole('region', { name: 'Акції та новини' }).waitFor();
    await page.waitForTimeout(300);
    assert.equal(await banner.count(), 0);
  });

  test('notification posts: English for Romanian pages, Ukrainian at home', async () => {
    const { page, errors } = await openPage(VIEWPORTS.mobile);
    await page.context().addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.url }]);
    await page.goto('/notifications');
    await page.getByRole('heading', { name: 'Склад у Китаї: перерва на Новий рік' }).waitFor();
    assert.equal(await page.title(), 'Новини та оголошення — Posylka');
    await page.goto('/ro/notifications');
    await page.getByRole('heading', { name: 'China warehouse: New Year break' }).waitFor();
    assert.ok(await page.getByText('publicate în ucraineană, rusă și engleză').isVisible());
    await screenshot(page, 'notifications-ro');
    assert.deepEqual(errors, []);
  });

  for (const viewport of [VIEWPORTS.desktop, VIEWPORTS.mobile]) {
    test(`how-to-order carousel: tabs by keyboard, step cards per view (${viewport.width} px)`, async () => {
      const { page, errors } = await openPage(viewport);
      await page.context().addCookies([{ name: 'cookieConsent', value: 'accepted', url: server.url }]);
      await page.goto('/');
      const section = page.getByTestId('how-to-order');
      await section.scrollIntoViewIfNeeded();
      const forwarding = section.getByRole('tab', { name: 'Пересилання' });
      assert.equal(await forwarding.getAttribute('aria-selected'), 'true');
      assert.ok(await section.getByRole('heading', { name: 'Зареєструйтеся' }).isVisible());
      // 3 cards fit at 1440 px, 1 at 390 px: the fourth step is out of view until scrolled to.
      const third = section.getByRole('heading', { name: 'Купуйте в магазині' });
      assert.equal(await third.isVisible(), true);
      await screenshot(page, 'home-how-to-forwarding');
      const box = await third.boundingBox();
      assert.ok(box, 'the third card is laid out');
      assert.equal(
        box.x + box.width <= viewport.width,
        viewport.width > 600,
        'third card on screen only on desktop',
      );
      await forwarding.focus();
      await page.keyboard.press('ArrowRight');
      const buyout = section.getByRole('tab', { name: 'Викуп товарів' });
      assert.equal(await buyout.getAttribute('aria-selected'), 'true');
      assert.ok(await section.getByRole('heading', { name: 'Надішліть посилання' }).isVisible());
      await screenshot(page, 'home-how-to-buyout');
      assert.deepEqual(errors, []);
    });
  }

  test('sitemap.xml and robots.txt answer for crawlers', async () => {
    const { page } = await openPage(VIEWPORTS.desktop);
    const sitemap = await page.request.get('/sitemap.xml');
    assert.equal(sitemap.status(), 200);
    assert.match(sitemap.headers()['content-type'] ?? '', /application\/xml/);
    const xml = await sitemap.text();
    assert.ok(xml.includes(`<loc>${server.url}/en/catalog</loc>`));
    assert.ok(xml.includes('hreflang="ro-RO"'));
    const robots = await page.request.get('/robots.txt');
    assert.equal(robots.status(), 200);
    const text = await robots.text();
    for (const line of ['Disallow: /api', 'Disallow: /dev']) assert.ok(text.split('\n').includes(line), line);
    // The cabinet is open to crawlers: what they get there is the login redirect, marked noindex.
    assert.ok(!text.includes('Disallow: /orders'));
    const cabinet = await page.request.get('/en/orders', { maxRedirects: 0 });
    assert.equal(cabinet.status(), 302);
    assert.equal(cabinet.headers()['location'], '/en/login?next=%2Fen%2Forders');
    assert.equal(cabinet.headers()['x-robots-tag'], 'noindex');
    assert.ok(text.includes(`Sitemap: ${server.url}/sitemap.xml`));
    // Every page in the sitemap answers 200 with a canonical link and hreflang alternates.
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((m) => m[1]!)
      .filter((l) => !l.includes('/ro/') && !l.includes('/eng'));
    for (const loc of locs) {
      const res = await page.request.get(loc);
      assert.equal(res.status(), 200, loc);
      const html = await res.text();
      assert.ok(html.includes('rel="canonical"'), `${loc} has a canonical link`);
      assert.ok(
        html.includes('hrefLang="x-default"') || html.includes('hreflang="x-default"'),
        `${loc} has hreflang`,
      );
      assert.match(html, /<meta name="description" content="[^"]+"/, `${loc} has a description`);
    }
  });

  test("page weight: the stylesheet first, public pages without the cabinet's texts, which come on the way in", async () => {
    // Issue 18 item 8 (page speed on a phone): the first HTML names its stylesheet in a Link header;
    // a public page carries the public namespaces only; scripts are asked for after the first frame
    // and go out as the build's brotli files.
    const { page } = await openPage(VIEWPORTS.mobile);
    const home = await page.request.get('/');
    assert.match(home.headers()['link'] ?? '', /^<\/assets\/[\w-]+\.css>; rel=preload; as=style$/);
    const html = await home.text();
    assert.ok(html.includes('Скільки ви заощадите'), 'the page itself is there');
    for (const ns of ['forwardingShow', 'buyoutCheckout', 'notificationSettings'])
      assert.ok(!html.includes(ns), `the home page carries no ${ns} texts`);
    assert.ok(!html.includes('rel="preload" as="image"'), 'no image preloads ahead of the stylesheet');
    // The scripts are asked for after the first frame (decision 029): the HTML holds no script
    // preload and no module script, only the loader that names them.
    assert.deepEqual(
      html.match(/<link rel="modulepreload"[^>]*>/g) ?? [],
      [],
      'no script preload in the HTML',
    );
    assert.ok(!/<script[^>]*type="module"/.test(html), 'no module script in the HTML');
    // React's chunk, the largest (files under 1 KB are not worth compressing ahead).
    const script = /"(\/assets\/react-[\w-]+\.js)"/.exec(html)?.[1];
    assert.ok(script, "the loader names the page's React chunk");
    await page.goto('/');
    await hydrated(page);
    const added = await page.locator('head link[rel=modulepreload]').count();
    assert.ok(added > 5, `after the first frame the loader preloads the page's scripts (${added})`);
    const sent = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(sent.headers.get('content-encoding'), 'br');
    await page.context().close();

    // A signed-in customer opens home, then goes to their orders without a reload: the orders
    // page reads in Ukrainian (its texts came with the move), not as bare keys.
    const customer = await newCustomer(browser, server.url, VIEWPORTS.desktop, 'page-weight');
    try {
      await customer.page.goto('/');
      await customer.page.getByRole('heading', { name: 'Скільки ви заощадите' }).waitFor();
      await customer.page.waitForFunction(() =>
        Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__reactFiber')),
      );
      await customer.page.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await customer.page.locator('footer').getByRole('link', { name: 'Мої замовлення' }).click();
      await customer.page.waitForURL('**/orders');
      await hydrated(customer.page);
      await customer.page.getByRole('heading', { name: 'Тут поки порожньо' }).waitFor();
      assert.ok(
        await customer.page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true),
        'moved in the browser, no reload',
      );
      assert.ok(!(await customer.page.locator('main').innerText()).includes('empty.'), 'no bare text keys');
      assert.deepEqual(customer.errors, []);
    } finally {
      await customer.close();
    }
  });
});
