import { FIELD_LIMITS } from '../reference/index.js';

// Identity document limits of SPEC §5/§9 (shared ones read from the reference constants).
export const MIN_AGE = FIELD_LIMITS.minAgeYears;
export const NAME_MIN = 2;
export const NAME_MAX = 60;
export const MIDDLE_NAME_MAX = 250;
export const ISSUED_BY_MAX = 250;
export const REGISTRATION_MAX = 250;
export const TAX_NUMBER_LENGTH = FIELD_LIMITS.taxNumberLength;
export const PASSPORT_SERIAL_LENGTH = 8;
export const ID_CARD_NUMBER_LENGTH = 9;
