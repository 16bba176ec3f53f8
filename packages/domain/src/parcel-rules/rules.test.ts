import { describe, expect, it } from 'vitest';
import { planTransition } from '../lifecycle/plan.js';
import { holdActions } from './hold.js';
import { fitsLocker, orderValueViolation, parcelViolations, type ParcelFacts } from './rules.js';

const ready: ParcelFacts = {
  receivedTrackNumber: true,
  number: 'LX123456789DE',
  countedItems: 1,
  isOverLimit: false,
  taxAgreement: false,
  invoiceCount: 0,
  hasPassport: false,
  consigneeAddress: { warehouseType: 'department' },
  totalUah: '4000.00',
  phoneNumber: '380671234567',
  isPhoneVerified: true,
  isRegistered: true,
  valueEur: { amount: '90.00', currency: 'EUR' },
  maxShipmentValue: { amount: '10000', currency: 'EUR' },
  exportDocumentKinds: [],
  exportDocumentsOnFile: [],
  measured: { weightKg: '2.5', sidesCm: ['30', '20', '10'] },
};
const codes = (facts: Partial<ParcelFacts>, stage: 'complete' | 'depart') =>
  parcelViolations({ ...ready, ...facts }, stage).map((v) => `${v.property}:${v.code}`);

describe('parcel rules (issue 13: one set of rules for complete, edit, dispatch and the timers)', () => {
  it('a complete declaration passes both stages', () => {
    expect(codes({}, 'complete')).toEqual([]);
    expect(codes({}, 'depart')).toEqual([]);
  });

  it('SPEC §9 "Maximum shipment value for European countries 10000 EUR; none for US"', () => {
    const over = { valueEur: { amount: '50000.00', currency: 'EUR' as const } };
    expect(codes(over, 'complete')).toEqual(['items:parcel.maxValue']);
    expect(codes({ ...over, maxShipmentValue: null }, 'complete')).toEqual([]);
    expect(codes({ valueEur: { amount: '10000.00', currency: 'EUR' } }, 'complete')).toEqual([]);
  });

  it('a parcel whose declaration is only a track number cannot leave (never registered, no goods, no address)', () => {
    const bare = { isRegistered: false, countedItems: 0, consigneeAddress: null, phoneNumber: null };
    expect(codes(bare, 'depart')).toEqual([
      'declaration:parcel.notRegistered',
      'items:items.required',
      'consigneeAddress:address.required',
      'phoneNumber:required',
    ]);
  });

  it('over the customs limit: tax agreement, invoice and passport, at completion and at departure', () => {
    const over = { isOverLimit: true };
    const expected = [
      'taxAgreement:taxAgreement.required',
      'invoices:files.required',
      'passport:documents.passport',
    ];
    expect(codes(over, 'complete')).toEqual(expected);
    expect(codes(over, 'depart')).toEqual(expected);
  });

  it('SPEC §4 "Export documents above 1000 EUR may be added later but before status received at warehouse, otherwise the shipment is held"', () => {
    const poland = {
      valueEur: { amount: '1500.00', currency: 'EUR' as const },
      exportDocumentKinds: ['statement', 'powers', 'power_attorney'] as const,
      exportDocumentsOnFile: ['statement'],
    };
    expect(codes(poland, 'complete')).toEqual([]);
    expect(codes(poland, 'depart')).toEqual(['exportDocuments:parcel.exportDocuments']);
    expect(parcelViolations({ ...ready, ...poland }, 'depart')[0]?.params).toEqual({
      kinds: 'powers, power_attorney',
      count: 2,
    });
    expect(codes({ ...poland, valueEur: { amount: '1000.00', currency: 'EUR' } }, 'depart')).toEqual([]);
  });

  it('SPEC §9 parcel locker "up to 20 kg, 40x60x30 cm, 10,000 UAH", the measures checked when it leaves', () => {
    const locker = { consigneeAddress: { warehouseType: 'box' as const } };
    expect(codes({ ...locker, measured: { weightKg: '25', sidesCm: ['70', '50', '40'] } }, 'depart')).toEqual(
      ['consigneeAddress:parcel.lockerWeight', 'consigneeAddress:parcel.lockerSize'],
    );
    expect(codes({ ...locker, measured: { weightKg: '20', sidesCm: ['30', '60', '40'] } }, 'depart')).toEqual(
      [],
    );
    expect(codes({ ...locker, totalUah: '10000.01' }, 'complete')).toEqual([
      'consigneeAddress:address.lockerLimit',
    ]);
    // A department takes the heavy parcel.
    expect(codes({ measured: { weightKg: '25', sidesCm: ['70', '50', '40'] } }, 'depart')).toEqual([]);
  });

  it('a locker box fits a parcel turned any way', () => {
    expect(fitsLocker(['60', '40', '30'])).toBe(true);
    expect(fitsLocker(['30', '40', '60'])).toBe(true);
    expect(fitsLocker(['61', '10', '10'])).toBe(false);
  });

  it('bounds: an order value that does not fit the stored totals is a violation on items, never a 500', () => {
    expect(orderValueViolation('1000000000.01')?.code).toBe('parcel.valueTooLarge');
    expect(orderValueViolation('999999999.99')).toBeNull();
  });

  it('dispatch is refused while a departure rule is broken; a hold clears only when every reason is gone', () => {
    const blockers = parcelViolations({ ...ready, isRegistered: false }, 'depart');
    expect(
      planTransition({
        state: 'at_warehouse',
        event: 'dispatch',
        actor: 'timer',
        facts: { departureBlockers: blockers },
      }),
    ).toEqual({
      ok: false,
      reason: 'departure_blocked',
    });
    expect(
      planTransition({
        state: 'at_warehouse',
        event: 'dispatch',
        actor: 'operator',
        facts: { departureBlockers: [] },
      }).ok,
    ).toBe(true);
    expect(planTransition({ state: 'held', event: 'clear_hold', actor: 'customer', facts: {} }).ok).toBe(
      false,
    );
    expect(
      planTransition({
        state: 'held',
        event: 'clear_hold',
        actor: 'customer',
        facts: { departureBlockers: [] },
      }).ok,
    ).toBe(true);
    expect(
      planTransition({
        state: 'held',
        event: 'dispatch',
        actor: 'operator',
        facts: { departureBlockers: [] },
      }).ok,
    ).toBe(false);
  });

  it('each reason of a held parcel leads to one page action', () => {
    expect(
      holdActions([
        { property: 'exportDocuments' },
        { property: 'consigneeAddress' },
        { property: 'invoices' },
        { property: 'phoneNumber' },
      ]),
    ).toEqual(['documents', 'address', 'phone']);
    expect(holdActions([{ property: 'declaration' }, { property: 'items' }])).toEqual(['declaration']);
  });
});
