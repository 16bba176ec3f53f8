import { describe, expect, it } from 'vitest';
import { maskDocumentNumber } from '../identity/index.js';
import { withProfileNames } from './prefill.js';

const PROFILE = { firstNameCyr: 'Олена', lastNameCyr: 'Коваленко', middleNameCyr: 'Петрівна' };

describe('issue 13 item 10: the identity form is "prefilled from the profile\'s Cyrillic names when empty"', () => {
  it('fills the empty names and keeps the other fields', () => {
    expect(
      withProfileNames({ firstName: '', lastName: ' ', middleName: '', taxNumber: '1' }, PROFILE),
    ).toEqual({
      firstName: 'Олена',
      lastName: 'Коваленко',
      middleName: 'Петрівна',
      taxNumber: '1',
    });
  });

  it('never overwrites a name already there, and leaves a name the profile lacks empty', () => {
    expect(
      withProfileNames(
        { firstName: 'Марія', lastName: '', middleName: '' },
        { firstNameCyr: 'Олена', lastNameCyr: 'Коваленко', middleNameCyr: null },
      ),
    ).toEqual({ firstName: 'Марія', lastName: 'Коваленко', middleName: '' });
    const values = { firstName: '', lastName: '', middleName: '' };
    expect(withProfileNames(values, null)).toBe(values);
  });
});

describe('the saved document is shown masked, never in full', () => {
  it('passport: series and the last two digits; ID card: the last four digits', () => {
    expect(
      maskDocumentNumber({ documentType: 'passport', serialNumber: 'КТ123456', identityCardNumber: '' }),
    ).toBe('КТ••••56');
    expect(
      maskDocumentNumber({ documentType: 'card', serialNumber: '', identityCardNumber: '123456789' }),
    ).toBe('•••••6789');
  });
});
