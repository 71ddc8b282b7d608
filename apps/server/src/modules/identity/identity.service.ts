import type { AuditAction } from '@parley/shared';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { authTokens, users } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, HOUR, MINUTE } from '../../platform/clock.js';
import { randomToken, sha256 } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { RateLimitedError, type RateLimiter } from '../../platform/rate-limit.js';
import type { Realm, SessionStore, SessionUser } from '../../platform/sessions.js';
import { hashPassword, verifyPassword } from './passwords.js';

export type LinkPurpose = 'invite' | 'password_reset' | 'mfa_challenge' | 'email_verification';
export const LINK_TTL_MS: Record<LinkPurpose, number> = {
  password_reset: HOUR,
  invite: 7 * 24 * HOUR,
  mfa_challenge: 5 * MINUTE,
  email_verification: 2 * 24 * HOUR,
};

const WINDOW = 15 * MINUTE;
export const LIMITS = {
  loginPerIp: { limit: 50, windowMs: WINDOW },
  // Issue 33.8: wrong passwords lock an account at the address they come from, so a guesser
  // elsewhere cannot keep its owner out; the account-wide ceiling still stops a guesser spread
  // over many addresses.
  loginPerAccountAndIp: { limit: 10, windowMs: WINDOW },
  loginPerAccount: { limit: 50, windowMs: WINDOW },
  authCodePerIp: { limit: 10, windowMs: WINDOW },
  resetPerIp: { limit: 10, windowMs: WINDOW },
  resetPerAccount: { limit: 3, windowMs: HOUR },
  linkPerIp: { limit: 10, windowMs: WINDOW },
} as const;

export type RequestMeta = { ip: string; userAgent?: string };

const loginAccountKey = (realm: Realm, email: string) => `login:${realm}:account:${email}`;
const loginAccountAndIpKey = (realm: Realm, email: string, ip: string) => `login:${realm}:account:${email}:ip:${ip}`;

/** The emailed reset link works during a lockout and ends it: a locked-out owner is told so. */
export const SIGN_IN_LOCKED_ADVICE = 'Or reset your password: the link we email you works at once.';

class SignInLockedError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(limited: RateLimitedError) {
    super('RATE_LIMITED', `${limited.message} ${SIGN_IN_LOCKED_ADVICE}`);
    this.retryAfterSeconds = limited.retryAfterSeconds;
  }
}

/**
 * The sign-in mechanics both realms share: password checks under rate limits, sessions,
 * emailed single-use links, and password changes that sign the user out everywhere.
 */
export function createIdentityService(deps: { db: Database; clock: Clock; sessions: SessionStore; limiter: RateLimiter; audit: Audit }) {
  const { db, clock, sessions, limiter, audit } = deps;

  async function findByEmail(kind: Realm, email: string, tx: Executor = db): Promise<SessionUser | undefined> {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.kind, kind), eq(users.email, email)))
      .limit(1);
    return user;
  }

  async function openSession(realm: Realm, user: SessionUser, meta: RequestMeta, action: AuditAction, tx: Executor = db): Promise<string> {
    const token = await sessions.create(realm, user.id, meta, tx);
    await audit.record({ action, realm, actorUserId: user.id, ip: meta.ip }, tx);
    return token;
  }

  /** Checks a password under the account's limits: from this address, and from everywhere. */
  async function attemptPassword(realm: Realm, email: string, ip: string, check: () => Promise<boolean>): Promise<boolean> {
    try {
      return await limiter.attempt(loginAccountAndIpKey(realm, email, ip), LIMITS.loginPerAccountAndIp, () =>
        limiter.attempt(loginAccountKey(realm, email), LIMITS.loginPerAccount, check),
      );
    } catch (error) {
      throw error instanceof RateLimitedError ? new SignInLockedError(error) : error;
    }
  }

  /**
   * The account whose password this is, under per-IP, per-account-and-IP and per-account limits;
   * throws otherwise. The slots are taken before the (slow) check, so parallel guesses cannot get
   * more than the limits; past them the answer is 429 with the wait and the way out, the emailed
   * reset link.
   */
  async function checkPassword(realm: Realm, email: string, password: string, meta: RequestMeta, failureMessage: string): Promise<SessionUser> {
    await limiter.consume(`login:${realm}:ip:${meta.ip}`, LIMITS.loginPerIp);
    let user: SessionUser | undefined;
    const right = await attemptPassword(realm, email, meta.ip, async () => {
      user = await findByEmail(realm, email);
      return (await verifyPassword(user?.passwordHash, password)) && user !== undefined;
    });
    if (!right || !user) {
      // The address tried is kept (not the password): a firm sees guessing against its staff.
      await audit.record({ action: 'sign_in_failed', realm, actorUserId: user?.id, actorEmail: user?.email ?? email, ip: meta.ip });
      throw new AppError('UNAUTHENTICATED', failureMessage);
    }
    return user;
  }

  return {
    findByEmail,
    openSession,

    checkPassword,

    /** Checks a password under per-IP and per-account limits and opens a session. */
    async signInWithPassword(
      realm: Realm,
      email: string,
      password: string,
      meta: RequestMeta,
      failureMessage: string,
    ): Promise<{ token: string; user: SessionUser }> {
      const user = await checkPassword(realm, email, password, meta, failureMessage);
      return { token: await openSession(realm, user, meta, 'sign_in'), user };
    },

    /** The user a valid, unused, unexpired link belongs to, without using it up. */
    async peekLink(purpose: LinkPurpose, token: string | undefined): Promise<SessionUser | null> {
      if (!token || token.length > 200) return null;
      const [row] = await db
        .select({ user: users })
        .from(authTokens)
        .innerJoin(users, eq(users.id, authTokens.userId))
        .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, clock.now())))
        .limit(1);
      return row?.user ?? null;
    },

    /** Marks a link used; false when it was already used (a concurrent request won). */
    async useLink(purpose: LinkPurpose, token: string, tx: Executor = db): Promise<boolean> {
      const used = await tx
        .update(authTokens)
        .set({ usedAt: clock.now() })
        .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)))
        .returning({ id: authTokens.id });
      return used.length > 0;
    },

    /** A new emailed link; earlier unused links of the same purpose stop working. */
    async issueLink(purpose: LinkPurpose, userId: number, tx: Executor = db): Promise<string> {
      const token = randomToken();
      const now = clock.now();
      await tx
        .update(authTokens)
        .set({ usedAt: now })
        .where(and(eq(authTokens.userId, userId), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt)));
      await tx
        .insert(authTokens)
        .values({ purpose, tokenHash: sha256(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + LINK_TTL_MS[purpose]) });
      return token;
    },

    /**
     * Uses a link once to set a password: marks it used, stores the new hash and signs the user
     * out everywhere, all in one transaction. Returns the user, or throws `invalidMessage`.
     */
    async setPasswordWithLink(
      purpose: LinkPurpose,
      token: string,
      password: string,
      meta: RequestMeta,
      invalidMessage: string,
      openSessionAs?: Realm,
    ): Promise<{ user: SessionUser; sessionToken?: string }> {
      await limiter.consume(`link:${purpose}:ip:${meta.ip}`, LIMITS.linkPerIp);
      const passwordHash = await hashPassword(password);
      const done = await db.transaction(async (tx) => {
        const now = clock.now();
        const [link] = await tx
          .update(authTokens)
          .set({ usedAt: now })
          .where(and(eq(authTokens.tokenHash, sha256(token)), eq(authTokens.purpose, purpose), isNull(authTokens.usedAt), gt(authTokens.expiresAt, now)))
          .returning({ userId: authTokens.userId });
        if (!link) throw new AppError('RULE_VIOLATED', invalidMessage);
        // Following the emailed link proves the address too.
        const [user] = await tx
          .update(users)
          .set({ passwordHash, passwordChangedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
          .where(eq(users.id, link.userId))
          .returning();
        if (!user) throw new AppError('RULE_VIOLATED', invalidMessage);
        const ended = await sessions.revokeAllForUser(user.id, tx);
        await audit.record(
          {
            action: purpose === 'invite' ? 'invite_accepted' : 'password_reset',
            realm: user.kind,
            actorUserId: user.id,
            ip: meta.ip,
            details: { sessions_ended: ended.length },
          },
          tx,
        );
        const sessionToken = openSessionAs ? await openSession(openSessionAs, user, meta, 'sign_in', tx) : undefined;
        return { user, sessionToken, ended };
      });
      // Every other browser is signed out, sockets included; a lockout by someone guessing ends too.
      await sessions.announceEnded(done.ended);
      // (The address the link is followed from too: an owner who mistyped there is let in again.)
      if (done.user.email) {
        await limiter.clear(loginAccountKey(done.user.kind, done.user.email), LIMITS.loginPerAccount);
        await limiter.clear(loginAccountAndIpKey(done.user.kind, done.user.email, meta.ip), LIMITS.loginPerAccountAndIp);
      }
      return { user: done.user, sessionToken: done.sessionToken };
    },

    /** Rate-limits a reset request by IP and by account; the caller always answers the same. */
    async limitResetRequest(realm: Realm, email: string, ip: string): Promise<boolean> {
      await limiter.consume(`reset:${realm}:ip:${ip}`, LIMITS.resetPerIp);
      try {
        await limiter.consume(`reset:${realm}:account:${email}`, LIMITS.resetPerAccount);
        return true;
      } catch {
        // Past the per-account limit the answer stays the same (no account enumeration); no mail goes out.
        return false;
      }
    },

    async signOut(realm: Realm, token: string | undefined, user: SessionUser, ip: string): Promise<void> {
      await sessions.revoke(token);
      await audit.record({ action: 'sign_out', realm, actorUserId: user.id, ip });
    },
  };
}
export type IdentityService = ReturnType<typeof createIdentityService>;
