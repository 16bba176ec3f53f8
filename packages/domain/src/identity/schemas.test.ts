import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import { ageOn, parseDottedDate } from './dates.js';
import { identityFormFromDigitalId } from './digital-id.js';
import { identityDocumentSchema } from './schemas.js';

const today = { y: 2026, m: 11, d: 21 };
const schema = identityDocumentSchema({ today });
const passport = {
  documentType: 'passport',
  serialNumber: 'АА123456',
  identityCardNumber: '',
  issuedBy: 'Шевченківським РВ ГУ МВС України в м. Києві',
  date: '15.03.2010',
  lastName: 'Коваленко',
  firstName: 'Олена',
  middleName: 'Петрівна',
  birthDate: '01.02.1990',
  registration: 'м. Київ, вул. Хрещатик, 22, кв. 5',
  taxNumber: '3012345678',
  consent: true,
};
const card = {
  ...passport,
  documentType: 'card',
  serialNumber: '',
  identityCardNumber: '001234567',
  issuedBy: '8032',
};

describe('identity document: SPEC §5 "Identity document"', () => {
  it('accepts a complete passport and a complete ID card', () => {
    expect(fieldErrorsOf(schema, passport)).toEqual({});
    expect(fieldErrorsOf(schema, card)).toEqual({});
  });

  it('"Every field is required except the non-chosen document number. Consent required."', () => {
    const empty = Object.fromEntries(Object.keys(passport).map((k) => [k, ''])) as Record<string, string>;
    expect(fieldErrorsOf(schema, { ...empty, documentType: 'passport', consent: false })).toEqual({
      serialNumber: "Обов'язкове поле",
      issuedBy: "Обов'язкове поле",
      date: "Обов'язкове поле",
      lastName: "Обов'язкове поле",
      firstName: "Обов'язкове поле",
      middleName: "Обов'язкове поле",
      birthDate: "Обов'язкове поле",
      registration: "Обов'язкове поле",
      taxNumber: "Обов'язкове поле",
      consent: 'Надайте згоду на обробку персональних даних',
    });
    expect(fieldErrorsOf(schema, { ...card, identityCardNumber: '' })).toEqual({
      identityCardNumber: "Обов'язкове поле",
    });
  });

  it.each(['АА123456', 'KM654321', 'аа123456', 'ЇҐ000001'])(
    '"Passport serial exactly 8: two letters (Latin or Cyrillic) then 6 digits": %s passes',
    (serial) => {
      expect(fieldErrorsOf(schema, { ...passport, serialNumber: serial })).toEqual({});
    },
  );

  it.each(['А123456', 'АА1234567', 'АА12345Б', '12345678', 'A-123456'])(
    'passport serial %s is rejected',
    (serial) => {
      expect(fieldErrorsOf(schema, { ...passport, serialNumber: serial }, 'en')).toEqual({
        serialNumber: 'Passport series and number: two letters and six digits, e.g. AA123456',
      });
    },
  );

  it.each(['12345678', '1234567890', '12345678A', '000000000'])(
    '"Card number exactly 9 plus a format check": %s is rejected',
    (number) => {
      expect(fieldErrorsOf(schema, { ...card, identityCardNumber: number })).toEqual({
        identityCardNumber: 'Номер ID-картки складається з 9 цифр',
      });
    },
  );

  it('keeps only the chosen document number in the output', () => {
    expect(schema.parse({ ...passport, identityCardNumber: '001234567' }).identityCardNumber).toBe('');
    expect(schema.parse({ ...card, serialNumber: 'АА123456' }).serialNumber).toBe('');
    expect(schema.parse({ ...passport, serialNumber: 'km654321' }).serialNumber).toBe('KM654321');
  });

  it('"firstName and lastName min 2, max 60, name pattern. middleName max 250, pattern."', () => {
    expect(
      fieldErrorsOf(schema, {
        ...passport,
        firstName: 'О',
        lastName: 'К'.repeat(61),
        middleName: 'Petrivna',
      }),
    ).toEqual({
      firstName: 'Мінімум 2 символи',
      lastName: 'Максимум 60 символів',
      middleName: 'Вкажіть як у документі: українські літери, апостроф, дефіс або пробіл',
    });
    expect(
      fieldErrorsOf(schema, { ...passport, lastName: "Прим'як-Коваль", firstName: 'Анна Марія' }),
    ).toEqual({});
  });

  it('"issuedBy max 250", "registration max 250", "taxNumber exactly 10"', () => {
    expect(
      fieldErrorsOf(schema, {
        ...passport,
        issuedBy: 'x'.repeat(251),
        registration: 'y'.repeat(251),
        taxNumber: '301234567',
      }),
    ).toEqual({
      issuedBy: 'Максимум 250 символів',
      registration: 'Максимум 250 символів',
      taxNumber: 'Реєстраційний номер облікової картки платника податків складається з 10 цифр',
    });
  });

  it('"Issue date not in the future" and dates must be real DD.MM.YYYY days', () => {
    expect(fieldErrorsOf(schema, { ...passport, date: '21.11.2026' })).toEqual({});
    expect(fieldErrorsOf(schema, { ...passport, date: '22.11.2026' })).toEqual({
      date: 'Дата не може бути в майбутньому',
    });
    expect(fieldErrorsOf(schema, { ...passport, date: '31.02.2020' })).toEqual({
      date: 'Введіть дату у форматі ДД.ММ.РРРР',
    });
    expect(fieldErrorsOf(schema, { ...passport, date: '2020-02-01' })).toEqual({
      date: 'Введіть дату у форматі ДД.ММ.РРРР',
    });
  });

  it('"birthDate: age at least 14, future dates disabled"', () => {
    expect(fieldErrorsOf(schema, { ...passport, birthDate: '21.11.2012' })).toEqual({});
    expect(fieldErrorsOf(schema, { ...passport, birthDate: '22.11.2012' })).toEqual({
      birthDate: 'Вам має виповнитися щонайменше 14 років',
    });
    expect(fieldErrorsOf(schema, { ...passport, birthDate: '22.11.2012' }, 'ro')).toEqual({
      birthDate: 'Trebuie să aveți cel puțin 14 ani',
    });
    expect(fieldErrorsOf(schema, { ...passport, birthDate: '01.01.2027' })).toEqual({
      birthDate: 'Дата не може бути в майбутньому',
    });
  });

  it('takes "today" from the caller: the same birth date passes a year later', () => {
    const nextYear = identityDocumentSchema({ today: new Date('2027-01-10T10:00:00Z') });
    expect(fieldErrorsOf(nextYear, { ...passport, birthDate: '01.01.2013' })).toEqual({});
    expect(fieldErrorsOf(schema, { ...passport, birthDate: '01.01.2013' })).not.toEqual({});
  });
});

describe('dates', () => {
  it('counts full years and rejects impossible days', () => {
    expect(ageOn({ y: 2012, m: 11, d: 22 }, today)).toBe(13);
    expect(ageOn({ y: 2012, m: 11, d: 21 }, today)).toBe(14);
    expect(parseDottedDate('29.02.2024')).toEqual({ y: 2024, m: 2, d: 29 });
    expect(parseDottedDate('29.02.2023')).toBeNull();
  });
});

describe('digital-ID: "selects ID card when a card number is present"', () => {
  it('maps the shared data to form values', () => {
    const form = identityFormFromDigitalId({
      firstNameUA: 'Олена',
      lastNameUA: 'Коваленко',
      middleNameUA: 'Петрівна',
      docNumber: '001234567',
      department: '8032',
      residenceUA: 'м. Київ',
      taxpayerNumber: '3012345678',
      birthday: { d: 1, m: 2, y: 1990 },
      issueDate: { d: '5', m: '7', y: '2019' },
    });
    expect(form).toMatchObject({
      documentType: 'card',
      identityCardNumber: '001234567',
      birthDate: '01.02.1990',
      date: '05.07.2019',
    });
    expect(fieldErrorsOf(schema, { ...form, consent: true })).toEqual({});
    expect(identityFormFromDigitalId({ docNumber: 'АА123456' })).toMatchObject({
      documentType: 'passport',
      serialNumber: 'АА123456',
    });
  });
});
