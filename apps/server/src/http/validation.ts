import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

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

export const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data: unknown) => {
    const result = schema.safeParse(data);
    if (result.success) return { value: result.data };
    return { error: new RequestValidationError(result.error.issues, httpPart ?? 'body') };
  };
