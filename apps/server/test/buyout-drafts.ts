// Shared set-up of the buy-out tests, the customer's and the console's: the recipient, product lines
// and a complete draft. The customer's side (signing up, a caller, an address, a verified phone) is
// the order features' common one, customers.ts.
import type { BuyoutOrder } from '@posylka/contract';
import { addAddress, caller, PHONE, verifyPhone, type Customer } from './customers.js';
import type { TestApp } from './harness.js';

export const RECIPIENT = {
  firstName: 'Олена',
  lastName: 'Коваленко',
  middleName: '',
  phoneNumber: PHONE,
  email: '',
};

export const line = (link: string, name: string, price: string, quantity = 1) => ({
  link,
  name,
  price,
  quantity,
  size: '',
  color: '',
  comment: '',
  allowOverpricing: true,
  allowLowerQuantity: true,
});

/** A draft that passes checkout: two amazon.com lines (60 x1 + 25 x2), verified phone, a department. */
export async function readyDraft(
  t: TestApp,
  who: Pick<Customer, 'token' | 'id'>,
  overrides: Record<string, unknown> = {},
) {
  await verifyPhone(t, who);
  const addressId = await addAddress(t, who);
  const res = await caller(t)(who, 'POST', '/buyout/draft', {
    name: 'Shoes',
    products: [
      line('https://www.amazon.com/dp/B000001', 'Running shoes', '60'),
      line('https://www.amazon.com/dp/B000002', 'Socks', '25', 2),
    ],
    recipient: RECIPIENT,
    delivery: { userAddressId: addressId },
    payment: { promoCode: '', churnAccepted: false, isApplyDiscount: false },
    ...overrides,
  });
  if (res.statusCode !== 201) throw new Error(`draft not saved: ${res.statusCode} ${res.body}`);
  return res.json() as BuyoutOrder;
}
