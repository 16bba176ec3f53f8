// The sandbox hosted payment page speaks the language of the page that started the payment: the
// checkout URL carries it (?locale=, none for uk), the page, its form and the redirect back keep it.
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuyoutOrder, BuyoutPayment } from '@posylka/contract';
import { appForFile } from '../../../test/customers.js';
import { readyDraft } from '../../../test/buyout-drafts.js';

const {
  t,
  call,
  'page-locale': alice,
} = appForFile({
  env: { PAYMENT_SANDBOX_SECRET: 'sandbox-secret-for-tests-0123456789abcdef' },
  customers: ['page-locale'],
});
let order: BuyoutOrder;

beforeAll(async () => {
  order = await readyDraft(t, alice);
  const res = await call(alice, 'POST', `/buyout/${order.id}/checkout`);
  if (res.statusCode !== 200) throw new Error(res.body);
});

/** A payment started from a web page in `locale` (the web client sends it as x-locale). */
async function paymentUrl(locale: string): Promise<string> {
  const res = await call(alice, 'GET', `/buyout/${order.id}/payment`, undefined, locale);
  expect(res.statusCode).toBe(200);
  return (res.json() as BuyoutPayment).url;
}

/** The page as a browser opens it: no x-locale, and a browser language unlike the page's. */
const open = (url: string) =>
  t.app.inject({ method: 'GET', url, headers: { 'accept-language': 'de-DE,en;q=0.8' } });

const formAction = (html: string) => /action="([^"]+)"/.exec(html)![1]!.replaceAll('&amp;', '&');

const decide = (action: string, decision: 'pay' | 'decline') =>
  t.app.inject({
    method: 'POST',
    url: action,
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'de-DE,en;q=0.8' },
    payload: `decision=${decision}`,
  });

describe('sandbox payment page language', () => {
  it.each([
    ['uk', '', 'uk', 'Тестова оплата', 'Сплатити', 'Відхилити', '121,00\u00a0$'],
    ['ru', '?locale=ru', 'ru', 'Тестовая оплата', 'Оплатить', 'Отклонить', '121,00\u00a0$'],
    ['en', '?locale=en', 'en', 'Test payment', 'Pay', 'Decline', '$121.00'],
    ['ro', '?locale=ro', 'ro', 'Plată de test', 'Plătește', 'Refuză', '121,00\u00a0$'],
    ['eng', '?locale=eng', 'en', 'Test payment', 'Pay', 'Decline', '121,00\u00a0$'],
  ])(
    '%s: URL%s, <html lang="%s">, heading, buttons, amount',
    async (locale, query, lang, title, pay, decline, amount) => {
      const url = await paymentUrl(locale);
      expect(url).toMatch(/^\/api\/payments\/sandbox\/[^/?]+/);
      expect(url.slice(url.search(/\?|$/))).toBe(query);
      const page = await open(url);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.body).toContain(`>${pay}</button>`);
      expect(page.body).toContain(`>${decline}</button>`);
      // Issue 14 item 7: charged in hryvnias, the dollar figure and the NBU rate beside them.
      expect(page.body).toMatch(/<dd data-testid="amount">[^<]*(₴|UAH)/);
      expect(page.body).toMatch(new RegExp(`data-testid="base-amount">[^<]*${amount.replace('$', '\\$')}`));
      // The form posts back with the page's language.
      expect(formAction(page.body)).toBe(url);
    },
  );

  it('uk as the e2e journey sees it: no query, hryvnias with "121,00 $" beside them, even from a browser in another language', async () => {
    const url = await paymentUrl('uk');
    expect(url).toMatch(/^\/api\/payments\/sandbox\/[^/?]+$/);
    const page = await open(url);
    expect(page.body).toContain('<html lang="uk">');
    expect(page.body.replaceAll('\u00a0', ' ')).toMatch(/<dd data-testid="amount">[\d ]+,\d\d ₴<br>/);
    expect(page.body.replaceAll('\u00a0', ' ')).toContain('що становить 121,00 $ за курсом НБУ');
    const paid = await decide(formAction(page.body), 'pay');
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/buyout/payment/success?orderId=${order.id}`);
  });

  it('the decision sends the customer back to the web app in the page language', async () => {
    const other = await readyDraft(t, alice);
    expect((await call(alice, 'POST', `/buyout/${other.id}/checkout`)).statusCode).toBe(200);
    const start = await call(alice, 'GET', `/buyout/${other.id}/payment`, undefined, 'ru');
    const url = (start.json() as BuyoutPayment).url;
    const declined = await decide(formAction((await open(url)).body), 'decline');
    expect(declined.statusCode).toBe(303);
    expect(declined.headers.location).toBe(`/ru/buyout/payment/failure?orderId=${other.id}`);

    // Opened again once settled: no buttons, a link back to the order in Russian.
    const settled = await open(url);
    expect(settled.body).not.toContain('<button');
    expect(settled.body).toContain(`<a href="/ru/buyout/show/${other.id}">Вернуться к заказу</a>`);

    const retry = await call(alice, 'GET', `/buyout/${other.id}/payment`, undefined, 'ro');
    const retryUrl = (retry.json() as BuyoutPayment).url;
    const paid = await decide(formAction((await open(retryUrl)).body), 'pay');
    expect(paid.headers.location).toBe(`/ro/buyout/payment/success?orderId=${other.id}`);
  });
});
