// Delivery retries: exponential backoff from 30 s, doubling, capped at 6 hours; after MAX attempts the
// message is a dead letter, shown in the console and retried only by an operator. Eight attempts span
// about an hour and a quarter of a provider's outage (30 s + 1 + 2 + 4 + 8 + 16 + 32 min).
export const NOTIFICATION_MAX_ATTEMPTS = 8;
const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 6 * 60 * 60_000;

/** Delay before the attempt after `attempts` failed ones (1 → 30 s, 2 → 60 s, ...). */
export function notificationRetryDelayMs(attempts: number, retryAfterMs?: number): number {
  const backoff = Math.min(MAX_DELAY_MS, FIRST_DELAY_MS * 2 ** Math.max(0, attempts - 1));
  return Math.max(backoff, Math.min(retryAfterMs ?? 0, MAX_DELAY_MS));
}

/** What a failed attempt leads to: another try at `delayMs`, or the dead-letter state. */
export function afterFailure(
  attempts: number,
  failure: { permanent: boolean; retryAfterMs?: number },
): { dead: true } | { dead: false; delayMs: number } {
  if (failure.permanent || attempts >= NOTIFICATION_MAX_ATTEMPTS) return { dead: true };
  return { dead: false, delayMs: notificationRetryDelayMs(attempts, failure.retryAfterMs) };
}
