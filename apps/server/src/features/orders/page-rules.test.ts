// The parcel page's rules checked by the server too (domain lifecycle/page-rules): the declaration is
// edited only before the warehouse has the parcel (declared, or unregistered awaiting the customer),
// and the password code (SPEC §2 "add or edit the password code") only while it is declared.
import { describe, expect, it } from 'vitest';
import { addAddress, type Customer, newCustomer, verifyPhone } from '../../../test/customers.js';
import { forwardingTestApp, setOrderFlags } from './test-helpers.js';

const { t, call, us } = forwardingTestApp();

/** A registered US parcel of a new customer, and the payload it was registered with. */
async function registered(name: string): Promise<{ who: Customer; id: string; body: object }> {
  const who = await newCustomer(t, name);
  const address = await addAddress(t, who, 'department');
  await verifyPhone(t, who, '380671234577');
  const body = us({ consigneeAddress: address, phoneNumber: '+38 (067) 123 45 77' });
  const draft = await call(who, 'POST', '/orders/draft', body);
  expect(draft.statusCode, draft.body).toBe(201);
  const id = (draft.json() as { id: string }).id;
  const done = await call(who, 'POST', `/orders/complete/${id}`, body);
  expect(done.statusCode, done.body).toBe(200);
  return { who, id, body };
}

describe('PUT /api/orders/edit/{id} follows the shipment state', () => {
  it('a declared parcel is edited; at the warehouse the declaration stays (409, in the customer language)', async () => {
    const { who, id, body } = await registered('rules-edit');
    expect((await call(who, 'PUT', `/orders/edit/${id}`, { ...body, name: 'Gifts' })).statusCode).toBe(200);
    await setOrderFlags(t, id, { shipmentState: 'at_warehouse' });
    const refused = await call(who, 'PUT', `/orders/edit/${id}`, { ...body, name: 'Other' }, 'uk');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorDescription).toBe(
      'Посилка вже на складі або в дорозі: змінити її декларацію не можна.',
    );
    const order = (await call(who, 'GET', `/orders/${id}`)).json() as { name: string | null };
    expect(order.name).toBe('Gifts');
  });
});

describe('PUT /api/orders/{id}/one-time-password follows the shipment state', () => {
  it('set while declared; refused once the parcel is at the warehouse', async () => {
    const { who, id } = await registered('rules-otp');
    const set = await call(who, 'PUT', `/orders/${id}/one-time-password`, { oneTimePassword: '4821' });
    expect(set.statusCode).toBe(200);
    await setOrderFlags(t, id, { shipmentState: 'at_warehouse' });
    const refused = await call(
      who,
      'PUT',
      `/orders/${id}/one-time-password`,
      { oneTimePassword: '1111' },
      'en',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errorDescription).toBe(
      'The password code is added before the parcel reaches the warehouse: it is no longer needed.',
    );
  });
});
