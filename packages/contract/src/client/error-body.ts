import type { ValidationErrorBody, Violation } from '../errors.js';

// The error bodies of errors.ts read by hand: zod's safeParse here would put zod in every page's
// first load (issue #7). Same outcome as validationErrorBodySchema / errorBodySchema: unknown keys
// dropped, a body whose violations are malformed counts as a plain error body.

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function readViolations(value: unknown): Violation[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const out: Violation[] = [];
  for (const item of value) {
    if (!isRecord(item) || typeof item.property !== 'string' || typeof item.message !== 'string') {
      return undefined;
    }
    out.push({ property: item.property, message: item.message });
  }
  return out;
}

/** The errorDescription (and violations of a 422 body) of an answer, or undefined for another body. */
export function readErrorBody(
  body: unknown,
): { errorDescription: string; violations?: ValidationErrorBody['violations'] } | undefined {
  if (!isRecord(body) || typeof body.errorDescription !== 'string') return undefined;
  const violations = readViolations(body.violations);
  return violations
    ? { errorDescription: body.errorDescription, violations }
    : { errorDescription: body.errorDescription };
}
