import { describe, expect, it } from 'vitest';
import { isCountryAcceptingParcels, isNovaPoshtaWaybill, normalizeNovaPoshtaWaybill } from './acceptance.js';

describe('Nova Poshta express waybill: 14 digits starting with 20 or 59', () => {
  it.each(['20450012345678', '59000000000001', ' 20 4500 1234 5678 '])('%s is a waybill', (value) => {
    expect(isNovaPoshtaWaybill(value)).toBe(true);
  });

  it.each([
    '2045001234567', // 13 digits
    '204500123456789', // 15 digits
    '10450012345678', // wrong start
    '2045001234567a',
    '',
  ])('%s is not', (value) => {
    expect(isNovaPoshtaWaybill(value)).toBe(false);
  });

  it('null and undefined are not; spaces are dropped when normalized', () => {
    expect(isNovaPoshtaWaybill(null)).toBe(false);
    expect(isNovaPoshtaWaybill(undefined)).toBe(false);
    expect(normalizeNovaPoshtaWaybill(' 20 4500 1234 5678 ')).toBe('20450012345678');
  });
});

describe('SPEC §9 "China parcels not accepted 2 to 17 February" (Kyiv dates, UTC+2 in winter)', () => {
  it.each([
    ['2027-02-01T12:00:00Z', true], // 1 February
    ['2027-02-01T21:59:59.999Z', true], // 1 February 23:59:59 in Kyiv
    ['2027-02-01T22:00:00Z', false], // 2 February 00:00 in Kyiv
    ['2027-02-17T21:59:59.999Z', false], // 17 February 23:59:59 in Kyiv
    ['2027-02-17T22:00:00Z', true], // 18 February 00:00 in Kyiv
    ['2027-02-18T12:00:00Z', true],
  ])('CN at %s accepting: %s', (at, accepting) => {
    expect(isCountryAcceptingParcels('CN', new Date(at))).toBe(accepting);
    expect(isCountryAcceptingParcels('cn', new Date(at))).toBe(accepting);
  });

  it('other countries accept parcels in February', () => {
    for (const code of ['US', 'DE', 'JP']) {
      expect(isCountryAcceptingParcels(code, new Date('2027-02-10T12:00:00Z'))).toBe(true);
    }
  });
});
