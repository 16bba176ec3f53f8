import type { CountryCode } from './types.js';

/**
 * SPEC §4: countries whose results panel shows the delivery-separation notice, with the date the
 * notice names (ISO). CN and TR have none.
 */
export const DELIVERY_SEPARATION_DATES: Readonly<Partial<Record<CountryCode, string>>> = {
  US: '2024-03-20',
  GB: '2024-05-23',
  DE: '2024-05-29',
  ES: '2024-06-06',
  PL: '2024-06-12',
  IT: '2024-06-14',
  CZ: '2024-06-24',
  RO: '2024-06-27',
  LT: '2024-06-27',
  LV: '2024-07-08',
  SK: '2024-07-08',
  FR: '2024-07-30',
  CA: '2024-07-30',
  HU: '2024-07-30',
  EE: '2024-07-30',
  JP: '2024-07-30',
  KR: '2024-07-30',
  AU: '2025-02-11',
};

/** SPEC §4 "An extra sentence applies for US and PL". */
export const DELIVERY_SEPARATION_EXTRA_NOTE: readonly CountryCode[] = ['US', 'PL'];
