import { z } from 'zod';
import { issue, type IssueSink } from '../validation/index.js';
import { checkTrackNumber, isNoTrackNumber, NO_TRACK_NUMBER_MARKER } from './track-number.js';

/**
 * Track number rules shared by the form and the payload: "required unless the user said they have
 * none", then the format rules of `checkTrackNumber`.
 */
export function refineTrackNumber(
  number: string | null | undefined,
  country: string | null | undefined,
  hasNone: boolean,
  ctx: IssueSink,
  path: PropertyKey[],
): void {
  if (hasNone) return;
  if (isNoTrackNumber(number)) return issue(ctx, 'required', path);
  const problem = checkTrackNumber(number!.trim(), country);
  if (problem) issue(ctx, problem.code, path, problem.params);
}

const idOrCode = z.union([z.string(), z.number()]).nullable().optional();
const isChosen = (value: string | number | null | undefined) => value != null && String(value).trim() !== '';

/**
 * Wizard step 1 "Order" (SPEC §2, §5): country and company required (a company from the list or a
 * free-text companyName); the track number block with "received?" (true/false/unset) and "no number".
 */
export const forwardingOrderStepSchema = z
  .object({
    country: idOrCode,
    company: idOrCode,
    companyName: z.string().trim().max(250).optional(),
    receivedTrackNumber: z.boolean().nullable().optional(),
    noTrackNumber: z.boolean().default(false),
    number: z.string().trim().default(''),
  })
  .superRefine((step, ctx) => {
    if (!isChosen(step.country)) issue(ctx, 'required', ['country']);
    if (!isChosen(step.company) && !step.companyName) issue(ctx, 'required', ['company']);
    const hasNone = step.receivedTrackNumber === false || step.noTrackNumber;
    const country = step.country == null ? null : String(step.country);
    refineTrackNumber(step.number, country, hasNone, ctx, ['number']);
  })
  .transform((step) => ({
    ...step,
    // The saved order keeps the marker, so the field comes back disabled with "no number" ticked.
    number: step.receivedTrackNumber === false || step.noTrackNumber ? NO_TRACK_NUMBER_MARKER : step.number,
  }));
export type ForwardingOrderStepForm = z.input<typeof forwardingOrderStepSchema>;
