import { describe, expect, it } from 'vitest';
import { formatPhoneMask, normalizePhone, normalizeUaPhone, phoneCaret } from './phone.js';

// Issue 18 item 4: every way people write a Ukrainian mobile number is the same number.
const HABITS = [
  '+380 67 123 45 67',
  '+380671234567',
  '380671234567',
  '0671234567',
  '067-123-45-67',
  '(067) 123 45 67',
  '+38 (067) 123-45-67',
  ' 067 123 4567 ',
  '+38 067 123 45 67',
];

/** Types `text` key by key into the formatted field, as the input's mask does on every keystroke. */
function typeKeys(text: string): string {
  let value = '';
  for (const ch of text) value = formatPhoneMask(value + ch);
  return value;
}

describe('normalizeUaPhone: one reading for every habit', () => {
  it.each(HABITS)('%j -> 380671234567', (input) => {
    expect(normalizeUaPhone(input)).toBe('380671234567');
    expect(normalizePhone(input)).toBe('380671234567');
  });

  it.each([
    '',
    '067123456',
    '06712345678',
    '3806712345678',
    '480671234567',
    '067 123 45 67 ext',
    '+1 555 123 4567',
  ])('%j is not a Ukrainian mobile number', (input) => {
    expect(normalizeUaPhone(input)).toBeNull();
  });
});

describe('formatPhoneMask: pasted or typed key by key, every habit shows the same', () => {
  it.each(HABITS)('pasted %j', (input) => {
    expect(formatPhoneMask(input)).toBe('+38 (067) 123 45 67');
  });

  it.each([...HABITS, '67 123 45 67'])('typed %j', (input) => {
    expect(typeKeys(input)).toBe('+38 (067) 123 45 67');
  });

  it('380671234567 typed key by key never becomes "+38 (080) …"', () => {
    expect(typeKeys('3')).toBe('+3');
    expect(typeKeys('38')).toBe('+38');
    expect(typeKeys('380')).toBe('+38 (0');
    expect(typeKeys('380671234567')).toBe('+38 (067) 123 45 67');
  });

  it('formatting is stable: the formatted text reads back as itself', () => {
    for (const input of ['+', '+3', '+38', '+38 (0', '+38 (06', '+38 (067) 1', '+38 (067) 123 45 67']) {
      expect(formatPhoneMask(input)).toBe(input);
    }
  });
});

describe('phoneCaret: the caret stays by the digit it was next to', () => {
  it('a digit typed in the middle leaves the caret right after it', () => {
    // "+38 (067) 12|3 45 6" and "9" typed at the caret.
    const raw = '+38 (067) 129|3 45 6';
    const caret = raw.indexOf('|');
    const value = raw.replace('|', '');
    expect(formatPhoneMask(value)).toBe('+38 (067) 129 34 56');
    expect(phoneCaret(value, caret)).toBe('+38 (067) 129'.length);
  });

  it('a digit typed into the operator code stays there', () => {
    const value = '+38 (09';
    expect(phoneCaret(`${value}67) 123 45 6`, value.length)).toBe('+38 (09'.length);
  });

  it('Backspace over a separator moves back past it; Delete steps over it', () => {
    // "+38 (067) |123" with Backspace: the ")" is gone from the raw text, the digits stay.
    expect(phoneCaret('+38 (067 123', '+38 (067'.length)).toBe('+38 (067'.length);
    // "+38 (067|) 123" with Delete: the caret moves in front of the next digit.
    expect(phoneCaret('+38 (067 123', '+38 (067'.length, true)).toBe('+38 (067) '.length);
  });

  it('typing at the end keeps the caret at the end', () => {
    expect(phoneCaret('+38 (0671', 9)).toBe('+38 (067) 1'.length);
    expect(phoneCaret('3', 1)).toBe(2);
  });
});
