import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import { latinNameSchema, profileNamesPatchSchema, profileNamesSchema } from './names.js';

const LATIN_RULE =
  "Латиницею, як у закордонному паспорті: літери, пробіл, дефіс або апостроф, наприклад Olena чи O'Brien";
const CYRILLIC_RULE = 'Вкажіть українською з великої літери, наприклад Олена або Анна-Марія';

describe('issue 13 item 10: the Latin name is "Latin letters, space, hyphen, apostrophe; 2..60"', () => {
  it.each(['Olena', "O'Brien", 'Anna-Maria', 'Van Der Berg', 'Li'])('accepts %s', (name) => {
    expect(latinNameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    ['Олена', 'Cyrillic'],
    ['José', 'accented letter'],
    ['Anna2', 'digit'],
    ['-Anna', 'leading hyphen'],
    ['Anna--Maria', 'double hyphen'],
    ["Anna'", 'trailing apostrophe'],
    ['Anna\u0000Maria', 'NUL character'],
    ['Anna\tMaria', 'tab'],
  ])('rejects %j (%s) with the rule named', (name) => {
    expect(fieldErrorsOf(profileNamesPatchSchema, { firstName: name })).toEqual({ firstName: LATIN_RULE });
  });

  it('2 to 60 characters, counted after trimming', () => {
    expect(fieldErrorsOf(profileNamesPatchSchema, { lastName: ' A ' })).toEqual({
      lastName: 'Мінімум 2 символи',
    });
    expect(fieldErrorsOf(profileNamesPatchSchema, { lastName: 'A'.repeat(60) })).toEqual({});
    expect(fieldErrorsOf(profileNamesPatchSchema, { lastName: 'A'.repeat(61) }, 'en')).toEqual({
      lastName: 'At most 60 characters',
    });
  });

  it('typographic apostrophes become ASCII and double spaces one, so labels get plain text', () => {
    expect(latinNameSchema.parse(' O’Brien  Smith ')).toBe("O'Brien Smith");
  });

  it('answers in the language asked for', () => {
    expect(fieldErrorsOf(profileNamesPatchSchema, { firstName: 'Олена' }, 'ro')).toEqual({
      firstName:
        "Cu litere latine, ca în pașaportul pentru străinătate: litere, spațiu, cratimă sau apostrof, de ex. Olena sau O'Brien",
    });
  });
});

describe('the Cyrillic names follow the buy-out recipient rule (SPEC §5 "names Cyrillic, capitalised")', () => {
  it('accepts the recipient examples and refuses what the recipient form refuses', () => {
    expect(
      profileNamesPatchSchema.parse({
        firstNameCyr: 'Анна-Марія',
        lastNameCyr: "Прим'як",
        middleNameCyr: 'Петрівна',
      }),
    ).toEqual({ firstNameCyr: 'Анна-Марія', lastNameCyr: "Прим'як", middleNameCyr: 'Петрівна' });
    expect(fieldErrorsOf(profileNamesPatchSchema, { firstNameCyr: 'олена', middleNameCyr: 'Olena' })).toEqual(
      {
        firstNameCyr: CYRILLIC_RULE,
        middleNameCyr: CYRILLIC_RULE,
      },
    );
    expect(fieldErrorsOf(profileNamesPatchSchema, { lastNameCyr: `К${'о'.repeat(60)}` })).toEqual({
      lastNameCyr: 'Максимум 60 символів',
    });
  });
});

describe('PATCH semantics: any of the names; empty clears', () => {
  it('a missing key stays missing, "" and null become null, unknown keys are dropped', () => {
    expect(
      profileNamesPatchSchema.parse({
        firstName: ' Olena ',
        lastName: '',
        middleNameCyr: null,
        role: 'admin',
      }),
    ).toEqual({ firstName: 'Olena', lastName: null, middleNameCyr: null });
  });

  it('a value that is not text is refused per field', () => {
    expect(fieldErrorsOf(profileNamesPatchSchema, { firstName: 42 }, 'en')).toEqual({
      firstName: 'Invalid value',
    });
  });

  it('the form sends all five names, empty ones included', () => {
    expect(
      profileNamesSchema.parse({
        firstName: 'Olena',
        lastName: 'Kovalenko',
        firstNameCyr: '',
        lastNameCyr: '',
        middleNameCyr: '',
      }),
    ).toEqual({
      firstName: 'Olena',
      lastName: 'Kovalenko',
      firstNameCyr: null,
      lastNameCyr: null,
      middleNameCyr: null,
    });
  });
});
