import { and, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { lawFirms, sessions, users } from '../db/schema/index.js';
import { type Clock, HOUR, MINUTE } from './clock.js';
import { randomToken, sha256 } from './crypto.js';
import { type CachedSession, createSessionCache } from './session-cache.js';
import type { SessionNotices } from './session-notices.js';

export type Realm = 'consumer' | 'collector';
export type SessionUser = typeof users.$inferSelect;
/**
 * `firmRequiresMfa`: the user's firm requires two-step verification (read with the session, so the
 * guards do not ask the firm on every request; a change drops the firm's cached sessions).
 */
export type ResolvedSession = { sessionId: number; user: SessionUser; firmRequiresMfa: boolean };

// OWASP ASVS 5.0 7.3: idle and absolute session timeouts.
export const SESSION_IDLE_MS = 30 * MINUTE;
export const SESSION_ABSOLUTE_MS = 12 * HOUR;
// The idle timeout is kept by writing lastSeenAt at most this often per session, not per request.
const TOUCH_EVERY_MS = MINUTE;

type CachedEntry = CachedSession & { user: SessionUser; firmRequiresMfa: boolean };

export type SessionStore = ReturnType<typeof createSessionStore>;
/** Told the ids of sessions that just ended, so live connections opened with them end too. */
export type SessionsEndedListener = (sessionIds: number[]) => void;

/**
 * Sessions in the database, one row per signed-in browser. Every way a session ends goes through
 * here and returns the ids it ended; `announceEnded` tells the listeners (the realtime hub closes
 * those sessions' sockets). Inside a transaction the caller announces after the commit, so a
 * socket is never closed for a revocation that was rolled back, nor reopened before it committed.
 *
 * Resolved sessions are cached in this process for a few seconds (session-cache.ts), and only while
 * `notices` is listening: an ended session or a changed user is dropped here and, by a NOTIFY, in
 * every other process before the answer that ended it leaves. Expiry is checked against the clock
 * on every hit.
 */
export function createSessionStore({
  db,
  clock,
  notices,
  cache: cacheOptions,
}: {
  db: Database;
  clock: Clock;
  /** Without it (a worker) nothing is cached. */
  notices?: SessionNotices;
  cache?: Parameters<typeof createSessionCache>[0];
}) {
  const listeners: SessionsEndedListener[] = [];
  const cache = createSessionCache<CachedEntry>(cacheOptions);
  notices?.onNotice((notice) => {
    cache.dropSessions(notice.sessionIds ?? []);
    cache.dropUsers(notice.userIds ?? []);
  });
  notices?.onLoss(() => cache.clear());
  const cacheKey = (realm: Realm, tokenHash: string) => `${realm}:${tokenHash}`;

  /**
   * After the commit: these sessions ended. Drops them here, closes their sockets, and tells the
   * other processes (whose sockets the Socket.IO adapter reaches, and whose caches the notice does).
   */
  async function announceEnded(sessionIds: number[]): Promise<void> {
    if (sessionIds.length === 0) return;
    cache.dropSessions(sessionIds);
    for (const listener of listeners) listener(sessionIds);
    await notices?.publish({ sessionIds });
  }

  async function touch(sessionId: number, now: number): Promise<void> {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.id, sessionId));
  }

  // Every authenticated request runs this lookup: a named prepared statement spares the database
  // parsing and planning it each time.
  const findSession = db
    .select({ session: sessions, user: users, firmRequiresMfa: lawFirms.mfaRequired })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(lawFirms, eq(lawFirms.id, users.lawFirmId))
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

    /**
     * The session this cookie opens, or null. `fresh` reads the table even when cached (a live
     * socket's events: they are its only check between the periodic sweeps).
     */
    async resolve(realm: Realm, token: string | undefined, options: { fresh?: boolean } = {}): Promise<ResolvedSession | null> {
      if (!token || token.length > 100) return null;
      const tokenHash = sha256(token);
      const key = cacheKey(realm, tokenHash);
      const now = clock.now().getTime();
      const useCache = notices?.isListening() === true;
      const hit = useCache && !options.fresh ? cache.get(key) : undefined;
      if (hit) {
        if (now >= hit.expiresAt) {
          cache.dropSessions([hit.sessionId]);
          await db.delete(sessions).where(eq(sessions.id, hit.sessionId));
          return null;
        }
        // Idle as this process last saw it: another process may have seen it since; the table decides.
        if (now - hit.lastSeenAt <= SESSION_IDLE_MS) {
          if (now - hit.lastSeenAt > TOUCH_EVERY_MS) {
            hit.lastSeenAt = now;
            await touch(hit.sessionId, now);
          }
          return { sessionId: hit.sessionId, user: hit.user, firmRequiresMfa: hit.firmRequiresMfa };
        }
      }
      const readAt = cache.generation;
      const [row] = await findSession.execute({ tokenHash, realm });
      if (!row) {
        if (hit) cache.dropSessions([hit.sessionId]);
        return null;
      }
      const idle = now - row.session.lastSeenAt.getTime() > SESSION_IDLE_MS;
      if (idle || now >= row.session.expiresAt.getTime()) {
        cache.dropSessions([row.session.id]);
        await db.delete(sessions).where(eq(sessions.id, row.session.id));
        return null;
      }
      let lastSeenAt = row.session.lastSeenAt.getTime();
      if (now - lastSeenAt > TOUCH_EVERY_MS) {
        lastSeenAt = now;
        await touch(row.session.id, now);
      }
      const firmRequiresMfa = row.firmRequiresMfa === true;
      if (useCache) {
        const entry = {
          sessionId: row.session.id,
          userId: row.user.id,
          expiresAt: row.session.expiresAt.getTime(),
          lastSeenAt,
          user: row.user,
          firmRequiresMfa,
        };
        cache.set(key, entry, readAt);
      }
      return { sessionId: row.session.id, user: row.user, firmRequiresMfa };
    },

    /** Signs one browser out, and closes its sockets. */
    async revoke(token: string | undefined): Promise<void> {
      if (!token) return;
      const gone = await db
        .delete(sessions)
        .where(eq(sessions.tokenHash, sha256(token)))
        .returning({ id: sessions.id });
      await announceEnded(gone.map((g) => g.id));
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
    /**
     * After the commit: this user's row changed (two-step verification turned on or off, a code
     * step used, a name, an address confirmed). Their sessions carry the row, so every process
     * reads it again.
     */
    async forgetUser(userId: number): Promise<void> {
      cache.dropUsers([userId]);
      await notices?.publish({ userIds: [userId] });
    },
    /** After the commit: the firm's own row changed (its two-step requirement): every process reads its staff's sessions again. */
    async forgetFirm(lawFirmId: number): Promise<void> {
      const staff = await db.select({ id: users.id }).from(users).where(eq(users.lawFirmId, lawFirmId));
      const userIds = staff.map((u) => u.id);
      cache.dropUsers(userIds);
      await notices?.publish({ userIds });
    },
    /** Starts hearing the other processes (a server process; until then nothing is cached). */
    async listen(): Promise<void> {
      await notices?.start();
    },
    async stopListening(): Promise<void> {
      await notices?.stop();
      cache.clear();
    },
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
