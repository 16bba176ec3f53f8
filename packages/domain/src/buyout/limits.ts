import { FIELD_LIMITS } from '../reference/index.js';

// Buy-out limits of SPEC §3/§5/§9 (shared ones read from the reference constants).
export const BUYOUT_NAME_MAX = 250;
export const BUYOUT_COMMENT_MAX = FIELD_LIMITS.commentMax;
export const BUYOUT_ORDER_NAME_MAX = 100;
export const BUYOUT_QUANTITY_MIN = FIELD_LIMITS.quantityMin;
export const BUYOUT_QUANTITY_MAX = FIELD_LIMITS.quantityMax;
export const BUYOUT_PRICE_MIN = Number(FIELD_LIMITS.priceMin);
/** Our bound for a pasted product link; SPEC gives none and real shop links stay well below it. */
export const BUYOUT_LINK_MAX = 2000;
/** Recipient names: our bound, matching the identity document's first/last name max. */
export const RECIPIENT_NAME_MAX = 60;
