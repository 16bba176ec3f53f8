/// <reference lib="dom" />
// The in-page measurement of the keystroke bench (wizard-keystroke.ts): what one keystroke costs, from
// its keydown to the DOM change and the frames after it (Performance API, Event Timing).
import type { ElementHandle, Page } from 'playwright-core';

/** Keystrokes measured per page, after WARM_UP ones that are not counted. */
export const KEYSTROKES = Number(process.env.BENCH_KEYSTROKES ?? 40);
export const WARM_UP = 6;

/** One keystroke, in ms from the `keydown` listener's performance.now(). */
export interface Sample {
  /** The results panel's total text changed (first mutation with a new text): the app's own work. */
  mutation: number;
  /**
   * After the frame that shows it: requestAnimationFrame, then a message posted from it (runs after
   * that frame's paint; on a busy page Chromium may run the next frame first, which this then includes).
   */
  painted: number;
  /** Two requestAnimationFrames after the mutation: the start of the frame after the one that paints it. */
  frame: number;
}

export interface Stats {
  p50: number;
  p95: number;
  max: number;
}

export interface PageResult {
  mutation: Stats;
  painted: Stats;
  frame: Stats;
  /** Event Timing (PerformanceObserver 'event', threshold 16 ms): keydown entries at or over 16 ms. */
  keydownsOver16ms: number;
  /** The longest Event Timing duration of the keyboard events (keydown..keyup, input), in ms. */
  longestEventMs: number;
  samples: Sample[];
}

export const round = (ms: number) => Math.round(ms * 10) / 10;

export function quantile(sorted: number[], q: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
}

export function stats(values: number[]): Stats {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  return {
    p50: round(quantile(sorted, 0.5)),
    p95: round(quantile(sorted, 0.95)),
    max: round(sorted.at(-1)!),
  };
}

export interface Probe {
  samples: Sample[];
  events: { name: string; duration: number }[];
}
export type ProbeWindow = Window & { __keystrokeProbe?: Probe };

/**
 * Installs the measurement in the page: a capturing keydown listener on the window (runs before the
 * app's own listeners) records performance.now() for keys sent to `input`; a MutationObserver on
 * `observedSelector` records the first mutation after it that changed the text of `totalSelector`,
 * then times the frame that paints it (rAF + posted message) and the next frame (second rAF).
 */
export async function installProbe(
  page: Page,
  input: ElementHandle,
  observedSelector: string,
  totalSelector: string,
): Promise<void> {
  await page.evaluate(
    ([target, observed, total]) => {
      const probe: Probe = { samples: [], events: [] };
      (window as ProbeWindow).__keystrokeProbe = probe;
      const root = document.querySelector(observed);
      if (!root) throw new Error(`nothing matches ${observed}`);
      let pending: { start: number; before: string; seen: boolean } | null = null;
      window.addEventListener(
        'keydown',
        (event) => {
          if (event.target === target)
            pending = {
              start: performance.now(),
              before: document.querySelector(total)?.textContent ?? '',
              seen: false,
            };
        },
        { capture: true },
      );
      new MutationObserver(() => {
        const keystroke = pending;
        if (!keystroke || keystroke.seen) return;
        if ((document.querySelector(total)?.textContent ?? '') === keystroke.before) return;
        keystroke.seen = true;
        const mutation = performance.now() - keystroke.start;
        // The sample is kept by whichever of the two comes last: on a busy page Chromium runs the next
        // frame before the posted message (rendering goes first when a frame is due).
        let painted = NaN;
        let frame = NaN;
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.addEventListener('message', () => {
            painted = performance.now() - keystroke.start;
            if (!Number.isNaN(frame)) probe.samples.push({ mutation, painted, frame });
          });
          channel.port1.start();
          channel.port2.postMessage(null);
          requestAnimationFrame(() => {
            frame = performance.now() - keystroke.start;
            if (!Number.isNaN(painted)) probe.samples.push({ mutation, painted, frame });
          });
        });
      }).observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
      // Only the measured keys: the entry of the key that put the caret at the end comes in later.
      const installedAt = performance.now();
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          if (entry.startTime >= installedAt && /^(key|input|beforeinput)/.test(entry.name))
            probe.events.push({ name: entry.name, duration: entry.duration });
      }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
    },
    [input, observedSelector, totalSelector] as const,
  );
}

/** What the page shows, for the message of a keystroke that never reached the panel. */
export function pageState(page: Page): Promise<string> {
  return page
    .evaluate(() => {
      const active = document.activeElement;
      return JSON.stringify({
        url: location.href,
        active: active ? `${active.tagName} ${active.getAttribute('aria-label') ?? active.id}` : null,
        value: active instanceof HTMLInputElement ? active.value : null,
        total: document.querySelector('[data-testid="results-sum"], #total')?.textContent ?? null,
        dialogs: document.querySelectorAll('[role="dialog"]').length,
      });
    })
    .catch((error: Error) => error.message);
}

/**
 * Types into the focused field: a digit, then Backspace, alternately (the value goes back and forth
 * between two valid prices), each keystroke after the previous one has been painted and a short
 * pause, so keystrokes do not overlap. The first WARM_UP keystrokes are not counted.
 */
export async function typeAndMeasure(page: Page): Promise<PageResult> {
  const count = () => page.evaluate(() => (window as ProbeWindow).__keystrokeProbe?.samples.length ?? 0);
  for (let i = 0; i < WARM_UP + KEYSTROKES; i++) {
    const before = await count();
    await page.keyboard.press(i % 2 === 0 ? '7' : 'Backspace');
    await page
      .waitForFunction((n) => ((window as ProbeWindow).__keystrokeProbe?.samples.length ?? 0) > n, before, {
        timeout: 15_000,
      })
      .catch(async (error: Error) => {
        throw new Error(`keystroke ${i} not seen: ${error.message}; page state: ${await pageState(page)}`);
      });
    await page.waitForTimeout(60);
  }
  const probe = await page.evaluate(() => (window as ProbeWindow).__keystrokeProbe!);
  const samples = probe.samples.slice(WARM_UP).map((s) => ({
    mutation: round(s.mutation),
    painted: round(s.painted),
    frame: round(s.frame),
  }));
  return {
    mutation: stats(samples.map((s) => s.mutation)),
    painted: stats(samples.map((s) => s.painted)),
    frame: stats(samples.map((s) => s.frame)),
    keydownsOver16ms: probe.events.filter((e) => e.name === 'keydown').length,
    longestEventMs: Math.max(0, ...probe.events.map((e) => e.duration)),
    samples,
  };
}

// --- the wizard: the e2e journeys' selectors (e2e/support/forwarding*.ts), in Ukrainian ---
