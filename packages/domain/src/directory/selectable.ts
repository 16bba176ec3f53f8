/**
 * Which Nova Poshta warehouses a customer may choose (issue #3: "lockers that accept only the
 * residents of a building, closed ones and those marked deny-to-select are not offered"). The
 * dictionary filters its lists with these values in SQL; the address book checks a saved choice.
 */

/** WarehouseStatus values of warehouses that do not accept parcels. */
export const CLOSED_WAREHOUSE_STATUSES: readonly string[] = [
  'Closed',
  'NotWorking',
  'TemporarilyClosed',
  'Temporarily closed',
  'Archive',
];

/** PostMachineType values of lockers that serve only the residents of a building or entrance. */
export const RESIDENTS_ONLY_POST_MACHINES: readonly string[] = [
  'ForResidentsOfEntrance',
  'ForResidentsOfTheBuilding',
  'ForResidents',
];

export interface WarehouseAvailability {
  status: string;
  denyToSelect: boolean;
  postMachineType: string | null;
}

export function isWarehouseSelectable(w: WarehouseAvailability): boolean {
  return (
    !CLOSED_WAREHOUSE_STATUSES.includes(w.status) &&
    !w.denyToSelect &&
    !(w.postMachineType !== null && RESIDENTS_ONLY_POST_MACHINES.includes(w.postMachineType))
  );
}
