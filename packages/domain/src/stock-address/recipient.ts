import { transliterate } from '../text/transliterate.js';

export interface RecipientSource {
  /** The Latin names the customer gave in the profile (issue 13 item 10). */
  firstNameLat: string | null;
  lastNameLat: string | null;
  firstNameCyr: string | null;
  lastNameCyr: string | null;
  email: string;
}

export interface Recipient {
  /** Latin name as foreign shops need it in the "Full name" line. */
  name: string;
  /**
   * True when the customer has not given a name yet and the e-mail's local part stands in for it:
   * the page then asks them to fill in their name (a parcel still arrives by the customer code).
   */
  fromEmail: boolean;
}

function givenParts(...parts: (string | null)[]): string[] {
  return parts.map((part) => part?.trim() ?? '').filter((part) => part.length > 0);
}

/**
 * The name printed in our warehouse address: the Latin first and last name of the profile, as the
 * customer spells it for labels abroad; without them the Cyrillic name transliterated by the
 * national rules; while no name is given at all, the e-mail's local part, because shops refuse an
 * empty name line and the customer code alone identifies the parcel.
 */
export function recipientName(user: RecipientSource): Recipient {
  const latin = givenParts(user.firstNameLat, user.lastNameLat);
  if (latin.length > 0) return { name: latin.join(' ').replace(/\s+/g, ' '), fromEmail: false };
  const cyrillic = givenParts(user.firstNameCyr, user.lastNameCyr);
  if (cyrillic.length > 0) {
    return { name: transliterate(cyrillic.join(' ')).replace(/\s+/g, ' '), fromEmail: false };
  }
  const local = user.email.split('@')[0] ?? user.email;
  return { name: local.trim() || user.email, fromEmail: true };
}
