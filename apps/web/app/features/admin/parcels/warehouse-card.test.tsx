import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailParcel } from '../test-parcel.js';
import { renderAdmin, stubApi } from '../test-harness.js';
import { WarehouseCard } from './warehouse-card.js';

const ID = detailParcel().id;

describe("the parcel's warehouse in the console (issue 13)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the warehouse; the operator moves the parcel to another and the page reads it again', async () => {
    const calls = stubApi({
      [`PUT /api/admin/parcels/${ID}/warehouse`]: () => ({
        status: 200,
        body: detailParcel({ warehouse: { id: 'us-or', name: 'Орегон' } }),
      }),
    });
    const onChanged = vi.fn();
    renderAdmin(<WarehouseCard parcel={detailParcel()} onChanged={onChanged} />);
    expect(screen.getByText('Делавер', { selector: 'p' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Змінити склад' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Посилка на складі'), { target: { value: 'us-or' } });
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(calls[0]!.body).toEqual({ warehouseId: 'us-or' });
    expect(onChanged).toHaveBeenCalled();
    expect(await screen.findByText('Склад змінено: Орегон.')).toBeTruthy();
  });

  it('no choice once the parcel has left, or before it was received', () => {
    const { unmount } = renderAdmin(
      <WarehouseCard parcel={detailParcel({ canChangeWarehouse: false })} onChanged={() => {}} />,
    );
    expect(screen.getByText('Делавер')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Змінити склад' })).toBeNull();
    unmount();
    renderAdmin(<WarehouseCard parcel={detailParcel({ warehouse: null })} onChanged={() => {}} />);
    expect(screen.queryByText('Делавер')).toBeNull();
  });
});
