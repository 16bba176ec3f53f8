import { z } from 'zod';
import { issue, type IssueSink } from '../validation/index.js';
import {
  ADDRESS_PHONE_LENGTH,
  isAllowedOperator,
  isCompletePhone,
  normalizePhone,
  operatorCode,
} from './phone.js';

function checkPhone(value: string, ctx: IssueSink): void {
  if (value.trim() === '') return issue(ctx, 'required');
  if (!isCompletePhone(value)) return issue(ctx, 'phone.invalid');
  if (!isAllowedOperator(value)) issue(ctx, 'phone.operator', [], { code: operatorCode(value) });
}

/** Form phone (SPEC §5): required; complete per +38 (0##) ### ## ##; operator code allowed. Keeps the typed value. */
export const phoneSchema = z.string().superRefine(checkPhone);

/** Payload phone: the same rules, saved as 12 digits ("380671234567"). */
export const phonePayloadSchema = phoneSchema.transform(normalizePhone);

/** Draft payload phone: may be empty; "draft save: phone sent only if 12 digits" (SPEC §5), so '' stays ''. */
export const draftPhonePayloadSchema = z
  .string()
  .superRefine((value, ctx) => {
    if (value.trim() !== '') checkPhone(value, ctx);
  })
  .transform(normalizePhone);

/** Address-form phone: "must be 17 characters" (SPEC §5) as masked `+38(0##)###-##-##`, operator allowed. */
export const addressPhoneSchema = z.string().superRefine((value, ctx) => {
  if (value.trim() === '') return issue(ctx, 'required');
  if (value.length !== ADDRESS_PHONE_LENGTH || !/^\+38\(0\d{2}\)\d{3}-\d{2}-\d{2}$/.test(value)) {
    return issue(ctx, 'phone.invalid');
  }
  if (!isAllowedOperator(value)) issue(ctx, 'phone.operator', [], { code: operatorCode(value) });
});
