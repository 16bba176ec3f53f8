// A signed-in customer with something in every part of the cabinet: a verified phone, a Nova Poshta
// department, a declared US parcel and a paid buy-out (the journeys that look at every page and at
// the fixed findings of issue 18 read them).
import { payThroughApi, readyBuyoutDraft } from './buyout.js';
import {
  addWarehouseAddressThroughApi,
  declareUsParcelThroughApi,
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
  const parcel = await declareUsParcelThroughApi(api, {
    phone,
    addressId: department.id,
    track: newTrackNumber(),
    item: { name: 'Cotton T-shirt', quantity: 2, amount: '30.00' },
  });
  const buyout = await readyBuyoutDraft(api, phone, department);
  const paid = await payThroughApi(api, stage.server.url, buyout.id);
  return {
    customer,
    phone,
    parcelId: parcel.id,
    parcelNumber: parcel.number,
    buyoutId: paid.id,
    buyoutNumber: paid.number,
    addressId: department.id,
  };
}
