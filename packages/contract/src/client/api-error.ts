import type { Violation } from '../errors.js';

/**
 * Every failed call surfaces as one ApiError (SPEC §8): the server's localized errorDescription,
 * the HTTP status (0 when the network failed) and, for 422, the per-field violations.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorDescription: string;
  readonly violations: Violation[];
  /** The parsed failure body, for calls whose errors carry more than a text (phone verification). */
  readonly body: unknown;

  constructor(status: number, errorDescription: string, violations: Violation[] = [], body?: unknown) {
    super(errorDescription);
    this.body = body;
    this.name = 'ApiError';
    this.status = status;
    this.errorDescription = errorDescription;
    this.violations = violations;
  }

  get isValidation(): boolean {
    return this.status === 422;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
