import { z } from 'zod';
import { emailSchema } from '../accounts/index.js';
import { normalizePhone, phoneSchema } from '../phone/index.js';
import { issue, requiredText } from '../validation/index.js';
import { RECIPIENT_NAME_MAX } from './limits.js';

/**
 * "names Cyrillic (capitalised Ukrainian letters and apostrophe, optional hyphenated second part)":
 * Олена, Прим'як, Анна-Марія, Кос-Анатольський.
 */
export const RECIPIENT_NAME_PATTERN = /^[А-ЩЬЮЯҐЄІЇ][а-щьюяґєії'’ʼ]*(?:-[А-ЩЬЮЯҐЄІЇ][а-щьюяґєії'’ʼ]*)?$/;

/** One Cyrillic name of the recipient; the profile's Cyrillic names follow the same rule. */
export const recipientNameSchema = requiredText({ max: RECIPIENT_NAME_MAX }).superRefine((name, ctx) => {
  if (!RECIPIENT_NAME_PATTERN.test(name)) issue(ctx, 'recipient.name');
});

/**
 * "The phone counts as verified only if it equals the user's verified phone or the newly verified
 * one" (SPEC §4): compared as saved 12-digit numbers.
 */
export function isPhoneVerifiedFor(phone: string, verifiedPhones: readonly string[]): boolean {
  const saved = normalizePhone(phone);
  return saved !== '' && verifiedPhones.some((verified) => normalizePhone(verified) === saved);
}

/**
 * Buy-out step "recipient": names, and a phone that is complete, has an allowed operator code and
 * is verified (errors phoneNumber / phoneNotVerified of SPEC §8). Middle name may stay empty.
 */
export function buyoutRecipientSchema(context: { verifiedPhones: readonly string[] }) {
  return z
    .object({
      lastName: recipientNameSchema,
      firstName: recipientNameSchema,
      middleName: z
        .string()
        .trim()
        .default('')
        .superRefine((name, ctx) => {
          if (name === '') return;
          if (name.length > RECIPIENT_NAME_MAX) issue(ctx, 'string.tooLong', [], { max: RECIPIENT_NAME_MAX });
          else if (!RECIPIENT_NAME_PATTERN.test(name)) issue(ctx, 'recipient.name');
        }),
      phoneNumber: phoneSchema,
      email: z.union([z.literal(''), emailSchema]).optional(),
    })
    .superRefine((recipient, ctx) => {
      const phoneOk = phoneSchema.safeParse(recipient.phoneNumber).success;
      if (phoneOk && !isPhoneVerifiedFor(recipient.phoneNumber, context.verifiedPhones)) {
        issue(ctx, 'phone.notVerified', ['phoneNumber']);
      }
    });
}
export type BuyoutRecipientForm = z.input<ReturnType<typeof buyoutRecipientSchema>>;
