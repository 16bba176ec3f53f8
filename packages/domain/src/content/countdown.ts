/** Days, hours, minutes and seconds left until a discount ends (SPEC §2 discount countdown). */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** True once the end has passed; all parts are then 0. */
  ended: boolean;
}

/** Splits the time left until `endsAt` (ISO) at `now` (epoch ms); seconds are rounded down. */
export function countdownParts(endsAt: string, now: number): CountdownParts {
  const end = Date.parse(endsAt);
  const left = Number.isFinite(end) ? Math.floor((end - now) / 1_000) : 0;
  if (left <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, ended: true };
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
    ended: false,
  };
}
