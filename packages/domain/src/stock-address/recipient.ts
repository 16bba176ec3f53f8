import { transliterate } from '../text/transliterate.js';

export interface RecipientSource {
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

/**
 * The name printed in our warehouse address: the customer's first and last name in Latin letters
 * (Cyrillic transliterated by the national rules), or, while no name is given, the e-mail's local
 * part, because shops refuse an empty name line and the customer code alone identifies the parcel.
 */
export function recipientName(user: RecipientSource): Recipient {
  const parts = [user.firstNameCyr, user.lastNameCyr]
    .map((part) => part?.trim() ?? '')
    .filter((part) => part.length > 0);
  if (parts.length > 0) {
    return { name: transliterate(parts.join(' ')).replace(/\s+/g, ' '), fromEmail: false };
  }
  const local = user.email.split('@')[0] ?? user.email;
  return { name: local.trim() || user.email, fromEmail: true };
}
