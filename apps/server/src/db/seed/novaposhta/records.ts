// Nova Poshta API 2.0 records (as getAreas, getCities, getWarehouseTypes and getWarehouses answer them)
// turned into our rows. Shared by the file importer and the sync provider, so both store the same thing.
import type { NpDimensions, NpSchedule } from '../../schema/novaposhta.js';

export type NpRaw = Record<string, unknown>;

export interface AreaRecord {
  ref: string;
  description: string;
  descriptionRu: string | null;
  areasCenter: string | null;
}

export interface CityRecord {
  ref: string;
  description: string;
  descriptionRu: string | null;
  areaRef: string | null;
  areaDescription: string;
  areaDescriptionRu: string | null;
  settlementType: string;
  settlementTypeRu: string | null;
}

export type StoredWarehouseType = 'department' | 'box' | 'cargo';

export interface WarehouseTypeRecord {
  ref: string;
  description: string;
  descriptionRu: string | null;
  type: StoredWarehouseType;
}

export interface WarehouseRecord {
  ref: string;
  cityRef: string;
  number: string;
  type: StoredWarehouseType;
  typeRef: string | null;
  description: string;
  descriptionRu: string | null;
  shortAddress: string;
  shortAddressRu: string | null;
  phone: string | null;
  schedule: NpSchedule;
  latitude: string | null;
  longitude: string | null;
  maxWeightKg: string | null;
  dimensions: NpDimensions | null;
  status: string;
  denyToSelect: boolean;
  postMachineType: string | null;
  postalCode: string | null;
}

/** TypeOfWarehouse refs (stable since 2016, see data/SOURCES.md) and what a customer picks them as. */
export const WAREHOUSE_TYPE_BY_REF: Readonly<Record<string, StoredWarehouseType>> = {
  'f9316480-5f2d-425d-bc2c-ac7cd29decf0': 'box', // Поштомат
  '95dc212d-479c-4ffb-a8ab-8c1b9073d0bc': 'box', // Поштомат ПриватБанку
  '841339c7-591a-42e2-8233-7a0a00f0ed6f': 'department', // Поштове відділення
  '6f8c7162-4b72-4b0a-88e5-906948c6a92f': 'department', // Parcel Shop
  '9a68df70-0267-42a8-bb5c-37f427e36ee4': 'cargo', // Вантажне відділення
};

/** A type we have never seen: lockers say so in their name; anything else is treated as a department. */
export function warehouseTypeOf(typeRef: string, description = '', category = ''): StoredWarehouseType {
  const known = WAREHOUSE_TYPE_BY_REF[typeRef];
  if (known) return known;
  if (category === 'Postomat' || /поштомат|почтомат/i.test(description)) return 'box';
  if (/вантаж|грузов/i.test(description)) return 'cargo';
  return 'department';
}

const str = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value);
const orNull = (value: unknown): string | null => str(value) || null;

/** "Львівська область" -> "Львівська" (getCities gives the bare adjective; the reduced list the full name). */
export function bareAreaName(area: string): string {
  return area.replace(/\s+(область|обл\.?)$/i, '').trim();
}

export function toAreaRecord(raw: NpRaw): AreaRecord {
  return {
    ref: str(raw.Ref),
    description: str(raw.Description),
    descriptionRu: orNull(raw.DescriptionRu),
    areasCenter: orNull(raw.AreasCenter),
  };
}

/** A getCities record (the full shape: Description, DescriptionRu, Area, AreaDescription...). */
export function toCityRecord(raw: NpRaw): CityRecord {
  return {
    ref: str(raw.Ref),
    description: str(raw.Description),
    descriptionRu: orNull(raw.DescriptionRu),
    areaRef: orNull(raw.Area),
    areaDescription: bareAreaName(str(raw.AreaDescription)),
    areaDescriptionRu: orNull(bareAreaName(str(raw.AreaDescriptionRu))),
    settlementType: str(raw.SettlementTypeDescription),
    settlementTypeRu: orNull(raw.SettlementTypeDescriptionRu),
  };
}

/** A row of the reduced city list: { ref, name, type, area: "Львівська область" }; area refs by name. */
export function toReducedCityRecord(raw: NpRaw, areaRefByName: ReadonlyMap<string, string>): CityRecord {
  const areaDescription = bareAreaName(str(raw.area));
  return {
    ref: str(raw.ref),
    description: str(raw.name),
    descriptionRu: null,
    areaRef: areaRefByName.get(areaDescription) ?? null,
    areaDescription,
    areaDescriptionRu: null,
    settlementType: str(raw.type) === 'селище міського типу' ? 'смт' : str(raw.type),
    settlementTypeRu: null,
  };
}

export function toWarehouseTypeRecord(raw: NpRaw): WarehouseTypeRecord {
  const description = str(raw.Description);
  return {
    ref: str(raw.Ref),
    description,
    descriptionRu: orNull(raw.DescriptionRu),
    type: warehouseTypeOf(str(raw.Ref), description),
  };
}

/** "0" and "" mean "no limit" in Nova Poshta answers. */
function positive(value: unknown): number | null {
  const n = Number(str(value));
  return Number.isFinite(n) && n > 0 ? n : null;
}

function dimensionsOf(value: unknown): NpDimensions | null {
  if (!value || typeof value !== 'object') return null;
  const v = value as NpRaw;
  const width = positive(v.Width);
  const height = positive(v.Height);
  const length = positive(v.Length);
  return width && height && length ? { width, height, length } : null;
}

function scheduleOf(value: unknown): NpSchedule {
  if (!value || typeof value !== 'object') return {};
  const out: NpSchedule = {};
  for (const [day, hours] of Object.entries(value as NpRaw)) out[day] = str(hours) || '-';
  return out;
}

function coordinate(value: unknown, limit: number): string | null {
  const n = Number(str(value));
  return str(value) !== '' && Number.isFinite(n) && Math.abs(n) <= limit && n !== 0 ? n.toFixed(7) : null;
}

export function toWarehouseRecord(raw: NpRaw): WarehouseRecord {
  const typeRef = str(raw.TypeOfWarehouse);
  const description = str(raw.Description);
  // A department's limit is per place (PlaceMaxWeightAllowed); a locker's is the whole parcel (Total...).
  const maxWeight = positive(raw.PlaceMaxWeightAllowed) ?? positive(raw.TotalMaxWeightAllowed);
  return {
    ref: str(raw.Ref),
    cityRef: str(raw.CityRef),
    number: str(raw.Number),
    type: warehouseTypeOf(typeRef, description, str(raw.CategoryOfWarehouse)),
    typeRef: typeRef || null,
    description,
    descriptionRu: orNull(raw.DescriptionRu),
    shortAddress: str(raw.ShortAddress),
    shortAddressRu: orNull(raw.ShortAddressRu),
    phone: orNull(raw.Phone),
    schedule: scheduleOf(raw.Schedule),
    latitude: coordinate(raw.Latitude, 90),
    longitude: coordinate(raw.Longitude, 180),
    maxWeightKg: maxWeight === null ? null : String(maxWeight),
    dimensions: dimensionsOf(raw.ReceivingLimitationsOnDimensions),
    status: str(raw.WarehouseStatus) || 'Working',
    denyToSelect: str(raw.DenyToSelect) === '1' || raw.DenyToSelect === true,
    postMachineType: orNull(raw.PostMachineType),
    postalCode: orNull(raw.PostalCodeUA),
  };
}
