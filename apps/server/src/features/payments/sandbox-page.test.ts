// The sandbox hosted payment page in every interface language: the same words for the buttons in all
// five, the amount as the web app writes it (domain formatMoney), and nothing unescaped.
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@posylka/domain';
import { sandboxPaymentPage } from './sandbox-page.js';
import { SERVER_TEXTS } from '../../http/server-texts.js';

const page = (locale: (typeof LOCALES)[number], settledHref: string | null = null) =>
  sandboxPaymentPage({
    locale,
    action: '/api/payments/sandbox/p1?locale=ru',
    orderNumber: 'BO-000042',
    amount: { amount: '1234.5', currency: 'USD' },
    settledHref,
  });

describe('sandbox payment page', () => {
  it('every language words every text, none empty', () => {
    const keys = Object.keys(SERVER_TEXTS.uk.paymentsSandbox).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(SERVER_TEXTS[locale].paymentsSandbox).sort()).toEqual(keys);
      for (const value of Object.values(SERVER_TEXTS[locale].paymentsSandbox))
        expect(value.trim()).not.toBe('');
    }
  });

  it.each([
    ['uk', 'uk', 'Тестова оплата', 'Сплатити', 'Відхилити', '1\u00a0234,50\u00a0$'],
    ['ru', 'ru', 'Тестовая оплата', 'Оплатить', 'Отклонить', '1234,50\u00a0$'],
    ['en', 'en', 'Test payment', 'Pay', 'Decline', '$1,234.50'],
    ['ro', 'ro', 'Plată de test', 'Plătește', 'Refuză', '1.234,50\u00a0$'],
    ['eng', 'en', 'Test payment', 'Pay', 'Decline', '1.234,50\u00a0$'],
  ] as const)(
    '%s: <html lang="%s">, heading, both buttons and the amount',
    (locale, lang, title, pay, decline, amount) => {
      const html = page(locale);
      expect(html).toContain(`<html lang="${lang}">`);
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain(`value="pay" style="padding:.6em 1.4em;margin-right:1em">${pay}</button>`);
      expect(html).toContain(`value="decline" style="padding:.6em 1.4em">${decline}</button>`);
      expect(html).toContain(`<dd data-testid="amount">${amount}</dd>`);
      // The buttons are a named group; the form posts back where it was told, language included.
      expect(html).toContain(`role="group" aria-label="${SERVER_TEXTS[locale].paymentsSandbox.choice}"`);
      expect(html).toContain('action="/api/payments/sandbox/p1?locale=ru"');
    },
  );

  it('a settled payment: no buttons, a link back to the order in the page language', () => {
    const html = page('ro', '/ro/buyout/show/o1');
    expect(html).not.toContain('<button');
    expect(html).toContain('<a href="/ro/buyout/show/o1">Înapoi la comandă</a>');
    expect(html).toContain('Această plată a fost deja procesată.');
  });

  it('escapes what it is given (order number, links)', () => {
    const html = sandboxPaymentPage({
      locale: 'en',
      action: '/x?a=1&b="2"',
      orderNumber: '<script>alert(1)</script>',
      amount: { amount: '1', currency: 'USD' },
      settledHref: null,
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('action="/x?a=1&amp;b=&quot;2&quot;"');
  });
});
