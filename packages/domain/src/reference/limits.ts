import type { Money } from '../money/money.js';

/** Field limits of SPEC §9 ("Track number max 40; order name 3 to 100; ..."). */
export const FIELD_LIMITS = {
  trackNumberMax: 40,
  orderNameMin: 3,
  orderNameMax: 100,
  productNameMin: 3,
  productNameMax: 250,
  zipLength: 5,
  streetMin: 2,
  /** Digits of a full Ukrainian number, 380XXXXXXXXX. */
  phoneDigits: 12,
  /** Zip given to saved addresses (SPEC §3 "Saved addresses get zip 00001"). */
  savedAddressZip: '00001',
  taxNumberLength: 10,
  minAgeYears: 14,
  quantityMin: 1,
  quantityMax: 1000,
  /** Decimal string so it compares exactly against decimal prices. */
  priceMin: '0.01',
  commentMax: 250,
} as const;

/** SPEC §5 Files / §9 "files max 5 MB, default 10 per drop zone"; "Up to ten other documents". */
export const FILE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxFilesPerDropZone: 10,
  maxOtherDocuments: 10,
  acceptedMimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;

/**
 * SPEC §9 post box / parcel locker. The form cap is 10000 UAH; the 6000 of the help text is in the
 * local currency and kept only for that text.
 */
export const POST_BOX_LIMITS: {
  readonly maxTotal: Money;
  readonly maxTotalInHelpText: number;
  readonly maxWeightKg: number;
  readonly maxSizeCm: readonly [number, number, number];
  readonly pickupDays: number;
} = {
  maxTotal: { amount: '10000', currency: 'UAH' },
  maxTotalInHelpText: 6000,
  maxWeightKg: 20,
  maxSizeCm: [40, 60, 30],
  pickupDays: 3,
};

/**
 * Our bound where SPEC gives none, so nothing typed can overflow a column (a 500): the value of one
 * order in UAH (order totals are numeric(14,2); a unit price is at most PRICE_MAX of
 * validation/fields, 1000 pieces, 100 lines). The warehouse's measures are bounded by
 * operator/measurements.ts.
 */
export const PARCEL_BOUNDS = {
  maxOrderValueUah: '1000000000',
} as const;

/** SPEC §9 shipment value caps: 10000 EUR for European countries ("1000 in another" text); none for US. */
export const MAX_SHIPMENT_VALUE_EUROPE: Readonly<Money> = { amount: '10000', currency: 'EUR' };

/** SPEC §9 forwarding fees outside the results panel. */
export const FORWARDING_RULES = {
  /** "Fixed handling fee 2 USD/EUR/GBP per parcel" (in the warehouse country's currency). */
  handlingFeePerParcel: '2',
  /** "store packaging may add up to 1 kg". */
  packagingMaxKg: 1,
  /** "Food and supplements allowed up to 10 kg". */
  foodMaxKg: 10,
} as const;

/** SPEC §9 buy-out terms. */
export const BUYOUT_RULES = {
  /** "Over-price allowed up to +20% but at most 20 USD". */
  overPricePercent: 20,
  overPriceMaxUsd: '20',
  buyWithinHours: 72,
  refundWithinDays: 14,
  /** SPEC §1 "Typical arrival is about 10 days after reaching the US warehouse". */
  typicalArrivalDays: 10,
} as const;
