import { describe, expect, it } from 'vitest';
import { carriesCustomer, fillAddressLine } from './address-lines.js';
import { isChinaClosed } from './china-closure.js';
import { recipientName } from './recipient.js';

const NO_LATIN = { firstNameLat: null, lastNameLat: null };

describe('recipientName: the Latin name in our warehouse address', () => {
  it('issue 13 item 10: "the warehouse address abroad uses the Latin name" of the profile', () => {
    expect(
      recipientName({
        firstNameLat: 'Olena',
        lastNameLat: "O'Brien",
        firstNameCyr: 'Олена',
        lastNameCyr: 'Коваленко',
        email: 'a@b.c',
      }),
    ).toEqual({ name: "Olena O'Brien", fromEmail: false });
    expect(
      recipientName({
        firstNameLat: null,
        lastNameLat: 'Smith',
        firstNameCyr: null,
        lastNameCyr: null,
        email: 'a@b.c',
      }).name,
    ).toBe('Smith');
  });

  it('without a Latin name transliterates the Cyrillic first and last name', () => {
    expect(
      recipientName({ ...NO_LATIN, firstNameCyr: 'Олена', lastNameCyr: 'Коваленко', email: 'a@b.c' }),
    ).toEqual({ name: 'Olena Kovalenko', fromEmail: false });
  });

  it('keeps a name already in Latin and uses one part when the other is empty', () => {
    expect(recipientName({ ...NO_LATIN, firstNameCyr: ' Ivan ', lastNameCyr: '', email: 'a@b.c' }).name).toBe(
      'Ivan',
    );
  });

  it('falls back to the e-mail local part only when no name is set, and says so', () => {
    expect(
      recipientName({
        firstNameLat: ' ',
        lastNameLat: null,
        firstNameCyr: null,
        lastNameCyr: '  ',
        email: 'petro.shop@example.com',
      }),
    ).toEqual({ name: 'petro.shop', fromEmail: true });
  });
});

describe('address lines carrying the customer', () => {
  it('fills the name and code and marks such lines', () => {
    expect(fillAddressLine('Suite {code}', { name: 'Olena', code: 'UA100001' })).toBe('Suite UA100001');
    expect(fillAddressLine('{name} {code}', { name: 'Olena', code: 'UA1' })).toBe('Olena UA1');
    expect(carriesCustomer('Suite {code}')).toBe(true);
    expect(carriesCustomer('Wilmington')).toBe(false);
  });
});

describe('SPEC §9 "China parcels not accepted 2 to 17 February"', () => {
  it.each([
    ['2027-02-01T12:00:00Z', false],
    ['2027-02-01T22:30:00Z', true], // already 2 February in Kyiv
    ['2027-02-10T12:00:00Z', true],
    ['2027-02-17T20:00:00Z', true],
    ['2027-02-17T23:00:00Z', false], // 18 February in Kyiv
    ['2027-07-10T12:00:00Z', false],
  ])('%s closed: %s', (at, closed) => {
    expect(isChinaClosed(new Date(at))).toBe(closed);
  });
});
