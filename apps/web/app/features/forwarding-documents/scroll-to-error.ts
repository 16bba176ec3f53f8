/**
 * Fields and blocks that show a step error, in page order. A drop zone's refused picks
 * (.upload-zone__problem) are feedback on a past drop, not a reason the step cannot go on.
 */
const ERROR_SELECTOR = '[aria-invalid="true"], .field__error, .checkbox__error';

/**
 * SPEC §8 "On failure the view scrolls to the first error": after React has painted the errors,
 * scroll the first one into view and focus it when it is a field.
 */
export function scrollToFirstError(root: HTMLElement | null): void {
  const run = () => {
    const first = root?.querySelector<HTMLElement>(ERROR_SELECTOR);
    if (!first) return;
    first.scrollIntoView?.({ block: 'center', behavior: 'smooth' });
    if (first.matches('input, select, textarea')) first.focus({ preventScroll: true });
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(run);
  else setTimeout(run, 0);
}
