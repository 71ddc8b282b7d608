import type { FastifyServerOptions } from 'fastify';

// Query parameters that carry secrets (emailed links); their values never reach the logs.
const SECRET_PARAMS = /([?&](?:token|reset_password_token|auth_token|code)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/** JSON logs; cookies, CSRF tokens and secret query values are never written. Bodies are never logged. */
export function loggerOptions(level: string, stream?: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: { paths: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string; hostname?: string }) => ({ method: req.method, url: redactUrl(req.url), ip: req.ip }),
    },
  } as FastifyServerOptions['logger'];
}
