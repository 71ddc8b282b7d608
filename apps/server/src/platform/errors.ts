import { ERROR_STATUS, type ErrorBody, type ErrorCode } from '@parley/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';

/** The one error type services throw. The handler below turns it into the spec's `{ error }` body. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return ERROR_STATUS[this.code];
  }
}

export const notFound = (what = 'Not found') => new AppError('NOT_FOUND', what);
export const forbidden = (why = 'You do not have permission to do that') => new AppError('FORBIDDEN', why);

/** Fastify's own client errors, by code, mapped to ours. */
const FASTIFY_CLIENT_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'VALIDATION_FAILED', message: 'The request body is empty' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'UNSUPPORTED_MEDIA_TYPE', message: 'Unsupported content type' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'VALIDATION_FAILED', message: 'Invalid content length' },
  FST_ERR_VALIDATION: { code: 'VALIDATION_FAILED', message: 'The request is not valid' },
};

/**
 * PostgreSQL's refusals of a value it cannot hold, by SQLSTATE. The edge rule (storable-input.ts)
 * refuses such input first; this is the defence in depth for a path it misses: the client sent the
 * value, so the answer is a 400, not a 500.
 */
const DATABASE_VALUE_ERRORS: Record<string, string> = {
  '22P05': 'Text must not contain NUL characters (U+0000) or unpaired surrogates',
  '22021': 'Text must not contain NUL characters (U+0000) or unpaired surrogates',
  '22003': 'A number is out of range',
  '22008': 'A date is out of range',
};

/** Logged when such a refusal reaches the handler: the edge rule missed a value (the fuzzer fails on it). */
export const DATABASE_REFUSED = 'the database refused a value the edge let through';

/** The message for a database error caused by a value it cannot hold (drizzle wraps the driver's error in `cause`). */
export function databaseRefusal(error: unknown): string | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code in DATABASE_VALUE_ERRORS) return DATABASE_VALUE_ERRORS[code];
  }
  return undefined;
}

export function toErrorBody(error: unknown): { status: number; body: ErrorBody; internal: boolean } {
  if (error instanceof AppError) {
    return { status: error.status, body: { error: error.message, code: error.code, fields: error.fields }, internal: false };
  }
  const refused = databaseRefusal(error);
  if (refused) return { status: 400, body: { error: refused, code: 'VALIDATION_FAILED' }, internal: false };
  const fe = error as FastifyError;
  if (hasZodFastifySchemaValidationErrors(fe)) {
    const fields: Record<string, string> = {};
    for (const v of fe.validation) {
      const key = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || (fe.validationContext ?? 'body');
      const unknown = v.keyword === 'unrecognized_keys' ? (v.params as { keys?: string[] }).keys : undefined;
      fields[key] ??= unknown ? `Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}` : (v.message ?? 'Invalid value');
    }
    const first = fe.validation[0];
    const message = first?.keyword === 'unrecognized_keys' ? 'The request has fields that are not allowed' : (first?.message ?? 'The request is not valid');
    return { status: 400, body: { error: message, code: 'VALIDATION_FAILED', fields }, internal: false };
  }
  if (isResponseSerializationError(fe)) {
    return { status: 500, body: { error: 'Something went wrong. Please try again.', code: 'INTERNAL' }, internal: true };
  }
  const known = fe?.code ? FASTIFY_CLIENT_ERRORS[fe.code] : undefined;
  if (known) return { status: ERROR_STATUS[known.code], body: { error: known.message, code: known.code }, internal: false };
  const status = typeof fe?.statusCode === 'number' ? fe.statusCode : 500;
  if (status >= 400 && status < 500) {
    const code: ErrorCode =
      status === 413
        ? 'PAYLOAD_TOO_LARGE'
        : status === 415
          ? 'UNSUPPORTED_MEDIA_TYPE'
          : status === 429
            ? 'RATE_LIMITED'
            : status === 404
              ? 'NOT_FOUND'
              : 'VALIDATION_FAILED';
    return { status, body: { error: fe.message || 'Bad request', code }, internal: false };
  }
  return { status: 500, body: { error: 'Something went wrong. Please try again.', code: 'INTERNAL' }, internal: true };
}

/**
 * `navigation` answers an error to a person's browser opening the URL itself (navigation-errors.ts)
 * and says whether it did; otherwise the JSON body goes out.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  navigation?: (request: FastifyRequest, reply: FastifyReply, error: { status: number; body: ErrorBody }) => boolean,
): void {
  app.setErrorHandler((error, request, reply) => {
    const { status, body, internal } = toErrorBody(error);
    if (internal) request.log.error({ err: error }, 'unhandled error');
    else if (status === 400 && databaseRefusal(error)) request.log.warn({ code: body.code, url: request.routeOptions.url }, DATABASE_REFUSED);
    else if (status === 403 || status === 401) request.log.warn({ code: body.code, url: request.routeOptions.url }, 'refused');
    // A limit says when it opens again (RateLimitedError, in rate-limit.ts).
    const retryAfter = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (typeof retryAfter === 'number') reply.header('retry-after', String(retryAfter));
    if (navigation?.(request, reply, { status, body })) return;
    reply.status(status).header('cache-control', 'no-store').send(body);
  });
}
