/** SPEC §9: a GET answered 202 is retried; at most 12 tries in total. */
export const MAX_TRIES_ON_ACCEPTED = 12;
const BASE_DELAY_MS = 500;

/**
 * Delay before retry number `retry` (1-based: retry 1 is the 2nd try).
 * SPEC §9: "delay 500 ms, doubled after 4 tries, doubled again after 8", so retries 1-4 wait
 * 500 ms, 5-8 wait 1000 ms and 9-11 wait 2000 ms.
 */
export function retryDelayMs(retry: number): number {
  if (retry <= 4) return BASE_DELAY_MS;
  if (retry <= 8) return BASE_DELAY_MS * 2;
  return BASE_DELAY_MS * 4;
}

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
