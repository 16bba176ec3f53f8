// What the generated customers declare and the warehouse measures in the parcel-rules model test:
// three countries (DE and PL with the 10,000 EUR maximum, PL with export documents above 1000 EUR,
// US without a maximum), four value classes around the rules' thresholds, three parcel sizes around
// the locker's limits, and the order payload rebuilt from what the parcel page shows.
import { randomBytes } from 'node:crypto';
import { NO_TRACK_NUMBER_MARKER } from '@posylka/domain';
import { PASSPORT } from '../features/orders/test-helpers.js';
import type { AddressKind, PhoneName } from './world.js';
import { PHONES } from './world.js';

export const COUNTRIES = ['DE', 'PL', 'US'] as const;
export type Country = (typeof COUNTRIES)[number];

/**
 * At the NBU snapshot rates (1 USD ≈ 1 EUR ≈ 36.5 UAH):
 * - under: 100, below the 150 EUR customs limit, a locker may take it (≤ 10,000 UAH);
 * - over: 200, above the customs limit (tax agreement, invoice, passport), a locker still may;
 * - high: 1500, above the locker's 10,000 UAH and PL's 1000 EUR export-documents threshold;
 * - overMax: 12,000, above the 10,000 EUR maximum of DE and PL (none for US).
 */
export const VALUES = ['under', 'over', 'high', 'overMax'] as const;
export type ValueClass = (typeof VALUES)[number];
const AMOUNT: Record<ValueClass, string> = {
  under: '100.00',
  over: '200.00',
  high: '1500.00',
  overMax: '12000.00',
};
const CURRENCY: Record<Country, string> = { DE: 'EUR', PL: 'USD', US: 'USD' };

export function goods(country: Country, value: ValueClass) {
  return [
    {
      categoryId: 1,
      name: `Model goods ${value}`,
      quantity: 1,
      unitPrice: { amount: AMOUNT[value], currency: CURRENCY[country] },
    },
  ];
}

/** What the warehouse measures: an ordinary parcel, one at the locker's very limits, one over them. */
export const PROFILES = ['light', 'limit', 'heavy'] as const;
export type Profile = (typeof PROFILES)[number];
export type Measures = { weightKg: number; sidesCm: [number, number, number] };
export const MEASURES: Record<Profile, Measures> = {
  light: { weightKg: 2.5, sidesCm: [30, 20, 10] },
  // "up to 20 kg, 40x60x30 cm" (SPEC §9), turned: exactly fits.
  limit: { weightKg: 20, sidesCm: [60, 40, 30] },
  heavy: { weightKg: 25, sidesCm: [70, 50, 40] },
};

export function receiveBody(trackNo: string, profile: Profile) {
  const m = MEASURES[profile];
  return {
    trackNo,
    weightKg: String(m.weightKg),
    lengthCm: String(m.sidesCm[0]),
    widthCm: String(m.sidesCm[1]),
    heightCm: String(m.sidesCm[2]),
  };
}

/** The locker box of SPEC §9, checked by the model on its own (not the domain's fitsLocker). */
export function lockerProblems(m: Measures): string[] {
  const out: string[] = [];
  if (m.weightKg > 20) out.push(`weighs ${m.weightKg} kg > 20 kg`);
  const sides = [...m.sidesCm].sort((a, b) => b - a);
  const box = [60, 40, 30];
  if (sides.some((side, i) => side > box[i]!)) out.push(`${m.sidesCm.join('x')} cm does not fit 40x60x30`);
  return out;
}

let serial = 0;
/** A track number nobody else uses (letters and digits, like the other tests'). */
export function newTrack(): string {
  serial += 1;
  return `MB${randomBytes(4).toString('hex').toUpperCase()}${serial}`;
}

export const PHONE_TYPED: Record<PhoneName, string> = {
  P1: `+38 (0${PHONES.P1.slice(3, 5)}) ${PHONES.P1.slice(5, 8)} ${PHONES.P1.slice(8, 10)} ${PHONES.P1.slice(10)}`,
  P2: `+38 (0${PHONES.P2.slice(3, 5)}) ${PHONES.P2.slice(5, 8)} ${PHONES.P2.slice(8, 10)} ${PHONES.P2.slice(10)}`,
};

export type AddressChoice = AddressKind | 'none';
/** A number typed on the order: P1, P2, none, or `mine`: the one the account has verified (P1 if none). */
export type PhoneChoice = PhoneName | 'none' | 'mine';

/** The part of GET /orders/{id} the model reads. */
export type OrderPage = {
  id: string;
  country: { id: string };
  company: { id: number } | null;
  companyName: string | null;
  trackNo: string | null;
  items: {
    categoryId: number | null;
    isEmptyCategoryId: boolean;
    name: string;
    quantity: number;
    unitPrice: { amount: string; currency: string };
  }[];
  invoices: { id: string; type: string }[];
  passport: object | null;
  consigneeAddress: { id: string; warehouseType: string } | null;
  phoneNumber: string | null;
  isBlocked: boolean | null;
  taxAgreement: boolean;
  itemsTotalEur: { amount: string };
  states: {
    isOverLimitPriceCustomsClearance: boolean;
    isCheckoutCompleted: boolean;
    isCreatedByWarehouse: boolean;
    isBlockCrossDockDeclaration: boolean;
  };
  shipment: {
    state: string;
    holdReasons?: { property: string; message: string }[];
    holdActions?: string[];
    consolidationId: string | null;
  };
};

/** The declaration as the wizard would send it again: what the page shows, with `over` applied. */
export function payloadOf(page: OrderPage, over: Record<string, unknown> = {}): Record<string, unknown> {
  const track = page.trackNo && page.trackNo !== NO_TRACK_NUMBER_MARKER ? page.trackNo : null;
  return {
    country: page.country.id,
    company: page.company?.id ?? page.companyName ?? 'Model Shop',
    number: track ?? '',
    receivedTrackNumber: track !== null,
    items: page.items.map((item) => ({
      ...(item.categoryId != null ? { categoryId: item.categoryId } : {}),
      isEmptyCategoryId: item.isEmptyCategoryId,
      name: item.name,
      quantity: item.quantity,
      unitPrice: item.unitPrice,
    })),
    consigneeAddress: page.consigneeAddress?.id ?? null,
    phoneNumber: page.phoneNumber ?? '',
    taxAgreement: page.taxAgreement,
    isBlocked: page.isBlocked,
    ...over,
  };
}

export { PASSPORT };
export { multipart, PDF } from '../features/order-documents/test-helpers.js';
