// Issue 18 item 5 "one fee name and one percentage": the buy-out fee has one name per language on the
// home page, the buy-out promo, the instructions, the checkout and the order page, and no text writes
// a percentage of its own: the figures come from the stored settings (interpolated).
import { LOCALES, type Locale } from '@posylka/domain';
import { describe, expect, it } from 'vitest';
import type { Resources } from '@posylka/texts';
import { RESOURCES } from '../i18n/resources.server.js';

/** The part of the buy-out fee's name every grammatical form keeps. */
const FEE_NAME: Record<Locale, RegExp> = {
  uk: /коміс\S+ за викуп/i,
  ru: /комисс\S+ за выкуп/i,
  en: /buy-out fee/i,
  eng: /buy-out fee/i,
  ro: /comision\S* de achiziție/i,
};

/** Names the buy-out fee had before: "комісія сервісу", "Service fee", a bare "комісія від". */
const OTHER_NAMES =
  /коміс\S+ сервісу|комисс\S+ сервиса|service fee|comision de serviciu|коміс\S+ від|комисс\S+ от|(?<!buy-out )\bfee from|comision(ul)? de la/i;

const texts = (locale: Locale) => RESOURCES[locale] as unknown as Resources;

describe('issue 18 item 5: one name for the buy-out fee', () => {
  it.each(LOCALES.map((locale) => [locale]))('%s: every page calls it the same', (locale) => {
    const { home, banners, pages, buyoutCheckout, buyoutShow } = texts(locale);
    const all = [
      home.howTo.steps.pay.text,
      home.howTo.steps.pay.textPlain,
      home.services.buyout.step2,
      home.services.buyout.step2Plain,
      banners.buyoutPromo.text,
      pages.instructions.buyout.step2.text,
      pages.instructions.buyout.step2.textPlain,
      buyoutCheckout.fees.service,
      buyoutShow.fees.service,
    ];
    for (const text of all) {
      expect(text).toMatch(FEE_NAME[locale]);
      expect(text).not.toMatch(OTHER_NAMES);
    }
    // The checkout and the order page show the same row, with the percent of the order's settings.
    expect(buyoutCheckout.fees.service).toBe(buyoutShow.fees.service);
    expect(buyoutCheckout.fees.service).toMatch(/\(\{\{percent\}\}\)$/);
  });

  it.each(LOCALES.map((locale) => [locale]))(
    '%s: the wizard names the limit and the percents of the country settings, not written ones',
    (locale) => {
      const { modals } = texts(locale).forwarding;
      expect(modals.over150Text).toMatch(/\{\{limit\}\}.*\{\{duty\}\}.*\{\{vat\}\}/);
      for (const text of [modals.over150Text, modals.over150TextPlain]) expect(text).not.toMatch(/\d\s?%/);
    },
  );
});
