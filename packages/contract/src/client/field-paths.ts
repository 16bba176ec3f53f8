import type { Violation } from '../errors.js';

/**
 * Symfony property paths (`items[0].unitPrice.amount`, `[email]`) to react-hook-form paths
 * (`items.0.unitPrice.amount`, `email`).
 */
export function toFieldPath(property: string): string {
  return property
    .replace(/\[(\w+)\]/g, '.$1')
    .replace(/^\./, '')
    .replace(/\.{2,}/g, '.');
}

/** First message per field wins: the server lists the most important violation first. */
export function violationsToFieldErrors(violations: readonly Violation[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { property, message } of violations) {
    const path = toFieldPath(property);
    if (!(path in errors)) errors[path] = message;
  }
  return errors;
}
