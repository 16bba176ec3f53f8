// Directory rows the address-book tests pick from, copied from Nova Poshta's own API answers in
// data/novaposhta (Lviv's full getWarehouses dump, the Kyiv samples). Inserted with
// "on conflict do nothing" so the tests work whether or not the dictionary seed already loaded them.
import type { Database } from '../../db/database.js';
import { npCities, npWarehouses } from '../../db/schema/index.js';

export const LVIV = { ref: 'db5c88f5-391c-11dd-90d9-001a92567626', fullName: 'Львів, Львівська обл.' };
export const KYIV = { ref: '8d5a980d-391c-11dd-90d9-001a92567626', fullName: 'Київ, Київська обл.' };

export const WAREHOUSES = {
  lvivBranch1: {
    ref: '1ec09d2e-e1c2-11e3-8c4a-0050568002cf',
    number: '1',
    description: 'Відділення №1: вул. Городоцька, 359',
  },
  lvivLocker5089: {
    ref: '32dc8bc7-cd8c-11ea-b39d-b8830365bd14',
    number: '5089',
    description: 'Поштомат "Нова Пошта" №5089: вул. Гетьмана Мазепи, 15а (маг. АТБ)',
  },
  lvivResidentsLocker: {
    ref: '901dddf6-9057-11eb-85ca-b8830365bd14',
    number: '1414',
    description: 'Поштомат "Нова Пошта" №1414: вул. Назарука, 1, під’їзд №1 (ТІЛЬКИ ДЛЯ МЕШКАНЦІВ)',
  },
  kyivBranch25: {
    ref: '16922859-e1c2-11e3-8c4a-0050568002cf',
    number: '25',
    description: 'Відділення №25 (до 30 кг): вул. М. Тимошенка, 9',
  },
} as const;

export async function loadTestDirectory(db: Database): Promise<void> {
  const city = (ref: string, description: string, area: string) => ({
    ref,
    description,
    areaDescription: area,
    settlementType: 'місто',
    rank: 1,
    searchUk: description.toLowerCase(),
    searchLatin: '',
    source: 'compact' as const,
  });
  await db
    .insert(npCities)
    .values([city(LVIV.ref, 'Львів', 'Львівська'), city(KYIV.ref, 'Київ', 'Київська')])
    .onConflictDoNothing();
  const w = WAREHOUSES;
  const row = (
    cityRef: string,
    wh: { ref: string; number: string; description: string },
    type: 'department' | 'box',
    postMachineType: string | null = null,
  ) => ({
    ...wh,
    cityRef,
    numberValue: Number(wh.number),
    type,
    status: 'Working',
    postMachineType,
    source: 'compact' as const,
  });
  await db
    .insert(npWarehouses)
    .values([
      row(LVIV.ref, w.lvivBranch1, 'department'),
      row(LVIV.ref, w.lvivLocker5089, 'box', 'FullDayService'),
      row(LVIV.ref, w.lvivResidentsLocker, 'box', 'ForResidentsOfEntrance'),
      row(KYIV.ref, w.kyivBranch25, 'department'),
    ])
    .onConflictDoNothing();
}
