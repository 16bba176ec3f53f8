/** City autocomplete: the query needs 2 letters (after trim) and is cut at 50; at most 20 cities come back. */
export const CITY_QUERY_MIN = 2;
export const CITY_QUERY_MAX = 50;
export const CITY_RESULTS_MAX = 20;
/** Warehouse filter text (number or street); empty lists the whole city. */
export const WAREHOUSE_QUERY_MAX = 50;
/** The web client waits this long after the last key press before asking for cities (SPEC §10). */
export const CITY_SEARCH_DEBOUNCE_MS = 600;

/** The warehouse kinds a customer can pick (cargo-only warehouses are never offered). */
export const PICKABLE_WAREHOUSE_TYPES = ['department', 'box'] as const;
export type PickableWarehouseType = (typeof PICKABLE_WAREHOUSE_TYPES)[number];
/** Every kind we store: Nova Poshta's TypeOfWarehouse refs map onto these. */
export const WAREHOUSE_TYPES = ['department', 'box', 'cargo'] as const;
export type WarehouseType = (typeof WAREHOUSE_TYPES)[number];
