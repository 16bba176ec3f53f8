// The chaos scenarios' budget: a few seconds of load by default so they fit the normal test run;
// CHAOS_SECONDS gives more (e.g. CHAOS_SECONDS=60 before a release), CHAOS_SEED replays a run's
// choices (when the fault strikes, which address is written). Time is never asserted on, except as
// a stall guard: no single request may take longer than STALL_LIMIT_MS.

function positive(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got ${raw}`);
  return value;
}

/** Seconds of load per phase of a scenario (before the fault, during it, after recovery). */
export const CHAOS_SECONDS = positive('CHAOS_SECONDS', 3);

/** Seed of the scenarios' random choices; printed in failure messages so a run can be replayed. */
export const CHAOS_SEED = Math.trunc(positive('CHAOS_SEED', 15_015));

/**
 * A request slower than this is a stall (a client waiting on a dead connection, a queue that never
 * drains), whatever the machine: generous enough for two shared CI cores running other tests.
 */
export const STALL_LIMIT_MS = 15_000;

/** Test timeout for a scenario with `phases` load phases plus its servers' starts. */
export function scenarioTimeout(phases: number, serverStarts: number): number {
  return (phases * CHAOS_SECONDS + serverStarts * 120 + 60) * 1000;
}

/** mulberry32: a small seeded generator, enough to place faults reproducibly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
