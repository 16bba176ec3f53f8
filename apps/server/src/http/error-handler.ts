import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from '@fastify/type-provider-zod';
import type { ErrorBody, ValidationErrorBody } from '@posylka/contract';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.js';
import { HttpError } from './errors.js';
import { resolveLocale } from './locale.js';
import { translate, type MessageCode } from './messages.js';
import { RequestValidationError } from './validation.js';
import { issuesToViolations } from './violations.js';

// Framework errors we answer with a specific message instead of the generic "bad request".
const FRAMEWORK_CODES: Record<string, MessageCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'malformedJson',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupportedMediaType',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payloadTooLarge',
};

function localeOf(request: FastifyRequest) {
  // Errors raised before the locale hook ran (e.g. body parsing) still answer in the right language.
  return request.locale ?? resolveLocale(request);
}

function send(reply: FastifyReply, status: number, body: ErrorBody | ValidationErrorBody) {
  // Error bodies are plain JSON regardless of the route's success schema.
  return reply.code(status).type('application/json; charset=utf-8').serializer(JSON.stringify).send(body);
}

/** Every failure leaves as `{ errorDescription }` (plus `violations` on 422), in the request's language. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const locale = localeOf(request);
    if (error instanceof RequestValidationError) {
      const violations = issuesToViolations(error.issues, locale);
      return send(reply, 422, { errorDescription: translate(locale, 'validationFailed'), violations });
    }
    if (error instanceof HttpError) {
      const errorDescription = error.describe(locale);
      if (error.violations)
        return send(reply, error.status, { errorDescription, violations: error.violations });
      return send(reply, error.status, { errorDescription });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: a retry later will work, so say so (not a 500).
      request.log.warn({ err: error }, 'database unavailable');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      return send(reply, 503, { errorDescription: translate(locale, 'serviceUnavailable') });
    }
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 500 || isResponseSerializationError(error)) {
      // The client gets a generic text; the details (with stack) only reach the log.
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, { errorDescription: translate(locale, 'internal') });
    }
    const code = ('code' in error && FRAMEWORK_CODES[String(error.code)]) || messageForStatus(status);
    request.log.info(
      { err: { code: 'code' in error ? error.code : undefined, message: error.message } },
      'client error',
    );
    return send(reply, status, { errorDescription: translate(locale, code) });
  });

  app.setNotFoundHandler((request, reply) => {
    return send(reply, 404, { errorDescription: translate(localeOf(request), 'routeNotFound') });
  });
}

function messageForStatus(status: number): MessageCode {
  switch (status) {
    case 401:
      return 'unauthorized';
    case 403:
      return 'forbidden';
    case 404:
      return 'notFound';
    case 405:
      return 'methodNotAllowed';
    case 413:
      return 'payloadTooLarge';
    case 415:
      return 'unsupportedMediaType';
    case 429:
      return 'rateLimited';
    default:
      return 'badRequest';
  }
}
