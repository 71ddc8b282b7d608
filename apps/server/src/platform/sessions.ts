import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { sessions, users } from '../db/schema/index.js';
import { type Clock, HOUR, MINUTE } from './clock.js';
import { randomToken, sha256 } from './crypto.js';

export type Realm = 'consumer' | 'collector';
export type SessionUser = typeof users.$inferSelect;
export type ResolvedSession = { sessionId: number; user: SessionUser };

// OWASP ASVS 5.0 7.3: idle and absolute session timeouts.
export const SESSION_IDLE_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_MS = 12 * HOUR;
const TOUCH_EVERY_MS = MINUTE;

export type SessionStore = ReturnType<typeof createSessionStore>;
/** Told the ids of sessions that just ended, so live connections opened with them end too. */
export type SessionsEndedListener = (sessionIds: number[]) => void;

/**
 * Sessions in the database, one row per signed-in browser. Every way a session ends goes through
 * here and returns the ids it ended; `announceEnded` tells the listeners (the realtime hub closes
 * those sessions' sockets). Inside a transaction the caller announces after the commit, so a
 * socket is never closed for a revocation that was rolled back, nor reopened before it committed.
 */
export function createSessionStore({ db, clock }: { db: Database; clock: Clock }) {
  const listeners: SessionsEndedListener[] = [];
  function announceEnded(sessionIds: number[]): void {
    if (sessionIds.length === 0) return;
    for (const listener of listeners) listener(sessionIds);
  }

  // Every authenticated request runs this lookup: a named prepared statement spares the database
  // parsing and planning it each time.
  const findSession = db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), eq(sessions.realm, sql.placeholder('realm'))))
    .limit(1)
    .prepare('find_session');

  return {
    /** A new random session; only its hash is stored. Returns the token for the cookie. */
    async create(realm: Realm, userId: number, meta: { ip?: string; userAgent?: string }, tx: Executor = db): Promise<string> {
      const token = randomToken();
      const now = clock.now();
      await tx.insert(sessions).values({
        tokenHash: sha256(token),
        realm,
        userId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
        ip: meta.ip,
        userAgent: meta.userAgent?.slice(0, 300),
      });
      return token;
    },

    async resolve(realm: Realm, token: string | undefined): Promise<ResolvedSession | null> {
      if (!token || token.length > 100) return null;
      const [row] = await findSession.execute({ tokenHash: sha256(token), realm });
      if (!row) return null;
      const now = clock.now().getTime();
      const idle = now - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS;
      if (idle || now >= row.session.expiresAt.getTime()) {
        await db.delete(sessions).where(eq(sessions.id, row.session.id));
        return null;
      }
      if (now - row.session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
        await db
          .update(sessions)
          .set({ lastSeenAt: new Date(now) })
          .where(eq(sessions.id, row.session.id));
      }
      return { sessionId: row.session.id, user: row.user };
    },

    /** Signs one browser out, and closes its sockets. */
    async revoke(token: string | undefined): Promise<void> {
      if (!token) return;
      const gone = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, sha256(token)))
        .returning({ id: sessions.id });
      announceEnded(gone.map((g) => g.id));
    },

    /**
     * Signs a user out everywhere (a password change or reset, the firm code replaced). Returns the
     * ended ids: announce them once `tx` has committed.
     */
    async revokeAllForUser(userId: number, tx: Executor = db): Promise<number[]> {
      const gone = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      return gone.map((g) => g.id);
    },

    /** The sessions a user holds now (read before deleting the user, whose sessions go by cascade). */
    async idsOfUser(userId: number, tx: Executor = db): Promise<number[]> {
      const rows = await tx.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
      return rows.map((r) => r.id);
    },

    /** Of these sessions, the ones still valid now (neither revoked, idle nor expired); read-only. */
    async stillValid(sessionIds: number[]): Promise<Set<number>> {
      if (sessionIds.length === 0) return new Set();
      const now = clock.now();
      const rows = await db
        .select({ id: sessions.id })
        .from(sessions)
        .where(and(inArray(sessions.id, sessionIds), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))));
      return new Set(rows.map((r) => r.id));
    },

    announceEnded,
    onEnded(listener: SessionsEndedListener): void {
      listeners.push(listener);
    },

    async purgeExpired(): Promise<number> {
      const now = clock.now();
      const gone = await db
        .delete(sessions)
        .where(or(lt(sessions.expiresAt, now), lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS))))
        .returning({ id: sessions.id });
      return gone.length;
    },
  };
}
