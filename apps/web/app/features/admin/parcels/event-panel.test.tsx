import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailParcel } from '../test-parcel.js';
import { renderAdmin, stubApi } from '../test-harness.js';
import { EventPanel } from './event-panel.js';

const ID = detailParcel().id;

describe("a parcel's moves (issue 5: pause/release, dispatch, customs, arrival, Nova Poshta with the waybill, received)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows exactly the server allowedEvents as buttons, in its order', () => {
    renderAdmin(
      <EventPanel parcel={detailParcel({ allowedEvents: ['arrive', 'hand_to_np'] })} onApplied={() => {}} />,
    );
    const buttons = screen.getAllByRole('button').filter((b) => b.closest('.admin-events__list'));
    expect(buttons.map((b) => b.textContent)).toEqual(['Прибула в Україну', 'Передати Новій пошті']);
  });

  it('no allowed events: says the operator changes nothing in this state', () => {
    renderAdmin(<EventPanel parcel={detailParcel({ allowedEvents: [] })} onApplied={() => {}} />);
    expect(screen.getByText('У цьому стані оператор нічого не змінює.')).toBeTruthy();
  });

  it('hand_to_np needs the Nova Poshta waybill: a wrong number is stopped here, a right one is sent', async () => {
    const calls = stubApi({
      [`POST /api/admin/parcels/${ID}/events`]: () => ({ status: 200, body: detailParcel() }),
    });
    const onApplied = vi.fn();
    renderAdmin(
      <EventPanel
        parcel={detailParcel({ state: 'arrived', allowedEvents: ['hand_to_np'] })}
        onApplied={onApplied}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Передати Новій пошті' }));
    const waybill = screen.getByLabelText(/Номер експрес-накладної/) as HTMLInputElement;
    expect(document.activeElement).toBe(waybill);
    fireEvent.change(waybill, { target: { value: '12345' } });
    await act(async () => {
      fireEvent.submit(waybill.form!);
    });
    expect(waybill.getAttribute('aria-invalid')).toBe('true');
    expect(calls).toHaveLength(0);
    fireEvent.change(waybill, { target: { value: '20450000012345' } });
    await act(async () => {
      fireEvent.submit(waybill.form!);
    });
    expect(calls[0]!.body).toEqual({ event: 'hand_to_np', waybillNumber: '20450000012345' });
    expect(onApplied).toHaveBeenCalledOnce();
    expect(await screen.findByText('«Передати Новій пошті»: готово.')).toBeTruthy();
  });

  it('restrict sends the note the customer will read; Escape closes the confirmation without a call', async () => {
    const calls = stubApi({
      [`POST /api/admin/parcels/${ID}/events`]: () => ({ status: 200, body: detailParcel() }),
    });
    renderAdmin(<EventPanel parcel={detailParcel()} onApplied={() => {}} />);
    fireEvent.click(screen.getByRole('button', { name: 'Затримати' }));
    fireEvent.keyDown(screen.getByLabelText(/Примітка/), { key: 'Escape' });
    expect(screen.queryByLabelText(/Примітка/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Заборонені товари' }));
    fireEvent.change(screen.getByLabelText(/Примітка \(її побачить клієнт\)/), {
      target: { value: 'Літієві батареї' },
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Підтвердити: Заборонені товари/ }));
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ event: 'restrict', note: 'Літієві батареї' });
  });
});
