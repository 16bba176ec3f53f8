import type { z } from 'zod';

/**
 * The one place every request's params, query and body are checked before the route's schema runs
 * (issue 15 "500 on bad input"). What is refused here can never be stored or handled safely, whatever
 * the route: PostgreSQL rejects a NUL byte in text, a lone UTF-16 surrogate cannot be encoded, a
 * 300 KB string breaks a btree row, a number past 2^53 loses digits or overflows a numeric column,
 * and a body nested thousands deep overflows the stack of zod's recursive parse. Route schemas keep
 * their own, tighter limits; these are the backstop so that no input answers 500.
 */

/** The longest string any field takes (the payment callback's signed data, 20,000, is the widest). */
export const INPUT_STRING_MAX = 20_000;
/** JSON nesting beyond any payload of the contract (an order's items' fields are 3 deep). */
export const INPUT_DEPTH_MAX = 16;
/** Enough violations to show every bad field of a form, not one per element of a hostile array. */
const ISSUES_MAX = 20;

type Issue = z.core.$ZodIssue;
type Path = (string | number)[];

function custom(path: Path, message: string, params: Record<string, number> = {}): Issue {
  return { code: 'custom', message, path, params, input: undefined };
}

/** A NUL byte, or a high/low surrogate without its pair: text no column and no encoder accepts. */
export function hasForbiddenCharacters(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0) return true;
    if (c < 0xd800 || c > 0xdfff) continue;
    const next = text.charCodeAt(i + 1);
    if (c <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) i++;
    else return true;
  }
  return false;
}

function stringIssue(text: string, path: Path): Issue | undefined {
  // Length first: the character scan then never runs over more than INPUT_STRING_MAX characters.
  if (text.length > INPUT_STRING_MAX) return custom(path, 'string.tooLong', { max: INPUT_STRING_MAX });
  if (hasForbiddenCharacters(text)) return custom(path, 'text.forbiddenCharacters');
  return undefined;
}

function numberIssue(value: number, path: Path): Issue | undefined {
  if (Number.isNaN(value)) return custom(path, 'number.invalid');
  if (value > Number.MAX_SAFE_INTEGER) return custom(path, 'number.tooBig', { max: Number.MAX_SAFE_INTEGER });
  if (value < -Number.MAX_SAFE_INTEGER) {
    return custom(path, 'number.tooSmall', { min: -Number.MAX_SAFE_INTEGER });
  }
  return undefined;
}

/**
 * Issues for every unsafe value in `input` (strings, object keys, numbers, nesting), with the
 * property path the 422 names. An explicit stack instead of recursion: the walk itself must not
 * overflow on the deep input it is there to refuse. Linear in the size of the input.
 */
export function unsafeInputIssues(input: unknown): Issue[] {
  const issues: Issue[] = [];
  const stack: { value: unknown; path: Path }[] = [{ value: input, path: [] }];
  while (stack.length > 0 && issues.length < ISSUES_MAX) {
    const { value, path } = stack.pop()!;
    if (typeof value === 'string') {
      const found = stringIssue(value, path);
      if (found) issues.push(found);
    } else if (typeof value === 'number') {
      const found = numberIssue(value, path);
      if (found) issues.push(found);
    } else if (value !== null && typeof value === 'object') {
      if (path.length >= INPUT_DEPTH_MAX) {
        issues.push(custom(path, 'invalid'));
        continue;
      }
      const entries = Array.isArray(value)
        ? value.map((item, index) => [index, item] as const)
        : Object.entries(value as Record<string, unknown>);
      // Pushed in reverse so violations come out in the input's order.
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const itemPath = [...path, key];
        const keyIssue = typeof key === 'string' ? stringIssue(key, itemPath) : undefined;
        if (keyIssue) issues.push(keyIssue);
        else stack.push({ value: item, path: itemPath });
      }
    }
  }
  return issues;
}
