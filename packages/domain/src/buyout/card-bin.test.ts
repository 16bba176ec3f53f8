import { describe, expect, it } from 'vitest';
import { cardSchemeOf } from './card-bin.js';

describe('cardSchemeOf (POST /validate-card-number { "bin-number" })', () => {
  it('names the scheme of well-known BINs', () => {
    expect(cardSchemeOf('414960')).toEqual({ valid: true, scheme: 'visa' });
    expect(cardSchemeOf('516875')).toEqual({ valid: true, scheme: 'mastercard' });
    expect(cardSchemeOf('222100')).toEqual({ valid: true, scheme: 'mastercard' });
    expect(cardSchemeOf('378282')).toEqual({ valid: true, scheme: 'amex' });
    expect(cardSchemeOf('601100')).toEqual({ valid: true, scheme: 'discover' });
    expect(cardSchemeOf('353011')).toEqual({ valid: true, scheme: 'jcb' });
    expect(cardSchemeOf('620000')).toEqual({ valid: true, scheme: 'unionpay' });
    expect(cardSchemeOf('98040012')).toEqual({ valid: true, scheme: 'prostir' });
    expect(cardSchemeOf('676770')).toEqual({ valid: true, scheme: 'maestro' });
  });
  it('refuses what is not a 6-8 digit BIN', () => {
    expect(cardSchemeOf('41496')).toEqual({ valid: false, scheme: 'unknown' });
    expect(cardSchemeOf('41496a')).toEqual({ valid: false, scheme: 'unknown' });
    expect(cardSchemeOf('123456')).toEqual({ valid: false, scheme: 'unknown' });
  });
});
