// The sandbox Diia page speaks the language of the page that asked for the deep link (POST
// /diia/init with x-locale): the link carries it (?locale=, none for uk), so the phone that opens the
// QR code shows the page in that language whatever its own; the Share form keeps it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '@posylka/domain';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { registerUser } from '../../../test/http.js';
import { SERVER_TEXTS } from '../../http/server-texts.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = (await registerUser(t.app, 'diia-locale@example.com')).token;
});
afterAll(() => t.close());

async function deepLink(locale: string, returnUrl?: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/diia/init',
    headers: { 'x-locale': locale, authorization: `Bearer ${token}` },
    payload: returnUrl ? { return_url: returnUrl } : {},
  });
  expect(res.statusCode).toBe(200);
  return (res.json() as { deepLink: string }).deepLink;
}

/** As the phone opens the QR code: no x-locale, its own browser language unlike the page's. */
const open = (link: string) => {
  const url = new URL(link);
  return t.app.inject({
    method: 'GET',
    url: url.pathname + url.search,
    headers: { 'accept-language': 'de-DE,en;q=0.8' },
  });
};

describe('sandbox Diia page language', () => {
  it('every language words every text, none empty', () => {
    const keys = Object.keys(SERVER_TEXTS.uk.diiaSandbox).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(SERVER_TEXTS[locale].diiaSandbox).sort()).toEqual(keys);
      for (const value of Object.values(SERVER_TEXTS[locale].diiaSandbox)) expect(value.trim()).not.toBe('');
    }
  });

  it.each([
    ['uk', '', 'uk', 'Дія (тестовий режим)', 'Поділитися', 'Номер документа'],
    ['ru', '?locale=ru', 'ru', 'Дія (тестовый режим)', 'Поделиться', 'Номер документа'],
    ['en', '?locale=en', 'en', 'Diia (test mode)', 'Share', 'Document number'],
    ['ro', '?locale=ro', 'ro', 'Diia (mod de test)', 'Partajează', 'Numărul documentului'],
    ['eng', '?locale=eng', 'en', 'Diia (test mode)', 'Share', 'Document number'],
  ])(
    '%s: link%s, <html lang="%s">, heading, Share button',
    async (locale, query, lang, title, share, number) => {
      const link = await deepLink(locale, '/buyout/passport?orderId=1');
      expect(new URL(link).search).toBe(query);
      const page = await open(link);
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      expect(page.body).toContain(`<html lang="${lang}">`);
      expect(page.body).toContain(`<h1>${title}</h1>`);
      expect(page.body).toContain(`>${share}</button>`);
      expect(page.body).toContain(`<dt>${number}</dt><dd>004512345</dd>`);
      // The ID card keeps its Ukrainian names, marked as such for screen readers.
      expect(page.body).toContain('<dd lang="uk">Шевченко Тарас');
      const path = new URL(link).pathname + new URL(link).search;
      expect(/action="([^"]+)"/.exec(page.body)![1]!.replaceAll('&amp;', '&')).toBe(path);
    },
  );

  it('without a return page, Share comes back to the page, still in its language', async () => {
    const link = await deepLink('ro');
    const url = new URL(link);
    const share = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'uk' },
      payload: '',
    });
    expect(share.statusCode).toBe(303);
    expect(share.headers.location).toBe(url.pathname + '?locale=ro');
    const after = await open(link);
    expect(after.body).not.toContain('<button');
    expect(after.body).toContain('Datele au fost trimise. Reveniți la formularul documentelor.');
  });
});
