import type { FastifyServerOptions } from 'fastify';
import { traceFields } from './tracing.js';

/**
 * A query parameter whose name looks like it carries a secret: an emailed link's token, an API key
 * (`api_key`, `apiKey`), a password, a code, a signature. Matched anywhere in the decoded name, so
 * `user[password]` and `reset_password_token` count; a harmless match (`zip_code`) only logs less.
 * Issue 33.11: a list of exact names missed `api_key`.
 */
const SECRET_PARAM_NAME = /key|token|secret|passw(?:or)?d|pwd|code|signature|credential|auth|session/i;

const decodedName = (raw: string) => {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
};

/** The URL with the value of every secret-looking query parameter replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals === -1) return pair;
      const name = pair.slice(0, equals);
      return SECRET_PARAM_NAME.test(decodedName(name)) ? `${name}=[redacted]` : pair;
    });
  return `${url.slice(0, at)}?${query.join('&')}`;
}

// Error properties that carry a query's values or a row's: drizzle's `params`, PostgreSQL's `detail`
// ("Key (email)=(…) already exists"). A request's values (an SSN, a password) never reach the logs.
const VALUE_PROPERTIES = new Set(['params', 'parameters', 'values', 'detail', 'body', 'data']);
// Drizzle's DrizzleQueryError puts the parameters in its message: "Failed query: …\nparams: …".
const MESSAGE_PARAMS = /\nparams: [\s\S]*$/;
// PostgreSQL's data exceptions (class 22) quote the value they refused: invalid input syntax for type integer: "…".
const isDataException = (code: unknown) => typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);

/**
 * Errors as pino's standard serializer writes them (type, message, stack, own fields, cause), less
 * the values of queries and rows. The stack's first line repeats the message, so it is rebuilt from
 * the scrubbed message and the frames.
 */
export function serializeError(err: unknown, depth = 0): unknown {
  if (!(err instanceof Error) && (typeof err !== 'object' || err === null || !('message' in err))) return err;
  const e = err as Error & Record<string, unknown>;
  let message = typeof e.message === 'string' ? e.message.replace(MESSAGE_PARAMS, '\nparams: [redacted]') : '';
  if (isDataException(e.code)) message = message.replace(/"[^"]*"/g, '"[redacted]"');
  const name = typeof e.name === 'string' ? e.name : 'Error';
  const head = `${name}: ${e.message}`;
  const frames = typeof e.stack === 'string' && e.stack.startsWith(head) ? e.stack.slice(head.length) : '';
  const out: Record<string, unknown> = { type: e.constructor?.name ?? name, message, stack: `${name}: ${message}${frames}` };
  for (const [key, value] of Object.entries(e)) {
    if (VALUE_PROPERTIES.has(key) || key === 'cause' || key in out) continue;
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
  }
  if (e.cause !== undefined && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

/** JSON logs; cookies, CSRF tokens and secret query values are never written. Bodies are never logged. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    // trace_id and span_id while a span is active (tracing on), so a log line finds its trace.
    mixin: traceFields,
    redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; hostname?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
      err: serializeError,
    },
  } as FastifyServerOptions['logger'];
}
