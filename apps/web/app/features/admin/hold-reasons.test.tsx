// Issue 13 in the console: a held parcel's page lists why it cannot leave (the customer's reasons, in
// the console's language), and a batch dispatch names every rule a refused parcel breaks.
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detailParcel, listParcel } from './test-parcel.js';
import { renderAdmin, stubApi } from './test-harness.js';
import { DispatchPage } from './parcels/dispatch-page.js';
import { HoldReasons } from './hold-reasons.js';

const REASONS = [
  { property: 'exportDocuments', message: 'Export documents are missing: statement, powers' },
  { property: 'consigneeAddress', message: 'A parcel locker takes parcels up to 20 kg' },
];

describe('a held parcel in the console', () => {
  it('lists the reasons it cannot leave, and says the hold clears by itself', () => {
    renderAdmin(<HoldReasons parcel={detailParcel({ state: 'held', holdReasons: REASONS })} />, {
      locale: 'en',
    });
    const card = screen.getByRole('region', { name: 'Why the parcel cannot leave' });
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Export documents are missing: statement, powers',
      'A parcel locker takes parcels up to 20 kg',
    ]);
    expect(within(card).getByText(/the hold clears once all is put right/)).toBeTruthy();
  });

  it('shows nothing for a parcel that is not held', () => {
    renderAdmin(<HoldReasons parcel={detailParcel({ state: 'at_warehouse', holdReasons: [] })} />);
    expect(screen.queryByRole('region', { name: 'Чому посилка не може виїхати' })).toBeNull();
  });
});

describe('batch dispatch: a refused line', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('names the parcel (a link to its page) and the rules it breaks', async () => {
    const ok = listParcel({ id: '11111111-1111-4111-8111-111111111111', number: 'PS-000101' });
    const refused = listParcel({ id: '22222222-2222-4222-8222-222222222222', number: 'PS-000102' });
    const reason = 'Цю дію зараз не можна виконати: Додайте експортні документи: statement, powers';
    stubApi({
      'POST /api/admin/parcels/dispatch': () => ({
        status: 200,
        body: {
          results: [
            { orderId: ok.id, ok: true, number: ok.number, state: 'dispatched' },
            { orderId: refused.id, ok: false, errorDescription: reason },
          ],
          dispatched: 1,
          failed: 1,
        },
      }),
    });
    renderAdmin(<DispatchPage data={{ parcels: [ok, refused], total: 2, country: 'PL', countries: [] }} />, {
      path: '/admin/dispatch',
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Позначити всі' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Відправити партію' }));
    });
    const results = await screen.findByRole('region', { name: 'Результат відправлення' });
    const lines = within(results).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual(['PS-000101: відправлено', `PS-000102: ${reason}`]);
    expect(within(lines[1]!).getByRole('link', { name: 'PS-000102' }).getAttribute('href')).toBe(
      `/admin/parcels/${refused.id}`,
    );
  });
});
