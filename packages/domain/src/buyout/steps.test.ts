import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from '../validation/index.js';
import { buyoutDeliverySchema, buyoutPaymentSchema } from './delivery-payment.js';
import {
  buyoutDraftPayloadSchema,
  buyoutOrderNameIn,
  defaultBuyoutOrderName,
  shouldSaveBuyoutDraft,
} from './draft.js';
import { canPay, canSendPromo, payBlocker, PROMO_PLACEHOLDER } from './promo.js';
import { buyoutRecipientSchema, isPhoneVerifiedFor } from './recipient.js';

const recipientSchema = buyoutRecipientSchema({ verifiedPhones: ['380671234567'] });
const recipient = {
  lastName: 'Коваленко',
  firstName: 'Олена',
  middleName: '',
  phoneNumber: '+38 (067) 123 45 67',
};

describe('recipient: "names Cyrillic (capitalised Ukrainian letters and apostrophe, optional hyphenated second part)"', () => {
  it.each(['Олена', "Прим'як", 'Анна-Марія', 'Кос-Анатольський', 'Ґудзь'])('%s passes', (name) => {
    expect(fieldErrorsOf(recipientSchema, { ...recipient, lastName: name })).toEqual({});
  });

  it.each(['олена', 'Olena', 'Анна Марія', 'Анна-марія', 'Анна-Марія-Ганна', 'Ёлка'])(
    '%s is rejected',
    (name) => {
      expect(fieldErrorsOf(recipientSchema, { ...recipient, firstName: name })).toEqual({
        firstName: 'Вкажіть українською з великої літери, наприклад Олена або Анна-Марія',
      });
    },
  );

  it('"phone complete, operator code allowed, verified"', () => {
    expect(fieldErrorsOf(recipientSchema, { ...recipient, phoneNumber: '+38 (067) 123' })).toEqual({
      phoneNumber: 'Введіть повний номер телефону у форматі +38 (0XX) XXX XX XX',
    });
    expect(fieldErrorsOf(recipientSchema, { ...recipient, phoneNumber: '+38 (050) 123 45 67' })).toEqual({
      phoneNumber: 'Підтвердіть номер телефону',
    });
  });

  it('"The phone counts as verified only if it equals the user\'s verified phone or the newly verified one"', () => {
    expect(isPhoneVerifiedFor('+38 (067) 123 45 67', ['380671234567'])).toBe(true);
    expect(isPhoneVerifiedFor('0671234567', ['380501112233', '+380671234567'])).toBe(true);
    expect(isPhoneVerifiedFor('+38 (067) 123 45 68', ['380671234567'])).toBe(false);
  });
});

describe('delivery: "Delivery: chosen address required"; locker over the cap', () => {
  it('requires an address and blocks a locker over 10000 UAH', () => {
    const ok = buyoutDeliverySchema({ totalUah: '9999.99', selectedIsLocker: true });
    expect(fieldErrorsOf(ok, { userAddressId: null })).toEqual({ userAddressId: 'Оберіть адресу доставки' });
    expect(fieldErrorsOf(ok, { userAddressId: 3 })).toEqual({});
    const over = buyoutDeliverySchema({ totalUah: 10500, selectedIsLocker: true });
    expect(fieldErrorsOf(over, { userAddressId: 3 })).toEqual({
      userAddressId: 'Доставка в поштомат недоступна: сума замовлення перевищує 10000 грн',
    });
    expect(
      fieldErrorsOf(buyoutDeliverySchema({ totalUah: 10500, selectedIsLocker: false }), { userAddressId: 3 }),
    ).toEqual({});
  });
});

describe('payment: "tax agreement accepted when tax above 0 (accepted by default)"', () => {
  it('needs the agreement only with tax', () => {
    expect(fieldErrorsOf(buyoutPaymentSchema({ tax: '12.40' }), {})).toEqual({});
    expect(fieldErrorsOf(buyoutPaymentSchema({ tax: '12.40' }), { taxAgreement: false })).toEqual({
      taxAgreement: 'Підтвердіть згоду на сплату митних платежів',
    });
    expect(fieldErrorsOf(buyoutPaymentSchema({ tax: 0 }), { taxAgreement: false })).toEqual({});
  });

  it('"Promo send is disabled while pending, empty, or holding the default masked code"', () => {
    expect(canSendPromo('SPRING10', false)).toBe(true);
    expect(canSendPromo('SPRING10', true)).toBe(false);
    expect(canSendPromo('  ', false)).toBe(false);
    expect(canSendPromo(PROMO_PLACEHOLDER, false)).toBe(false);
  });

  it('"The pay button is disabled while invalid or pending"', () => {
    expect(canPay({ stepsValid: true, promoPending: false, saving: false })).toBe(true);
    expect(canPay({ stepsValid: true, promoPending: true, saving: false })).toBe(false);
    expect(canPay({ stepsValid: false, promoPending: false, saving: false })).toBe(false);
  });

  it('says what keeps the pay button disabled (issue 18 item 3 "a disabled button says why")', () => {
    const ready = { stepsValid: true, promoPending: false, saving: false, saved: true };
    expect(payBlocker(ready)).toBeNull();
    expect(payBlocker({ ...ready, promoPending: true })).toBe('promoPending');
    expect(payBlocker({ ...ready, stepsValid: false, promoPending: true })).toBe('invalid');
    expect(payBlocker({ ...ready, saved: false, stepsValid: false })).toBe('notSaved');
    expect(payBlocker({ ...ready, saving: true, saved: false })).toBe('saving');
  });
});

describe('draft: "Draft save: phone sent only if 12 digits"; "Nothing is saved until some product has both link and name, or an order exists"', () => {
  it('fills defaults and keeps a complete phone as 12 digits', () => {
    const draft = buyoutDraftPayloadSchema.parse({
      products: [{ link: 'https://amazon.com/dp/1', name: 'Kindle', price: '' }],
      recipient: { phoneNumber: '+38 (067) 123 45 67' },
    });
    expect(draft.products[0]).toMatchObject({
      quantity: 1,
      allowOverpricing: true,
      allowLowerQuantity: true,
    });
    expect(draft.recipient.phoneNumber).toBe('380671234567');
    expect(draft.delivery.userAddressId).toBeNull();
  });

  it('rejects a comma price (the client sends canonical decimals)', () => {
    expect(
      fieldErrorsOf(buyoutDraftPayloadSchema, { products: [{ link: '', name: '', price: '1,5' }] }),
    ).toEqual({
      'products.0.price': 'Вкажіть ціну цифрами; копійки (1–2 знаки) через крапку або кому, наприклад 12,99',
    });
  });

  it('waits for a line with link and name unless the order exists', () => {
    expect(shouldSaveBuyoutDraft(null, [{ link: 'https://amazon.com/dp/1', name: '' }])).toBe(false);
    expect(shouldSaveBuyoutDraft(null, [{ link: 'https://amazon.com/dp/1', name: 'Kindle' }])).toBe(true);
    expect(shouldSaveBuyoutDraft(12, [])).toBe(true);
  });

  it('names a new order "Замовлення від DD.MM.YYYY."', () => {
    expect(defaultBuyoutOrderName({ y: 2026, m: 3, d: 5 })).toBe('Замовлення від 05.03.2026.');
    expect(defaultBuyoutOrderName({ y: 2026, m: 3, d: 5 }, 'en')).toBe('Order of 05.03.2026.');
  });

  it('issue 18 "the default order title stays Ukrainian on /en": a default title reads in the page language', () => {
    expect(buyoutOrderNameIn('Замовлення від 05.03.2026.', 'en')).toBe('Order of 05.03.2026.');
    expect(buyoutOrderNameIn('Order of 05.03.2026.', 'uk')).toBe('Замовлення від 05.03.2026.');
    expect(buyoutOrderNameIn('Заказ от 05.03.2026', 'ro')).toBe('Comanda din 05.03.2026.');
    // A title the customer wrote is theirs, also when it ends with a date.
    expect(buyoutOrderNameIn('Подарунок мамі 05.03.2026.', 'en')).toBe('Подарунок мамі 05.03.2026.');
    expect(buyoutOrderNameIn('Kindle', 'uk')).toBe('Kindle');
  });
});
