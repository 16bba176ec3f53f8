// Turns the compact directory into the same records the importer writes: per city three departments
// (one "up to 30 kg", two full-size) and two round-the-clock lockers, with refs derived
// deterministically (UUID v5) so re-seeding updates the same rows instead of adding new ones.
import { createHash } from 'node:crypto';
import type { NpSchedule } from '../../schema/novaposhta.js';
import { COMPACT_AREAS, COMPACT_CITIES, type CompactCity } from './compact-directory.js';
import { WAREHOUSE_TYPE_BY_REF, type AreaRecord, type CityRecord, type WarehouseRecord } from './records.js';

// Our own namespace for the compact directory's warehouse refs (random, fixed forever).
const NAMESPACE = '5b0f3a52-6c1e-4d0b-9a57-2f4e8c1d7a90';
const DEPARTMENT_TYPE_REF = '841339c7-591a-42e2-8233-7a0a00f0ed6f';
const LOCKER_TYPE_REF = 'f9316480-5f2d-425d-bc2c-ac7cd29decf0';

/** RFC 4122 version-5 UUID (SHA-1 of namespace + name). */
export function uuidV5(name: string, namespace = NAMESPACE): string {
  const ns = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  const hash = createHash('sha1').update(ns).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const WEEK = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
const DEPARTMENT_HOURS: NpSchedule = Object.fromEntries(
  WEEK.map((day, i) => [day, i < 5 ? '08:00-20:00' : i === 5 ? '09:00-18:00' : '10:00-17:00']),
);
const LOCKER_HOURS: NpSchedule = Object.fromEntries(WEEK.map((day) => [day, '00:00-23:59']));

export function compactAreaRecords(): AreaRecord[] {
  return COMPACT_AREAS.map((area) => ({
    ref: area.ref,
    description: area.uk,
    descriptionRu: area.ru,
    areasCenter: area.centre,
  }));
}

export function compactCityRecords(): CityRecord[] {
  const areas = new Map(COMPACT_AREAS.map((area) => [area.ref, area]));
  return COMPACT_CITIES.map((city) => ({
    ref: city.ref,
    description: city.uk,
    descriptionRu: city.ru,
    areaRef: city.areaRef,
    areaDescription: areas.get(city.areaRef)?.uk ?? '',
    areaDescriptionRu: areas.get(city.areaRef)?.ru ?? null,
    settlementType: 'місто',
    settlementTypeRu: 'город',
  }));
}

/** Russian city names by ref: the reduced 9,313-city list has none, so `львов` still finds Львів. */
export const COMPACT_RUSSIAN_NAMES: ReadonlyMap<string, string> = new Map(
  COMPACT_CITIES.map((city) => [city.ref, city.ru]),
);

/** "вул. Хрещатик" -> "Хрещатик": Nova Poshta's short addresses drop the street kind. */
const bare = (street: string) => street.replace(/^(вул|ул|просп|бульв|пл)\.\s*/, '');

function cityWarehouses(city: CompactCity, index: number): WarehouseRecord[] {
  const [[uk1, ru1, houses1], [uk2, ru2, houses2]] = city.streets;
  const place = (k: number): [string, string] => [
    (city.at[0] + 0.004 * Math.cos(k * 1.3 + index)).toFixed(7),
    (city.at[1] + 0.006 * Math.sin(k * 1.3 + index)).toFixed(7),
  ];
  const zip = (k: number) => String(city.zip + k).padStart(5, '0');
  const departments = [
    { number: '1', street: [uk1, ru1, houses1[0]!], small: true },
    { number: '2', street: [uk2, ru2, houses2[0]!], small: false },
    { number: '7', street: [uk1, ru1, houses1[2]!], small: false },
  ].map(({ number, street: [uk, ru, house], small }, k): WarehouseRecord => {
    const [latitude, longitude] = place(k);
    const limit = small ? ' (до 30 кг)' : '';
    return {
      ref: uuidV5(`${city.ref}:department:${number}`),
      cityRef: city.ref,
      number,
      type: 'department',
      typeRef: DEPARTMENT_TYPE_REF,
      description: `Відділення №${number}${limit}: ${uk}, ${house}`,
      descriptionRu: `Отделение №${number}${small ? ' (до 30 кг)' : ''}: ${ru}, ${house}`,
      shortAddress: `${city.uk}, ${bare(uk!)}, ${house}`,
      shortAddressRu: `${city.ru}, ${bare(ru!)}, ${house}`,
      phone: '380800500609',
      schedule: DEPARTMENT_HOURS,
      latitude,
      longitude,
      maxWeightKg: small ? '30' : '1000',
      dimensions: small ? { width: 70, height: 50, length: 120 } : { width: 170, height: 220, length: 600 },
      status: 'Working',
      denyToSelect: false,
      postMachineType: null,
      postalCode: zip(k),
    };
  });
  const lockers = [
    [uk1, ru1, houses1[1]!],
    [uk2, ru2, houses2[2]!],
  ].map(([uk, ru, house], k): WarehouseRecord => {
    const number = String(30000 + index * 100 + k + 1);
    const [latitude, longitude] = place(k + 3);
    return {
      ref: uuidV5(`${city.ref}:box:${number}`),
      cityRef: city.ref,
      number,
      type: WAREHOUSE_TYPE_BY_REF[LOCKER_TYPE_REF]!,
      typeRef: LOCKER_TYPE_REF,
      description: `Поштомат "Нова Пошта" №${number}: ${uk}, ${house}`,
      descriptionRu: `Почтомат "Новая Почта" №${number}: ${ru}, ${house}`,
      shortAddress: `${city.uk}, ${bare(uk!)}, ${house}`,
      shortAddressRu: `${city.ru}, ${bare(ru!)}, ${house}`,
      phone: null,
      schedule: LOCKER_HOURS,
      latitude,
      longitude,
      maxWeightKg: '20',
      dimensions: { width: 40, height: 30, length: 60 },
      status: 'Working',
      denyToSelect: false,
      postMachineType: 'FullDayService',
      postalCode: zip(0),
    };
  });
  return [...departments, ...lockers];
}

export function compactWarehouseRecords(): WarehouseRecord[] {
  return COMPACT_CITIES.flatMap(cityWarehouses);
}
