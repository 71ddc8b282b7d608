import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';

export type RateRule = { limit: number; windowMs: number };

/** A refusal that says when to come back: the answer carries Retry-After and the wait in words. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message?: string,
  ) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('RATE_LIMITED', message ?? `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`);
  }
}

/**
 * Fixed-window counters in the database, so a limit holds across every server process.
 * Keys name what is limited: `login:ip:1.2.3.4`, `login:account:a@b.test`.
 */
export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter({ db, clock }: { db: Database; clock: Clock }) {
  const windowOf = (rule: RateRule) => new Date(Math.floor(clock.now().getTime() / rule.windowMs) * rule.windowMs);
  const secondsLeft = (rule: RateRule) => Math.ceil((windowOf(rule).getTime() + rule.windowMs - clock.now().getTime()) / 1000);

  return {
    /**
     * Counts one hit and refuses it when the window is already full. One statement (insert or
     * increment, then read the count back), so parallel requests can never pass more than `limit`.
     * `message` replaces the generic refusal where the caller is better told what is limited.
     */
    async consume(key: string, rule: RateRule, message?: string): Promise<void> {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart: windowOf(rule), count: 1 })
        .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { count: sql`${rateLimitHits.count} + 1` } })
        .returning({ count: rateLimitHits.count });
      if ((row?.count ?? 0) > rule.limit) throw new RateLimitedError(secondsLeft(rule), message);
    },
    /**
     * Limits guesses of a secret (a password, a two-step code): the attempt takes a slot before
     * the check runs, so parallel guesses can never check more than `limit` times, and a right
     * answer gives its slot back. Refused past the limit with the time to wait.
     */
    async attempt(key: string, rule: RateRule, check: () => Promise<boolean>): Promise<boolean> {
      await this.consume(key, rule);
      const ok = await check();
      if (ok) {
        await db
          .update(rateLimitHits)
          .set({ count: sql`greatest(${rateLimitHits.count} - 1, 0)` })
          .where(sql`${rateLimitHits.key} = ${key} AND ${rateLimitHits.windowStart} = ${windowOf(rule)}`);
      }
      return ok;
    },
    /** Forgets a key's hits in the current window (a password reset ends a sign-in lockout). */
    async clear(key: string, rule: RateRule): Promise<void> {
      await db.delete(rateLimitHits).where(sql`${rateLimitHits.key} = ${key} AND ${rateLimitHits.windowStart} = ${windowOf(rule)}`);
    },
    async purgeBefore(date: Date): Promise<void> {
      await db.delete(rateLimitHits).where(sql`${rateLimitHits.windowStart} < ${date}`);
    },
  };
}
