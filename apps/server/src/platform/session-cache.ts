/**
 * Sessions this process resolved recently, so that a burst of requests from one browser reads the
 * sessions table once rather than once per request. Bounded both ways: an entry lives `ttlMs`
 * (a few seconds, on a monotonic timer, not the domain clock), and past `maxEntries` the oldest
 * goes first. It holds nothing secret: the key is the token's SHA-256, as the table stores it.
 *
 * Correctness never rests on the TTL alone: every way a session ends or its user changes drops
 * the entries here and, through the session notices, in every other process (sessions.ts).
 */
export type CachedSession = {
  sessionId: number;
  userId: number;
  expiresAt: number;
  /** As last written to the table by this process, or read from it. */
  lastSeenAt: number;
  user: unknown;
};

export function createSessionCache<T extends CachedSession>({
  ttlMs = 5_000,
  maxEntries = 10_000,
  now = () => performance.now(),
}: {
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
} = {}) {
  // A Map keeps insertion order: its first key is the oldest entry.
  const entries = new Map<string, { value: T; storedAt: number }>();
  // Bumped by every drop: a read from the table that began before a drop may have seen the
  // session before it ended, so it is not cached (the revocation could otherwise be undone).
  let generation = 0;

  function remove(key: string): void {
    entries.delete(key);
  }
  function dropWhere(test: (value: T) => boolean): void {
    generation++;
    for (const [key, entry] of entries) if (test(entry.value)) remove(key);
  }

  return {
    get(key: string): T | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt >= ttlMs) {
        remove(key);
        return undefined;
      }
      return entry.value;
    },
    /** The generation to hand back to set(): take it before reading the table. */
    get generation(): number {
      return generation;
    },
    /** Stores what a read begun at `readAt` (a generation) found, unless something was dropped since. */
    set(key: string, value: T, readAt: number): void {
      if (readAt !== generation) return;
      entries.delete(key);
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        remove(oldest);
      }
      entries.set(key, { value, storedAt: now() });
    },
    dropSessions(sessionIds: readonly number[]): void {
      if (sessionIds.length === 0) return;
      const ids = new Set(sessionIds);
      dropWhere((v) => ids.has(v.sessionId));
    },
    dropUsers(userIds: readonly number[]): void {
      if (userIds.length === 0) return;
      const ids = new Set(userIds);
      dropWhere((v) => ids.has(v.userId));
    },
    clear(): void {
      generation++;
      entries.clear();
    },
    get size(): number {
      return entries.size;
    },
  };
}
export type SessionCache<T extends CachedSession> = ReturnType<typeof createSessionCache<T>>;
