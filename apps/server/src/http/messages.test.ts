import { describe, expect, it } from 'vitest';
import { LOCALES } from '@posylka/domain';
import { SERVER_MESSAGES, translate } from './messages.js';

describe('server error messages', () => {
  it('every locale defines every message, non-empty', () => {
    const codes = Object.keys(SERVER_MESSAGES.uk);
    for (const locale of LOCALES) {
      expect(Object.keys(SERVER_MESSAGES[locale]).sort()).toEqual([...codes].sort());
      for (const code of codes)
        expect(SERVER_MESSAGES[locale][code as keyof (typeof SERVER_MESSAGES)['uk']]).not.toBe('');
    }
  });

  it('fills {placeholders} from params: "Too many requests. Try again in 42 s."', () => {
    expect(translate('en', 'rateLimited', { seconds: 42 })).toBe('Too many requests. Try again in 42 s.');
    expect(translate('uk', 'rateLimited', { seconds: 5 })).toBe(
      'Забагато запитів. Спробуйте ще раз через 5 с.',
    );
  });
});
