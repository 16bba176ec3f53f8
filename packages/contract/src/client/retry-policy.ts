import { RETRY_POLICY, retryDelayMs as domainRetryDelayMs } from '@posylka/domain';

/** SPEC §9: a GET answered 202 is retried; at most 12 tries in total (the rule lives in the domain). */
export const MAX_TRIES_ON_ACCEPTED: number = RETRY_POLICY.maxTries;

/** Delay before retry number `retry` (1-based); the last delay again if asked past the schedule. */
export function retryDelayMs(retry: number): number {
  return domainRetryDelayMs(Math.min(retry, MAX_TRIES_ON_ACCEPTED - 1)) ?? RETRY_POLICY.initialDelayMs;
}

export const realSleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));
