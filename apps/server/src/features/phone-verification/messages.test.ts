import { describe, expect, it } from 'vitest';
import { phoneMessage, waitText } from './messages.js';

describe('phone verification texts (server namespace, phoneVerification.*)', () => {
  it('the failed attempts read with the plural form of the language', () => {
    expect(phoneMessage('uk', 'inputsExhausted', { count: 1 })).toContain('неправильно 1 раз.');
    expect(phoneMessage('uk', 'inputsExhausted', { count: 3 })).toContain('неправильно 3 рази.');
    expect(phoneMessage('uk', 'inputsExhausted', { count: 5 })).toContain('неправильно 5 разів.');
    expect(phoneMessage('ru', 'inputsExhausted', { count: 3 })).toContain('неверно 3 раза.');
    expect(phoneMessage('ru', 'inputsExhausted', { count: 5 })).toContain('неверно 5 раз.');
    expect(phoneMessage('en', 'inputsExhausted', { count: 1 })).toContain('wrongly 1 time.');
    expect(phoneMessage('eng', 'inputsExhausted', { count: 5 })).toContain('wrongly 5 times.');
    expect(phoneMessage('ro', 'inputsExhausted', { count: 5 })).toContain('greșit de 5 ori.');
    expect(phoneMessage('ro', 'inputsExhausted', { count: 20 })).toContain('greșit de 20 de ori.');
  });

  it('how long a limit holds: whole minutes under an hour, whole hours above, rounded up', () => {
    expect(waitText('uk', 61_000)).toBe('2 хв');
    expect(waitText('uk', 3 * 3_600_000 + 1)).toBe('4 год');
  });
});
