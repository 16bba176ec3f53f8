import { z } from 'zod';
import type { MessageCode, MessageParams } from './catalogue.js';
import { describeIssue, type ValidationIssue } from './issues.js';

/** The part of zod's refinement context we use, so helpers also work in `.check()` and `.superRefine()`. */
export type IssueSink = Pick<z.RefinementCtx, 'addIssue'>;

/** Adds a custom issue whose message is a catalogue code; `path` is relative to the refined schema. */
export function issue(
  ctx: IssueSink,
  code: MessageCode,
  path: PropertyKey[] = [],
  params: MessageParams = {},
): void {
  ctx.addIssue({ code: 'custom', message: code, path, params });
}

/**
 * A required text input: trimmed, non-empty, optionally bounded. A missing value and '' both say
 * "required" (forms send '', payloads may omit the key).
 */
export function requiredText(bounds: { min?: number; max?: number } = {}) {
  // No schema-level `error` here: zod 4 would put it on the min/max checks too, hiding their limits.
  let schema = z.string().trim().min(1, 'required');
  if (bounds.min !== undefined && bounds.min > 1) schema = schema.min(bounds.min);
  if (bounds.max !== undefined) schema = schema.max(bounds.max);
  return schema;
}

/** An optional text input: '' (or missing) is fine, otherwise trimmed and within bounds (e.g. order name 3 to 100). */
export function optionalText(bounds: { min?: number; max?: number }) {
  return z
    .string()
    .trim()
    .optional()
    .superRefine((value, ctx) => {
      if (value === undefined || value === '') return;
      if (bounds.min !== undefined && value.length < bounds.min) {
        issue(ctx, 'string.tooShort', [], { min: bounds.min });
      } else if (bounds.max !== undefined && value.length > bounds.max) {
        issue(ctx, 'string.tooLong', [], { max: bounds.max });
      }
    })
    .transform((value) => value ?? '');
}

/**
 * Re-reports issues of a sub-schema parsed by hand (e.g. the new-address form behind option -1) under
 * `prefix`, already resolved to catalogue codes so generic limits (min 2, ...) keep their params.
 */
export function addNestedIssues(
  ctx: IssueSink,
  issues: readonly ValidationIssue[],
  prefix: PropertyKey[],
): void {
  for (const nested of issues) {
    const { code, params } = describeIssue(nested);
    issue(ctx, code, [...prefix, ...nested.path], params);
  }
}
