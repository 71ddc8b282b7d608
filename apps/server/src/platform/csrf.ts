import { CSRF_HEADER, CsrfResponseSchema, FIRM_API_MESSAGES } from '@parley/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiKeyAccessOfRoute, bearerTokenOf } from './bearer.js';
import type { Cookies } from './cookies.js';
import { type Crypto, randomToken, safeEqual } from './crypto.js';
import { AppError } from './errors.js';
import { isOwnOrigin } from './origin.js';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_MESSAGE = 'Invalid or missing CSRF token. Please reload the page and try again.';

/**
 * Signed double-submit token (OWASP CSRF cheat sheet): an HttpOnly cookie holds a random secret,
 * the token is its HMAC. A page must read the token from GET /api/csrf (same origin only) and send
 * it back in X-CSRF-Token. The secret is replaced at every sign-in and sign-out, so a token never
 * outlives the session it was issued in. A second, independent defence (OWASP's "verifying origin
 * with standard headers"): a mutating request whose Origin is another site is refused even with a
 * valid token, so a token leaked to another site is still no use there.
 */
/** Route config of a server-to-server webhook whose handler verifies the sender's signature. */
export const SIGNATURE_AUTHENTICATED = { signatureAuthenticated: true } as const;
export function isSignatureAuthenticated(config: unknown): boolean {
  return (config as { signatureAuthenticated?: boolean } | undefined)?.signatureAuthenticated === true;
}

export function createCsrf(crypto: Crypto, cookies: Cookies, publicUrl: string) {
  const tokenFor = (secret: string) => crypto.hmac('csrf', secret);
  const publicOrigin = new URL(publicUrl).origin;
  function assert(req: FastifyRequest) {
    if (!isOwnOrigin(req.headers.origin, req.headers.host, publicOrigin)) {
      throw new AppError('CSRF_FAILED', CSRF_MESSAGE);
    }
    const secret = cookies.readCsrfSecret(req);
    const sent = req.headers[CSRF_HEADER];
    if (!secret || typeof sent !== 'string' || !safeEqual(sent, tokenFor(secret))) {
      throw new AppError('CSRF_FAILED', CSRF_MESSAGE);
    }
  }
  return {
    rotate(reply: FastifyReply): string {
      const secret = randomToken();
      cookies.setCsrfSecret(reply, secret);
      return tokenFor(secret);
    },
    /** For a GET the spec defines that still changes something (a credit pull): the same check, by hand. */
    assert,
    /** Installs the check on the root instance itself, so it covers every route of the app. */
    install(app: FastifyInstance) {
      app.addHook('onRequest', async (req) => {
        if (!MUTATING.has(req.method)) return;
        // No route matched: the not-found handler answers 404 and changes nothing.
        if (req.routeOptions.url === undefined) return;
        // Provider webhooks carry no browser session: they are authenticated by their signature instead.
        if (isSignatureAuthenticated(req.routeOptions.config)) return;
        // An API key in the Authorization header: a browser never sends one by itself, so there is
        // no forged request to stop. The guard refuses it together with a session cookie.
        if (bearerTokenOf(req) !== null) {
          if (apiKeyAccessOfRoute(req.routeOptions.config)) return;
          throw new AppError('UNAUTHENTICATED', FIRM_API_MESSAGES.keyNotForRoute);
        }
        assert(req);
      });
      app.get(
        '/api/csrf',
        { schema: { tags: ['platform'], summary: 'The CSRF token to send as X-CSRF-Token on every mutating request', response: { 200: CsrfResponseSchema } } },
        async (req: FastifyRequest, reply: FastifyReply) => {
          let secret = cookies.readCsrfSecret(req);
          if (!secret || secret.length > 100) {
            secret = randomToken();
            cookies.setCsrfSecret(reply, secret);
          }
          reply.header('cache-control', 'no-store');
          return { csrf_token: tokenFor(secret) };
        },
      );
    },
  };
}
export type Csrf = ReturnType<typeof createCsrf>;
