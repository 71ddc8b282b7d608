import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Realm, SessionStore } from './sessions.js';

/**
 * Cookie names and flags in one place. In production the `__Host-` prefix pins each cookie to
 * this exact host over HTTPS (OWASP ASVS 5.0 3.3.1); in development it cannot be used on http.
 */
export function createCookies(secure: boolean) {
  const prefix = secure ? '__Host-' : '';
  const base = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  const sessionName = (realm: Realm) => `${prefix}parley_${realm}_session`;
  const csrfName = `${prefix}parley_csrf`;
  const mfaName = `${prefix}parley_mfa_challenge`;
  return {
    readSession: (req: FastifyRequest, realm: Realm) => req.cookies[sessionName(realm)],
    /**
     * Puts a new session in the browser. Issue 33.11: overwriting the cookie alone left the session
     * it held (another user signed in earlier in this browser) valid on the server, so it is revoked.
     */
    async setSession(reply: FastifyReply, realm: Realm, token: string, sessions: Pick<SessionStore, 'revoke'>): Promise<void> {
      const previous = reply.request.cookies[sessionName(realm)];
      if (previous && previous !== token) await sessions.revoke(previous);
      reply.setCookie(sessionName(realm), token, base);
    },
    clearSession: (reply: FastifyReply, realm: Realm) => reply.clearCookie(sessionName(realm), base),
    readCsrfSecret: (req: FastifyRequest) => req.cookies[csrfName],
    setCsrfSecret: (reply: FastifyReply, secret: string) => reply.setCookie(csrfName, secret, base),
    /** Between a right password and the authenticator code: a 5-minute single-use challenge. */
    readMfaChallenge: (req: FastifyRequest) => req.cookies[mfaName],
    setMfaChallenge: (reply: FastifyReply, token: string) => reply.setCookie(mfaName, token, { ...base, maxAge: 300 }),
    clearMfaChallenge: (reply: FastifyReply) => reply.clearCookie(mfaName, base),
  };
}
export type Cookies = ReturnType<typeof createCookies>;
