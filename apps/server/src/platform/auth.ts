import { FIRM_API_MESSAGES, MFA_MESSAGES } from '@parley/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, RouteOptions } from 'fastify';
import type { Audit } from './audit.js';
import { type ApiKeyAccess, bearerTokenOf, tagApiKeyAccess } from './bearer.js';
import type { Cookies } from './cookies.js';
import { AppError } from './errors.js';
import type { RateLimiter, RateRule } from './rate-limit.js';
import type { Realm, ResolvedSession, SessionStore } from './sessions.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: ResolvedSession | null;
    /** Set when the request was authenticated by an API key instead of a session. */
    apiKey: { id: number; scope: 'read' | 'write'; lawFirmId: number } | null;
  }
}

/** Per key, across every process (rate-limit.ts): a script's bursts, not a human's clicks. */
export const API_KEY_RATE: RateRule = { limit: 300, windowMs: 60_000 };
/** What a bearer secret stands for; `modules/firm-api` answers it. */
export type ApiKeyAuthenticator = (
  secret: string,
  ip: string,
) => Promise<{ key: { id: number; scope: 'read' | 'write'; lawFirmId: number }; user: ResolvedSession['user'] } | null>;

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const FORBIDDEN_MESSAGE = 'You do not have permission to do that';

const auditedRefusals = new WeakSet<Error>();

/**
 * A 403 a service decides (the on-call administrator's read-only view, a payout change without
 * two-step verification, a card that is not the consumer's) is audited here, once, like the
 * guards' own refusals: no route has to remember.
 */
export function auditRefusals(app: FastifyInstance, audit: Audit): void {
  app.addHook('onError', async (req, _reply, error) => {
    if (!(error instanceof AppError) || error.code !== 'FORBIDDEN' || auditedRefusals.has(error)) return;
    auditedRefusals.add(error);
    const user = req.session?.user;
    await audit.record({
      action: 'authorization_refused',
      actorUserId: user?.id ?? null,
      actorEmail: user?.email ?? null,
      realm: user?.kind ?? null,
      lawFirmId: user?.lawFirmId ?? null,
      ip: req.ip,
      details: { route: req.routeOptions.url ?? req.url.split('?')[0], method: req.method, reason: error.message },
    });
  });
}

const GUARD = Symbol('authorizationGuard');

/**
 * Marks a check as an authorization guard: it reads only the session (never req.body or req.params,
 * which are parsed but not yet validated when it runs) and refuses with 401 or 403. The guards below
 * are marked; a route's own check that follows one (on-call only, a confirmed address) is marked
 * with this too.
 */
export function asGuard<T extends object>(check: T): T {
  Object.defineProperty(check, GUARD, { value: true });
  return check;
}
const isGuard = (handler: unknown): boolean => (handler as { [GUARD]?: boolean } | undefined)?.[GUARD] === true;

/**
 * onRoute hook (issue 33, point 12): who may call a route is decided before what they sent is
 * checked. Routes name their guards as `preHandler`, which Fastify runs after schema validation, so
 * a refused caller with a bad body was told how to fix the body (400) instead of being refused
 * (401/403). Here the marked guards move, in their order, to the front of the route's
 * `preValidation`; its other preHandlers stay where they were, after the guards.
 */
export function runGuardsBeforeValidation(route: RouteOptions): void {
  const handlers = [route.preHandler ?? []].flat();
  const guards = handlers.filter(isGuard);
  if (guards.length === 0) return;
  const firstOther = handlers.findIndex((h) => !isGuard(h));
  if (firstOther !== -1 && handlers.slice(firstOther).some(isGuard)) {
    throw new Error(`${[route.method].flat().join(',')} ${route.url}: list the route's guards before its other preHandlers`);
  }
  const rest = handlers.filter((h) => !isGuard(h));
  route.preValidation = [...guards, ...[route.preValidation ?? []].flat()] as RouteOptions['preValidation'];
  route.preHandler = (rest.length > 0 ? rest : undefined) as RouteOptions['preHandler'];
}

/** Guards: each route names who may call it; the resolved session lands on request.session. */
export function createGuards({
  sessions,
  cookies,
  audit,
  isMfaEnrollmentRequired,
  authenticateApiKey,
  limiter,
}: {
  sessions: SessionStore;
  cookies: Cookies;
  audit: Audit;
  /** A firm that requires two-step verification keeps un-enrolled staff on the set-up page. */
  isMfaEnrollmentRequired: (session: ResolvedSession) => boolean;
  authenticateApiKey: ApiKeyAuthenticator;
  limiter: RateLimiter;
}) {
  async function resolve(req: FastifyRequest, realm: Realm): Promise<ResolvedSession | null> {
    return sessions.resolve(realm, cookies.readSession(req, realm));
  }
  /**
   * Every refused authorization (a 403) goes through here, so each is in the audit log with who,
   * which firm, the route and the reason (ASVS 5.0 V16.3.2; GLBA Safeguards Rule 314.4(c)(8)).
   */
  async function refuse(req: FastifyRequest, session: ResolvedSession, reason: string, message = FORBIDDEN_MESSAGE): Promise<never> {
    await audit.record({
      action: 'authorization_refused',
      actorUserId: session.user.id,
      actorEmail: session.user.email,
      realm: session.user.kind,
      lawFirmId: session.user.lawFirmId,
      ip: req.ip,
      details: { route: req.routeOptions.url ?? req.url.split('?')[0], method: req.method, reason },
    });
    const error = new AppError('FORBIDDEN', message);
    auditedRefusals.add(error);
    throw error;
  }

  /**
   * An API key instead of a session, on routes that say so (`apiKey`): never together with a
   * session cookie, limited per key, and a read key is refused where the route writes.
   */
  async function authenticateBearer(req: FastifyRequest, secret: string, access: ApiKeyAccess | undefined): Promise<void> {
    if (!access) throw new AppError('UNAUTHENTICATED', FIRM_API_MESSAGES.keyNotForRoute);
    if (cookies.readSession(req, 'collector') || cookies.readSession(req, 'consumer')) {
      throw new AppError('VALIDATION_FAILED', FIRM_API_MESSAGES.bothCredentials);
    }
    const principal = await authenticateApiKey(secret, req.ip);
    if (!principal) throw new AppError('UNAUTHENTICATED', FIRM_API_MESSAGES.invalidKey);
    await limiter.consume(`api_key:${principal.key.id}`, API_KEY_RATE);
    // A key has no session: sessionId 0 is never a row, so nothing can sign it out or touch it.
    const keySession: ResolvedSession = { sessionId: 0, user: principal.user, firmRequiresMfa: false };
    if (access === 'write' && principal.key.scope !== 'write') {
      await refuse(req, keySession, `read-only API key ${principal.key.id}`, FIRM_API_MESSAGES.readOnlyKey);
    }
    req.session = keySession;
    req.apiKey = principal.key;
  }

  /**
   * `admin`: the firm's administrators only. `adminOrOnCall`: those, or the on-call administrator
   * (who has no firm). `allowOnCall: false`: never the on-call administrator.
   */
  function requireCollector(
    options: { admin?: boolean; adminOrOnCall?: boolean; allowOnCall?: boolean; duringMfaEnrollment?: boolean; apiKey?: ApiKeyAccess } = {},
  ): preHandlerAsyncHookHandler {
    return tagApiKeyAccess(
      asGuard(async function collectorGuard(req: FastifyRequest, _reply: FastifyReply) {
        const bearer = bearerTokenOf(req);
        if (bearer !== null) return authenticateBearer(req, bearer, options.apiKey);
        const session = await resolve(req, 'collector');
        if (!session) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
        if (!options.duringMfaEnrollment && isMfaEnrollmentRequired(session)) {
          await refuse(req, session, 'two-step verification set-up required', MFA_MESSAGES.enrollmentRequired);
        }
        if (options.admin && session.user.lawFirmScope !== 'admin') await refuse(req, session, 'admin scope required');
        if (options.adminOrOnCall && session.user.lawFirmScope !== 'admin' && !session.user.isOnCallAdmin) {
          await refuse(req, session, 'admin scope or on-call administrator required');
        }
        if (session.user.isOnCallAdmin && options.allowOnCall === false) await refuse(req, session, 'not for the on-call administrator');
        req.session = session;
      }),
      options.apiKey,
    );
  }

  function requireConsumer(): preHandlerAsyncHookHandler {
    return asGuard(async function consumerGuard(req: FastifyRequest) {
      const session = await resolve(req, 'consumer');
      if (!session) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
      req.session = session;
    });
  }

  /** Routes shared by both sides (the /api/v1 chat API): a consumer session, else a collector one. */
  function requireAnyUser(): preHandlerAsyncHookHandler {
    return asGuard(async function anyUserGuard(req: FastifyRequest) {
      const session = (await resolve(req, 'consumer')) ?? (await resolve(req, 'collector'));
      if (!session) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED);
      req.session = session;
    });
  }

  return { requireCollector, requireConsumer, requireAnyUser, resolve, refuse };
}
export type Guards = ReturnType<typeof createGuards>;

/** The session a guard resolved; a route without a guard calling this is a programming error. */
export function sessionOf(req: FastifyRequest): ResolvedSession {
  if (!req.session) throw new Error('route has no auth guard');
  return req.session;
}

/** The signed-in collector acting for their own firm; the on-call administrator has none. */
export function firmActorOf(req: FastifyRequest): { userId: number; lawFirmId: number; ip: string } {
  const { user } = sessionOf(req);
  if (user.lawFirmId === null) throw new AppError('FORBIDDEN', 'This action belongs to a law firm account.');
  return { userId: user.id, lawFirmId: user.lawFirmId, ip: req.ip };
}

/** Who the signed-in caller is, as an audit entry names them. */
export function auditActorOf(req: FastifyRequest) {
  const { user } = sessionOf(req);
  return { actorUserId: user.id, actorEmail: user.email, realm: user.kind, lawFirmId: user.lawFirmId };
}
