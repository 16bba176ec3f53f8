import { UI_TIMINGS } from '@posylka/domain';

export interface AutoSaverOptions<P> {
  /** The payload as the form holds it now. */
  collect: () => P;
  /** "Nothing is saved until some product has both link and name, or an order exists" (SPEC §4). */
  canSave: (payload: P) => boolean;
  /**
   * Sends the payload; may answer the payload as the server now holds it (new line ids), which is
   * then what later changes are compared with.
   */
  save: (payload: P) => Promise<P | void>;
  debounceMs?: number;
  throttleMs?: number;
  now?: () => number;
}

export interface AutoSaver<P> {
  /** A watched value changed (step, products, recipient, delivery, payment). */
  notify(): void;
  /** Save now whatever is pending (before checkout or leaving a step); resolves after the save. */
  flush(): Promise<void>;
  /** "On checkout, watchers and pending saves are cancelled." */
  cancel(): void;
  /** A checkout that failed hands the form back: watching starts again. */
  resume(): void;
  /** The payload the order already holds (after a load or a save made elsewhere): not re-sent. */
  markSaved(payload: P): void;
  isSaving(): boolean;
}

/**
 * Draft auto-save of SPEC §4: "debounced 1.5 s and throttled 2.5 s", "Watchers pause during a save
 * and resume after". A change waits for 1.5 s of quiet, and two saves start at least 2.5 s apart.
 * Changes made while a save runs (the response updating the form included) are not watched; once
 * the save is done the form is compared with what was sent, so a user's keystroke in that window is
 * saved by the next round rather than lost.
 */
export function createAutoSaver<P>(options: AutoSaverOptions<P>): AutoSaver<P> {
  const debounceMs = options.debounceMs ?? UI_TIMINGS.draftDebounceMs;
  const throttleMs = options.throttleMs ?? UI_TIMINGS.draftThrottleMs;
  const now = options.now ?? (() => Date.now());
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let lastStartedAt = -Infinity;
  let lastSent: string | null = null;
  let lastAttempted: string | null = null;
  let cancelled = false;

  const clear = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };

  const run = async (): Promise<void> => {
    clear();
    if (cancelled) return;
    const payload = options.collect();
    const key = JSON.stringify(payload);
    if (key === lastSent || !options.canSave(payload)) return;
    lastStartedAt = now();
    lastAttempted = key;
    try {
      const held = await options.save(payload);
      lastSent = held ? JSON.stringify(held) : key;
      lastAttempted = lastSent;
    } catch {
      // A failed draft save is silent (SPEC §6 "no error toast"); the next change tries again.
    }
  };

  const start = (): Promise<void> => {
    running = run().finally(() => {
      running = null;
      if (!cancelled && JSON.stringify(options.collect()) !== lastAttempted) schedule();
    });
    return running;
  };

  function schedule() {
    if (cancelled || running) return;
    clear();
    const sinceLast = now() - lastStartedAt;
    const wait = Math.max(debounceMs, throttleMs - sinceLast);
    timer = setTimeout(() => void start(), wait);
  }

  return {
    notify: schedule,
    async flush() {
      if (running) await running;
      if (cancelled) return;
      clear();
      await start();
    },
    cancel() {
      cancelled = true;
      clear();
    },
    resume() {
      cancelled = false;
    },
    markSaved(payload) {
      lastSent = JSON.stringify(payload);
      lastAttempted = lastSent;
    },
    isSaving: () => running !== null,
  };
}
