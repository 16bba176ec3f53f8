import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailParcel, listParcel } from '../test-parcel.js';
import { renderAdmin, stubApi } from '../test-harness.js';
import { ReceivePage } from './receive-page.js';

const WAREHOUSES = [
  { code: 'US', name: 'США' },
  { code: 'DE', name: 'Німеччина' },
];
const TRACK = '1Z999AA10123456784';

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) => fireEvent.change(field(label), { target: { value } });

async function lookUpDeclared() {
  type(/^Трек-номер/, TRACK);
  fireEvent.keyDown(field(/^Трек-номер/), { key: 'Enter', code: 'Enter' });
  await screen.findByText(/Знайдено: PS-000042/);
  type(/^Вага, кг/, '1,25');
  type(/^Довжина, см/, '30');
  type(/^Ширина, см/, '20');
  type(/^Висота, см/, '10');
}

const lookupAnswer = () => ({
  status: 200,
  body: { items: [listParcel()], total: 1, page: 1, countPerPage: 25 },
});

describe('receiving: the label decides the warehouse and the customer (issue 13)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it("a country with several warehouses offers them, the label's address by default; the pick is sent", async () => {
    const calls = stubApi({
      'GET /api/admin/parcels': lookupAnswer,
      'POST /api/admin/parcels/receive': () => ({
        status: 200,
        body: { outcome: 'received', parcel: detailParcel({ warehouse: { id: 'us-or', name: 'Орегон' } }) },
      }),
    });
    renderAdmin(<ReceivePage warehouses={WAREHOUSES} />);
    await lookUpDeclared();
    const place = screen.getByLabelText('Склад') as HTMLSelectElement;
    expect([...place.options].map((o) => o.textContent)).toEqual([
      'Як на етикетці (адреса складу клієнта)',
      'Делавер · Вілмінгтон',
      'Орегон · Портленд',
    ]);
    expect(place.value).toBe('');
    fireEvent.change(place, { target: { value: 'us-or' } });
    await act(async () => {
      fireEvent.submit(place.form!);
    });
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({
      trackNo: TRACK,
      warehouseId: 'us-or',
    });
    expect(await screen.findByText('Склад: Орегон')).toBeTruthy();
  });

  it('a country with one warehouse has nothing to choose', () => {
    window.localStorage.setItem('posylka.admin.warehouse', 'DE');
    stubApi({});
    renderAdmin(<ReceivePage warehouses={WAREHOUSES} />);
    expect(screen.queryByLabelText('Склад')).toBeNull();
  });

  it("another code on a declared parcel's label is sent, and the answer shows the conflict", async () => {
    const conflict = {
      role: 'label' as const,
      trackNo: TRACK,
      labelCustomerCode: 'UA100777',
      declaredCustomerCode: 'UA100001',
      declaredOrder: { id: listParcel().id, number: 'PS-000042' },
      receivedOrder: { id: '9b1c2d3e-4f50-4a6b-8c7d-0e1f2a3b4c5d', number: 'PS-000050' },
      at: '2026-03-02T09:00:00.000Z',
    };
    const calls = stubApi({
      'GET /api/admin/parcels': lookupAnswer,
      'POST /api/admin/parcels/receive': () => ({
        status: 201,
        body: {
          outcome: 'unregistered',
          parcel: detailParcel({
            id: conflict.receivedOrder.id,
            number: 'PS-000050',
            state: 'unregistered',
            customer: { ...detailParcel().customer, customerCode: 'UA100777' },
            labelConflict: conflict,
          }),
        },
      }),
    });
    renderAdmin(<ReceivePage warehouses={WAREHOUSES} />);
    await lookUpDeclared();
    expect(screen.getByText(/Лише якщо на етикетці не UA100001/)).toBeTruthy();
    type(/На етикетці інший код клієнта/, 'ua100777');
    await act(async () => {
      fireEvent.submit(field(/^Вага, кг/).form!);
    });
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ customerCode: 'UA100777' });
    const notice = await screen.findByText('Код на етикетці UA100777, задекларував клієнт UA100001.');
    expect(notice.closest('p')!.textContent).toContain('декларація UA100001 чекає далі без трек-номера');
    expect(screen.getByRole('link', { name: 'PS-000042' }).getAttribute('href')).toBe(
      `/admin/parcels/${conflict.declaredOrder.id}`,
    );
  });
});
