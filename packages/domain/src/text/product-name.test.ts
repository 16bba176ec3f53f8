import { describe, expect, it } from 'vitest';
import { disallowedNameChars, listChars } from './product-name.js';

describe('"only letters/digits and - [ ] " \' : . , % ( ) $ ! ? + | and space (otherwise the message lists offending characters)"', () => {
  it('accepts every listed symbol, Latin letters with diacritics and digits', () => {
    expect(
      disallowedNameChars('Nike Air-Max [42] "Blue" \'x\': 1.5, 100% (new) $5! ok? a+b | Müller'),
    ).toEqual([]);
  });

  it('lists each offending character once, in order', () => {
    expect(disallowedNameChars('Bag #1 & bag #2 @ home')).toEqual(['#', '&', '@']);
    expect(disallowedNameChars('Сумка')).toEqual(['С', 'у', 'м', 'к', 'а']);
    expect(listChars(['#', '\t', '&'])).toBe('# ⇥ &');
  });
});
