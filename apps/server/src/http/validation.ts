import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { unsafeInputIssues } from './input-guard.js';

/**
 * Request validation keeps the zod issues intact (the stock compiler flattens them), so the error
 * handler can turn them into localized Symfony-style violations.
 */
export class RequestValidationError extends Error {
  readonly statusCode = 422;
  constructor(
    readonly issues: z.core.$ZodIssue[],
    readonly part: string,
  ) {
    super(`request ${part} failed validation`);
    this.name = 'RequestValidationError';
  }
}

/**
 * Every request part with a schema passes the input guard first (NUL, lone surrogates, oversize
 * strings and numbers, deep nesting: 422, never 500), then the route's zod schema.
 */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    const unsafe = unsafeInputIssues(data);
    if (unsafe.length > 0) return { error: new RequestValidationError(unsafe, httpPart ?? 'body') };
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };
