// Links into and out of the sandbox pages keep the language of the page that made them; uk (the
// default, unprefixed in the web app) adds nothing so Ukrainian links stay as they always were.
import { describe, expect, it } from 'vitest';
import { htmlLang, webPagePath, withPageLocale } from './page-locale.js';

describe('withPageLocale', () => {
  it('adds ?locale= for every language but uk, before a hash, after an existing query', () => {
    expect(withPageLocale('/api/payments/sandbox/p1', 'uk')).toBe('/api/payments/sandbox/p1');
    expect(withPageLocale('/api/payments/sandbox/p1', 'ru')).toBe('/api/payments/sandbox/p1?locale=ru');
    expect(withPageLocale('https://x.test/a?b=1#c', 'eng')).toBe('https://x.test/a?b=1&locale=eng#c');
    expect(withPageLocale('/a#top', 'ro')).toBe('/a?locale=ro#top');
  });
});

describe('webPagePath', () => {
  it('puts the path under the locale prefix of the web app (SPEC §2), none for uk', () => {
    expect(webPagePath('/buyout/show/7', 'uk')).toBe('/buyout/show/7');
    expect(webPagePath('/buyout/payment/success?orderId=7', 'ru')).toBe(
      '/ru/buyout/payment/success?orderId=7',
    );
    expect(webPagePath('/', 'en')).toBe('/en');
  });
});

describe('htmlLang', () => {
  it('is the language itself; eng (English for Romania) reads as en', () => {
    expect(['uk', 'ru', 'en', 'ro', 'eng'].map((l) => htmlLang(l as never))).toEqual([
      'uk',
      'ru',
      'en',
      'ro',
      'en',
    ]);
  });
});
