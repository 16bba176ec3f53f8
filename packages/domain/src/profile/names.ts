import { z } from 'zod';
import { recipientNameSchema } from '../buyout/recipient.js';
import { addNestedIssues, issue, requiredText } from '../validation/index.js';

// Issue 13 item 10 "Profile": the customer's names. The Latin pair goes on warehouse labels abroad,
// the Cyrillic ones prefill the buy-out recipient and the identity document.
export const LATIN_NAME_MIN = 2;
export const LATIN_NAME_MAX = 60;

/**
 * "Latin letters, space, hyphen, apostrophe": parts of letters joined by one separator, so labels
 * never carry a stray leading hyphen or a double space (O'Brien, Anna-Maria, Van Der Berg).
 */
export const LATIN_NAME_PATTERN = /^[A-Za-z]+(?:['\- ][A-Za-z]+)*$/;

/**
 * Phones type typographic apostrophes and people paste double spaces: both are put right before
 * the check, so the label gets plain ASCII and the customer is not scolded for their keyboard.
 */
export function normalizeLatinName(text: string): string {
  return text
    .trim()
    .replace(/[’ʼ‘`]/g, "'")
    .replace(/ {2,}/g, ' ');
}

/** One Latin name: 2 to 60 characters of LATIN_NAME_PATTERN (a NUL or any other control fails it). */
export const latinNameSchema = requiredText({ min: LATIN_NAME_MIN, max: LATIN_NAME_MAX })
  .transform(normalizeLatinName)
  .superRefine((name, ctx) => {
    if (!LATIN_NAME_PATTERN.test(name)) issue(ctx, 'profile.latinName');
  });

/**
 * A profile name may be left empty (or cleared): '' and null mean "no name" and come out as null;
 * anything else must pass `rule`, whose issues are reported on the field itself.
 */
function clearable(rule: z.ZodType<string, string>) {
  return z
    .string()
    .nullable()
    .transform((value, ctx) => {
      const text = value?.trim() ?? '';
      if (text === '') return null;
      const parsed = rule.safeParse(text);
      if (parsed.success) return parsed.data;
      addNestedIssues(ctx, parsed.error.issues, []);
      return z.NEVER;
    });
}

const profileNameFields = {
  firstName: clearable(latinNameSchema),
  lastName: clearable(latinNameSchema),
  // The buy-out recipient's rule, so a name saved here is accepted where it is prefilled.
  firstNameCyr: clearable(recipientNameSchema),
  lastNameCyr: clearable(recipientNameSchema),
  middleNameCyr: clearable(recipientNameSchema),
};
export type ProfileNameField = keyof typeof profileNameFields;
export const PROFILE_NAME_FIELDS = Object.keys(profileNameFields) as ProfileNameField[];

/** The profile form: all five names, each '' when not given. */
export const profileNamesSchema = z.object(profileNameFields);
export type ProfileNamesForm = Record<ProfileNameField, string>;

/**
 * PATCH /personal/me: any of the five names; a missing key leaves the name as it is, '' or null
 * clears it. Unknown keys are dropped, not saved.
 */
export const profileNamesPatchSchema = z.object({
  firstName: profileNameFields.firstName.optional(),
  lastName: profileNameFields.lastName.optional(),
  firstNameCyr: profileNameFields.firstNameCyr.optional(),
  lastNameCyr: profileNameFields.lastNameCyr.optional(),
  middleNameCyr: profileNameFields.middleNameCyr.optional(),
});
export type ProfileNamesPatch = z.output<typeof profileNamesPatchSchema>;
