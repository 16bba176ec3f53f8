// A signed-in customer with something in every part of the cabinet: a verified phone, a Nova Poshta
// department, a declared US parcel and a paid buy-out (the journeys that look at every page and at
// the fixed findings of issue 18 read them).
import assert from 'node:assert/strict';
import { payThroughApi, readyBuyoutDraft } from './buyout.js';
import {
  addWarehouseAddressThroughApi,
  newCustomer,
  newTrackNumber,
  verifyPhoneThroughApi,
  type Customer,
} from './forwarding.js';
import type { Stage } from './journey.js';

export interface CustomerWithOrders {
  customer: Customer;
  /** The 12 saved digits of the verified phone (380…). */
  phone: string;
  parcelId: string;
  parcelNumber: string;
  buyoutId: string;
  buyoutNumber: string;
  addressId: string;
}

export async function customerWithOrders(
  stage: Stage,
  viewport: { width: number; height: number },
  tag: string,
): Promise<CustomerWithOrders> {
  const customer = await newCustomer(stage.browser, stage.server.url, viewport, tag);
  const { api } = customer;
  const phone = await verifyPhoneThroughApi(api);
  const department = await addWarehouseAddressThroughApi(api, 'department');
  const companies = await api.call<{ id: number }[]>('GET', '/extra/companies?countryCode=US');
  assert.ok(companies.body[0], 'the US has shops');
  const body = {
    country: 'US',
    company: companies.body[0].id,
    number: newTrackNumber(),
    receivedTrackNumber: true,
    items: [
      { categoryId: 1, name: 'Cotton T-shirt', quantity: 2, unitPrice: { amount: '30.00', currency: 'USD' } },
    ],
    consigneeAddress: department.id,
    phoneNumber: phone,
  };
  const draft = await api.call<{ id: string }>('POST', '/orders/draft', body);
  assert.equal(draft.status, 201, `draft: ${JSON.stringify(draft.body)}`);
  const done = await api.call<{ id: string; number: string }>(
    'POST',
    `/orders/complete/${draft.body.id}`,
    body,
  );
  assert.equal(done.status, 200, `complete: ${JSON.stringify(done.body)}`);
  const buyout = await readyBuyoutDraft(api, phone, department);
  const paid = await payThroughApi(api, stage.server.url, buyout.id);
  return {
    customer,
    phone,
    parcelId: done.body.id,
    parcelNumber: done.body.number,
    buyoutId: paid.id,
    buyoutNumber: paid.number,
    addressId: department.id,
  };
}
