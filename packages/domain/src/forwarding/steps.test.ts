import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import { forwardingDeliveryStepSchema, forwardingDocumentsStepSchema } from './documents-delivery-steps.js';

const passport = {
  documentType: 'passport',
  serialNumber: 'АА123456',
  issuedBy: 'Шевченківським РВ ГУ МВС України в м. Києві',
  date: '15.03.2010',
  lastName: 'Коваленко',
  firstName: 'Олена',
  middleName: 'Петрівна',
  birthDate: '01.02.1990',
  registration: 'м. Київ, вул. Хрещатик, 22',
  taxNumber: '3012345678',
};
const documents = forwardingDocumentsStepSchema({ today: { y: 2026, m: 11, d: 21 } });

describe('documents step: "Documents: passport valid and agreement checked"', () => {
  it('accepts a valid passport with the agreement', () => {
    expect(fieldErrorsOf(documents, { passport, agreement: true })).toEqual({});
  });

  it('reports a missing passport, passport field errors and a missing agreement', () => {
    expect(fieldErrorsOf(documents, { passport: null, agreement: false })).toEqual({
      passport: 'Заповніть дійсні паспортні дані для митного оформлення',
      agreement: 'Підтвердіть, що надані документи достовірні, і погодьтеся з умовами митного оформлення',
    });
    expect(
      fieldErrorsOf(documents, { passport: { ...passport, taxNumber: '123' }, agreement: true }),
    ).toEqual({
      'passport.taxNumber': 'Реєстраційний номер облікової картки платника податків складається з 10 цифр',
    });
  });
});

describe('delivery step: "an address selection is required"; phone "must be verified"', () => {
  const delivery = {
    addressId: '0b0c7f3e-6a43-4a8e-9f1e-2f7b4c2d9a10',
    phoneNumber: '+38 (067) 123 45 67',
    isPhoneVerified: true,
  };

  it('accepts a chosen address and a verified phone', () => {
    expect(fieldErrorsOf(forwardingDeliveryStepSchema, delivery)).toEqual({});
  });

  it('asks to choose an address and to verify the phone', () => {
    expect(
      fieldErrorsOf(forwardingDeliveryStepSchema, { ...delivery, addressId: null, isPhoneVerified: false }),
    ).toEqual({
      addressId: 'Оберіть адресу доставки',
      phoneNumber: 'Підтвердіть номер телефону',
    });
  });

  it('reports an invalid phone before asking to verify it', () => {
    expect(
      fieldErrorsOf(forwardingDeliveryStepSchema, {
        ...delivery,
        phoneNumber: '+38 (067) 12',
        isPhoneVerified: false,
      }),
    ).toEqual({
      phoneNumber: 'Введіть повний номер телефону у форматі +38 (0XX) XXX XX XX',
    });
  });

  it('validates the new address behind -1', () => {
    expect(
      fieldErrorsOf(forwardingDeliveryStepSchema, {
        ...delivery,
        addressId: -1,
        newAddress: { type: 'box', cityId: 'kyiv' },
      }),
    ).toEqual({ 'newAddress.warehouseId': 'Оберіть відділення або поштомат' });
  });
});
