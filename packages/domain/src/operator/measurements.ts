// What the warehouse measures when it scans a parcel in (issue 5 "receiving: weight and dimensions"):
// the bounds are the console's sanity limits, the precision is what the database keeps
// (orders.weight_kg numeric(8,3), *_cm numeric(6,1)).
import { z } from 'zod';
import { toDec } from '../money/decimal.js';
import { issue } from '../validation/refine.js';

/**
 * Weight 0.01 to 300 kg and each side 1 to 300 cm. SPEC names no warehouse limits; these keep typos
 * (a weight typed in grams, a side in millimetres) out while letting any real parcel through.
 */
export const PARCEL_MEASUREMENT_LIMITS = {
  weightKg: { min: 0.01, max: 300, decimals: 3 },
  sideCm: { min: 1, max: 300, decimals: 1 },
} as const;

const DECIMAL_TEXT = /^\d+([.,]\d+)?$/;

/**
 * A measured value typed in the console (string, comma allowed) or sent as a number by a scale.
 * It is rounded half-up to the stored precision first (a scale reporting 1.2345 kg stores 1.235;
 * nobody weighs to a tenth of a gram), then checked against the bounds. The output is a decimal
 * string, never a float.
 */
export function measurementField(bounds: { min: number; max: number; decimals: number }) {
  const canonical = (raw: string | number) =>
    toDec(String(raw).trim().replace(',', '.')).toDecimalPlaces(bounds.decimals).toFixed(bounds.decimals);
  return z
    .union([z.string(), z.number()])
    .superRefine((raw, ctx) => {
      const text = String(raw).trim();
      if (text === '') return issue(ctx, 'required');
      if (!DECIMAL_TEXT.test(text)) return issue(ctx, 'number.invalid');
      const value = toDec(canonical(raw));
      if (value.lt(bounds.min)) issue(ctx, 'number.tooSmall', [], { min: bounds.min });
      else if (value.gt(bounds.max)) issue(ctx, 'number.tooBig', [], { max: bounds.max });
    })
    .transform(canonical);
}

export const weightKgField = () => measurementField(PARCEL_MEASUREMENT_LIMITS.weightKg);
export const sideCmField = () => measurementField(PARCEL_MEASUREMENT_LIMITS.sideCm);

/** Weight and the three sides, all required (the delivery cost needs the weight; labels the sides). */
export const parcelMeasurementsSchema = z.object({
  weightKg: weightKgField(),
  lengthCm: sideCmField(),
  widthCm: sideCmField(),
  heightCm: sideCmField(),
});
export type ParcelMeasurementsInput = z.input<typeof parcelMeasurementsSchema>;
export type ParcelMeasurements = z.output<typeof parcelMeasurementsSchema>;
