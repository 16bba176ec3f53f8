import { FIELD_LIMITS } from '../reference/index.js';

// Forwarding form limits of SPEC §5/§9, read from the reference constants so they live in one place.
export const TRACK_NUMBER_MAX = FIELD_LIMITS.trackNumberMax;
/** UPS numbers start with 1Z and are exactly 18 characters (SPEC §5, US only). */
export const UPS_TRACK_NUMBER_LENGTH = 18;
export const ORDER_NAME_MIN = FIELD_LIMITS.orderNameMin;
export const ORDER_NAME_MAX = FIELD_LIMITS.orderNameMax;
export const PRODUCT_NAME_MIN = FIELD_LIMITS.productNameMin;
export const PRODUCT_NAME_MAX = FIELD_LIMITS.productNameMax;
export const QUANTITY_MIN = FIELD_LIMITS.quantityMin;
export const QUANTITY_MAX = FIELD_LIMITS.quantityMax;
export const PRICE_MIN = Number(FIELD_LIMITS.priceMin);
