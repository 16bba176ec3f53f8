import type { Locale } from '../i18n/locales.js';
import { describeIssue, type ValidationIssue } from './issues.js';
import { translateMessage } from './translate.js';

/** Symfony-style property path of SPEC §8: `items[0].unitPrice.amount`; the root is ''. */
export function toPropertyPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out === '' ? String(key) : `.${String(key)}`;
  }
  return out;
}

/** react-hook-form field name: `items.0.name`; a form-level issue goes to `root`. */
export function toFieldPath(path: readonly PropertyKey[]): string {
  return path.length === 0 ? 'root' : path.map(String).join('.');
}

/** 422 violations (SPEC §8) in the request's language, one per issue, in schema order. */
export function toViolations(
  issues: readonly ValidationIssue[],
  locale: Locale,
): { property: string; message: string }[] {
  return issues.map((issue) => {
    const { code, params } = describeIssue(issue);
    return { property: toPropertyPath(issue.path), message: translateMessage(code, params, locale) };
  });
}

/** Per-field messages for forms: the first issue of each field wins, as the user fixes one thing at a time. */
export function toFieldErrors(issues: readonly ValidationIssue[], locale: Locale): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = toFieldPath(issue.path);
    if (field in errors) continue;
    const { code, params } = describeIssue(issue);
    errors[field] = translateMessage(code, params, locale);
  }
  return errors;
}
