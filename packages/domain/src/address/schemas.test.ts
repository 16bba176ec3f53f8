import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import { defaultDeliveryType, isLockerAllowed } from './locker.js';
import { addressSelectionSchema, homeCityError, newAddressSchema, userAddressFormSchema } from './schemas.js';

const home = {
  type: 'address',
  cityId: '8d5a980d-391c-11dd-90d9-001a92567626',
  cityName: 'Київ, Київська обл.',
  street: 'Хрещатик',
  house: '22',
  building: '',
  flat: '5',
  zip: '01001',
  additionalInfo: '',
};

describe('new address: "city required; warehouse required for department or post machine"', () => {
  it.each(['department', 'box'])('%s needs a city and a warehouse', (type) => {
    expect(fieldErrorsOf(newAddressSchema, { type, cityId: '', warehouseId: null })).toEqual({
      cityId: 'Оберіть місто',
      warehouseId: 'Оберіть відділення або поштомат',
    });
    expect(fieldErrorsOf(newAddressSchema, { type })).toEqual({
      cityId: 'Оберіть місто',
      warehouseId: 'Оберіть відділення або поштомат',
    });
    expect(fieldErrorsOf(newAddressSchema, { type, cityId: 'e71abb60', warehouseId: '1ec09d88' })).toEqual(
      {},
    );
  });

  it('rejects an unknown delivery type', () => {
    expect(fieldErrorsOf(newAddressSchema, { type: 'courier' })).toEqual({
      type: 'Оберіть значення зі списку',
    });
  });
});

describe('home address: "street required (min 2), house required, zip required (exactly 5), flat and additional info optional"', () => {
  it('accepts a complete address with empty optional fields', () => {
    expect(fieldErrorsOf(newAddressSchema, home)).toEqual({});
    expect(newAddressSchema.parse({ ...home, building: undefined, flat: undefined })).toMatchObject({
      flat: '',
    });
  });

  it('checks street, house and zip', () => {
    expect(
      fieldErrorsOf(newAddressSchema, {
        ...home,
        cityId: '',
        cityName: '',
        street: 'Х',
        house: ' ',
        zip: '0100',
      }),
    ).toEqual({
      cityId: 'Оберіть місто',
      street: 'Мінімум 2 символи',
      house: "Обов'язкове поле",
      zip: 'Індекс має складатися з 5 цифр',
    });
    expect(fieldErrorsOf(newAddressSchema, { ...home, zip: '' }, 'en')).toEqual({
      zip: 'This field is required',
    });
    expect(fieldErrorsOf(newAddressSchema, { ...home, zip: '0100A' }, 'en')).toEqual({
      zip: 'The postcode must be 5 digits',
    });
  });
});

describe('home address names a city of the Nova Poshta directory (homeCityError, issue 13)', () => {
  it('refuses a typed city without a directory ref on cityId: "choose the city from the list"', () => {
    const typed = { ...home, cityId: undefined, cityName: 'Atlantis' };
    expect(fieldErrorsOf(newAddressSchema, typed)).toEqual({
      cityId: 'Оберіть місто зі списку Нової пошти: почніть вводити назву та виберіть підказку',
    });
    expect(fieldErrorsOf(newAddressSchema, { ...typed, cityId: '  ' }, 'en')).toEqual({
      cityId: 'Choose the city from the Nova Poshta list: start typing its name and pick a suggestion',
    });
    for (const locale of ['ru', 'ro', 'eng'] as const) {
      expect(fieldErrorsOf(newAddressSchema, typed, locale).cityId).toMatch(/Nova Poshta|Новой почты/);
    }
  });

  it('asks for a city when there is neither a ref nor a name', () => {
    expect(homeCityError('', '')).toBe('address.city');
    expect(homeCityError('', 'Atlantis')).toBe('address.cityFromList');
    expect(homeCityError('8d5a980d-391c-11dd-90d9-001a92567626', '')).toBeNull();
  });

  it('accepts a picked city without its display name (the server stores the directory name)', () => {
    expect(fieldErrorsOf(newAddressSchema, { ...home, cityName: undefined })).toEqual({});
  });
});

describe('address select: "an address selection is required"; "-1 is the new address pseudo-option"', () => {
  it('requires a choice', () => {
    expect(fieldErrorsOf(addressSelectionSchema, { addressId: null })).toEqual({
      addressId: 'Оберіть адресу доставки',
    });
    expect(
      fieldErrorsOf(addressSelectionSchema, { addressId: '0b0c7f3e-6a43-4a8e-9f1e-2f7b4c2d9a10' }),
    ).toEqual({});
  });

  it('takes a saved address uuid (the address book uses uuids), not a number or free text', () => {
    expect(fieldErrorsOf(addressSelectionSchema, { addressId: 42 })).toEqual({
      addressId: 'Оберіть адресу доставки',
    });
    expect(fieldErrorsOf(addressSelectionSchema, { addressId: 'home' })).toEqual({
      addressId: 'Оберіть адресу доставки',
    });
  });

  it('treats "new" like -1: the new-address form must be valid', () => {
    expect(
      fieldErrorsOf(addressSelectionSchema, { addressId: 'new', newAddress: { ...home, street: 'X' } }),
    ).toEqual({ 'newAddress.street': 'Мінімум 2 символи' });
  });

  it('validates the new-address form behind -1 and reports under newAddress.*', () => {
    expect(
      fieldErrorsOf(addressSelectionSchema, { addressId: -1, newAddress: { ...home, street: 'X' } }),
    ).toEqual({
      'newAddress.street': 'Мінімум 2 символи',
    });
    expect(fieldErrorsOf(addressSelectionSchema, { addressId: -1, newAddress: home })).toEqual({});
  });
});

describe('"An address-form phone field must be 17 characters"', () => {
  it('checks the cabinet address form phone', () => {
    expect(fieldErrorsOf(userAddressFormSchema, { address: home, phoneNumber: '+38(067)123-45-67' })).toEqual(
      {},
    );
    expect(fieldErrorsOf(userAddressFormSchema, { address: home, phoneNumber: '+38(067)123-45' })).toEqual({
      phoneNumber: 'Введіть повний номер телефону у форматі +38 (0XX) XXX XX XX',
    });
  });
});

describe('parcel locker: "declared value up to 10,000 UAH"', () => {
  it('allows the locker up to and including 10000 UAH', () => {
    expect(isLockerAllowed('10000.00')).toBe(true);
    expect(isLockerAllowed(10000.01)).toBe(false);
    expect(isLockerAllowed('abc')).toBe(false);
  });

  it('"the default is parcel locker (box). If the UAH total exceeds the limit, department is the default"', () => {
    expect(defaultDeliveryType(2500)).toBe('box');
    expect(defaultDeliveryType('12000')).toBe('department');
  });
});
