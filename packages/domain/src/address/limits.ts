import { FIELD_LIMITS, POST_BOX_LIMITS } from '../reference/index.js';

// Address limits of SPEC §3/§5/§9, read from the reference constants so they live in one place.
/** "-1 is the 'new address' pseudo-option" of the address select. */
export const NEW_ADDRESS_ID = -1;
export const STREET_MIN = FIELD_LIMITS.streetMin;
export const ZIP_LENGTH = FIELD_LIMITS.zipLength;
/** "Saved addresses get zip 00001" (SPEC §3): the zip stored for department and locker addresses. */
export const SAVED_ADDRESS_ZIP = FIELD_LIMITS.savedAddressZip;
/** Parcel locker: declared value up to 10,000 UAH (SPEC §8/§9). */
export const LOCKER_MAX_TOTAL_UAH = Number(POST_BOX_LIMITS.maxTotal.amount);
// Our own bounds so a free-text field cannot carry unbounded input; SPEC gives none for these.
export const ADDRESS_TEXT_MAX = 100;
export const ADDITIONAL_INFO_MAX = 250;
