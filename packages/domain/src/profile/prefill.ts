/** The profile's Cyrillic names as GET /personal/me gives them. */
export interface ProfileCyrillicNames {
  firstNameCyr: string | null;
  lastNameCyr: string | null;
  middleNameCyr: string | null;
}

/**
 * Issue 13 item 10: forms that ask for the Cyrillic name (identity document, buy-out recipient)
 * start from the profile's names, but only where the form is still empty: what the customer or a
 * saved document already put there wins.
 */
export function withProfileNames<T extends { firstName: string; lastName: string; middleName: string }>(
  values: T,
  profile: ProfileCyrillicNames | null | undefined,
): T {
  if (!profile) return values;
  const pick = (current: string, saved: string | null) => (current.trim() === '' ? (saved ?? '') : current);
  return {
    ...values,
    firstName: pick(values.firstName, profile.firstNameCyr),
    lastName: pick(values.lastName, profile.lastNameCyr),
    middleName: pick(values.middleName, profile.middleNameCyr),
  };
}
