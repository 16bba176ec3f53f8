import { LOCKER_MAX_TOTAL_UAH } from './limits.js';

/**
 * "Post machine is disabled when the post-box total limit is reached" / "A locker cannot be chosen
 * when the UAH total exceeds 10000" (SPEC §4/§5): a total of exactly 10000 UAH still fits.
 */
export function isLockerAllowed(totalUah: string | number): boolean {
  const total = Number(totalUah);
  return Number.isFinite(total) && total <= LOCKER_MAX_TOTAL_UAH;
}

/** The buy-out delivery tab opened by default: the locker, unless the total is over its cap (SPEC §4). */
export function defaultDeliveryType(totalUah: string | number): 'box' | 'department' {
  return isLockerAllowed(totalUah) ? 'box' : 'department';
}
