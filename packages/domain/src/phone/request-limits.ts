import { PHONE_VERIFICATION } from '../reference/timings.js';

/**
 * How many verification calls and SMS may go out (issue 13: one account texted 15 numbers in seconds).
 * The server reads these from its configuration; the defaults are the product's.
 */
export interface VerificationLimits {
  /** Requests for one number in an hour, whichever accounts ask (SPEC §9 "3 request attempts"). */
  perNumberPerHour: number;
  /** Different numbers one account may ask codes for in 24 hours. */
  numbersPerAccountPerDay: number;
  /** Requests from one client IP in an hour, whichever accounts ask. */
  perIpPerHour: number;
}

export const DEFAULT_VERIFICATION_LIMITS: VerificationLimits = {
  perNumberPerHour: PHONE_VERIFICATION.requestAttempts,
  numbersPerAccountPerDay: 5,
  perIpPerHour: 20,
};

/** The window of the per-account limit: a rolling day, so no time zone decides when it resets. */
export const VERIFICATION_DAY_MS = 24 * 3_600_000;

/** Earlier requests that were sent (a refused or undelivered request is not in the log). */
export interface VerificationRequestLog {
  /** This account's requests of the last 24 hours: which number, when. */
  account: readonly { phone: string; at: Date }[];
  /** Requests for the asked number in the last hour, from any account. */
  number: readonly Date[];
  /** Requests from the client's IP in the last hour, from any account. */
  ip: readonly Date[];
}

/** Which rule refused: the 60 s gap, or the number's, the account's or the IP's limit. */
export const VERIFICATION_LIMIT_RULES = ['gap', 'number', 'account', 'ip'] as const;
export type VerificationLimit = (typeof VERIFICATION_LIMIT_RULES)[number];

export type RequestDecision =
  /** `attempts` counts the number's requests of the hour, this one too; `retryInMs` is the wait before the next. */
  | { ok: true; attempts: number; retryInMs: number }
  | {
      ok: false;
      error: 'delay_error' | 'max_attempts_error';
      limit: VerificationLimit;
      attempts: number;
      retryInMs: number;
    };

/** Times inside (now - window, now], oldest first; future ones are ignored (clock skew between nodes). */
function within(times: readonly Date[], t: number, windowMs: number): number[] {
  return times
    .map((d) => d.getTime())
    .filter((x) => x > t - windowMs && x <= t)
    .sort((a, b) => a - b);
}

/** How long until fewer than `max` of the (sorted) times are inside the window; 0 if already so. */
function waitBelow(sorted: readonly number[], max: number, windowMs: number, t: number): number {
  if (sorted.length < max) return 0;
  return sorted[sorted.length - max]! + windowMs - t;
}

/**
 * The verification request limits (issue 13 on top of SPEC §4, §9), checked in this order:
 * 1. per number: at most `perNumberPerHour` requests in any hour, whichever accounts ask
 *    (max_attempts_error until the oldest of them is an hour old: "try again in 1 hour");
 * 2. per account: codes for at most `numbersPerAccountPerDay` different numbers in 24 hours
 *    (a number already asked for today stays allowed);
 * 3. per IP: at most `perIpPerHour` requests in any hour from one client address;
 * 4. the 60 s gap: the account's next request for the same number waits `retryTimerMs` after its
 *    last one, whatever the channel: switching call <-> SMS re-requests, but only after the gap
 *    (delay_error with the time left).
 */
export function decideVerificationRequest(
  log: VerificationRequestLog,
  ask: { phone: string; now: Date },
  limits: VerificationLimits = DEFAULT_VERIFICATION_LIMITS,
): RequestDecision {
  const { retryTimerMs, lockoutMs: hourMs } = PHONE_VERIFICATION;
  const t = ask.now.getTime();
  const number = within(log.number, t, hourMs);
  const attempts = number.length;
  const refuse = (limit: VerificationLimit, retryInMs: number): RequestDecision => ({
    ok: false,
    error: limit === 'gap' ? 'delay_error' : 'max_attempts_error',
    limit,
    attempts,
    retryInMs,
  });

  if (attempts >= limits.perNumberPerHour) {
    return refuse('number', waitBelow(number, limits.perNumberPerHour, hourMs, t));
  }

  // The account's numbers of the day, each with its latest request (the one that leaves the window last).
  const lastPerNumber = new Map<string, number>();
  for (const r of log.account) {
    const at = r.at.getTime();
    if (at > t - VERIFICATION_DAY_MS && at <= t) {
      lastPerNumber.set(r.phone, Math.max(lastPerNumber.get(r.phone) ?? at, at));
    }
  }
  if (!lastPerNumber.has(ask.phone) && lastPerNumber.size >= limits.numbersPerAccountPerDay) {
    const lasts = [...lastPerNumber.values()].sort((a, b) => a - b);
    return refuse('account', waitBelow(lasts, limits.numbersPerAccountPerDay, VERIFICATION_DAY_MS, t));
  }

  const ip = within(log.ip, t, hourMs);
  if (ip.length >= limits.perIpPerHour) {
    return refuse('ip', waitBelow(ip, limits.perIpPerHour, hourMs, t));
  }

  const last = lastPerNumber.get(ask.phone);
  if (last !== undefined && t - last < retryTimerMs) return refuse('gap', last + retryTimerMs - t);

  // The wait the dialog shows: the gap, or longer when this request fills the number's or the IP's hour.
  const retryInMs = Math.max(
    retryTimerMs,
    waitBelow([...number, t], limits.perNumberPerHour, hourMs, t),
    waitBelow([...ip, t], limits.perIpPerHour, hourMs, t),
  );
  return { ok: true, attempts: attempts + 1, retryInMs };
}
