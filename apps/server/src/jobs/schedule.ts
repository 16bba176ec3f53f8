// When a recurring job runs next: daily at an hour (UTC), or every N minutes.

export type JobSchedule = { kind: 'daily'; hourUtc: number } | { kind: 'every'; minutes: number };

export const daily = (hourUtc: number): JobSchedule => ({ kind: 'daily', hourUtc });
export const everyMinutes = (minutes: number): JobSchedule => ({ kind: 'every', minutes });

/** The first due time strictly after `now`. */
export function nextRunAfter(schedule: JobSchedule, now: Date): Date {
  if (schedule.kind === 'every') return new Date(now.getTime() + schedule.minutes * 60_000);
  const next = new Date(
    Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), schedule.hourUtc),
  );
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}
