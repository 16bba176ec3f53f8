import { describe, expect, it } from 'vitest';
import { LOCALES } from '@posylka/domain';
import { translate, type MessageCode } from './messages.js';
import { SERVER_TEXTS } from './server-texts.js';

describe("server error messages (the text tree's `server` namespace)", () => {
  // Each language's keys and variables are checked with the rest of the tree (packages/texts).
  it('every code reads in every language, never as its key', () => {
    const codes = Object.keys(SERVER_TEXTS.uk.errors) as MessageCode[];
    expect(codes).toContain('rateLimited');
    for (const locale of LOCALES)
      for (const code of codes) {
        const text = translate(locale, code, { seconds: 1, minutes: 1 });
        expect(text, `${locale} ${code}`).not.toBe(`errors.${code}`);
        expect(text.trim(), `${locale} ${code}`).not.toBe('');
      }
  });

  it('fills {{placeholders}} from params: "Too many requests. Try again in 42 s."', () => {
    expect(translate('en', 'rateLimited', { seconds: 42 })).toBe('Too many requests. Try again in 42 s.');
    expect(translate('uk', 'rateLimited', { seconds: 5 })).toBe(
      'Забагато запитів. Спробуйте ще раз через 5 с.',
    );
    expect(translate('eng', 'notFound')).toBe(translate('en', 'notFound'));
  });
});
