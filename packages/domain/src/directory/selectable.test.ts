import { describe, expect, it } from 'vitest';
import { isWarehouseSelectable } from './selectable.js';

const working = { status: 'Working', denyToSelect: false, postMachineType: null };

describe('issue #3: "lockers that accept only the residents of a building, closed ones and those marked deny-to-select are not offered"', () => {
  it('offers a working warehouse', () => {
    expect(isWarehouseSelectable(working)).toBe(true);
    expect(isWarehouseSelectable({ ...working, postMachineType: 'FullDayService' })).toBe(true);
  });
  it('does not offer closed ones', () => {
    expect(isWarehouseSelectable({ ...working, status: 'Closed' })).toBe(false);
    expect(isWarehouseSelectable({ ...working, status: 'TemporarilyClosed' })).toBe(false);
  });
  it('does not offer deny-to-select ones', () => {
    expect(isWarehouseSelectable({ ...working, denyToSelect: true })).toBe(false);
  });
  it('does not offer residents-only lockers', () => {
    expect(isWarehouseSelectable({ ...working, postMachineType: 'ForResidentsOfEntrance' })).toBe(false);
  });
});
