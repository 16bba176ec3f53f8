/**
 * "One-time" modals of SPEC §4 (the 150 EUR and 1000 EUR explanations, the US/CN warning, the
 * no-category info) show once per browser: the flag lives in localStorage, and a browser that
 * refuses storage simply sees them again next time.
 */
const PREFIX = 'posylka.forwarding.seen.';

export type OneTimeNotice = 'over150' | 'over1000' | 'countryWarning' | 'noCategory';

export function wasShown(notice: OneTimeNotice): boolean {
  try {
    return window.localStorage.getItem(PREFIX + notice) === '1';
  } catch {
    return false;
  }
}

export function markShown(notice: OneTimeNotice): void {
  try {
    window.localStorage.setItem(PREFIX + notice, '1');
  } catch {
    // Storage disabled: the notice may show again, which is harmless.
  }
}

/** Returns true (and remembers it) the first time a notice is due. */
export function firstTime(notice: OneTimeNotice): boolean {
  if (wasShown(notice)) return false;
  markShown(notice);
  return true;
}
