import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { rateLimitHits } from '../db/schema/index.js';
import type { Clock } from './clock.js';
import { AppError } from './errors.js';

export type RateRule = { limit: number; windowMs: number };

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please wait a few minutes and try again.';

/**
 * Fixed-window counters in the database, so a limit holds across every server process.
 * Keys name what is limited: `login:ip:1.2.3.4`, `login:account:a@b.test`.
 */
export type RateLimiter = ReturnType<typeof createRateLimiter>;

export function createRateLimiter({ db, clock }: { db: Database; clock: Clock }) {
  const windowOf = (rule: RateRule) => new Date(Math.floor(clock.now().getTime() / rule.windowMs) * rule.windowMs);

  async function count(key: string, rule: RateRule): Promise<number> {
    const [row] = await db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(sql`${rateLimitHits.key} = ${key} AND ${rateLimitHits.windowStart} = ${windowOf(rule)}`);
    return row?.count ?? 0;
  }

  return {
    /** Counts one hit and refuses it when the window is already full. */
    async consume(key: string, rule: RateRule): Promise<void> {
      const [row] = await db
        .insert(rateLimitHits)
        .values({ key, windowStart: windowOf(rule), count: 1 })
        .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { count: sql`${rateLimitHits.count} + 1` } })
        .returning({ count: rateLimitHits.count });
      if ((row?.count ?? 0) > rule.limit) throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
    },
    /** Refuses without counting when the window is full (used before checking a password). */
    async assertOpen(key: string, rule: RateRule): Promise<void> {
      if ((await count(key, rule)) >= rule.limit) throw new AppError('RATE_LIMITED', RATE_LIMITED_MESSAGE);
    },
    /** Counts a hit without refusing (a failed password, counted after the fact). */
    async record(key: string, rule: RateRule): Promise<void> {
      await db
        .insert(rateLimitHits)
        .values({ key, windowStart: windowOf(rule), count: 1 })
        .onConflictDoUpdate({ target: [rateLimitHits.key, rateLimitHits.windowStart], set: { count: sql`${rateLimitHits.count} + 1` } });
    },
    async purgeBefore(date: Date): Promise<void> {
      await db.delete(rateLimitHits).where(sql`${rateLimitHits.windowStart} < ${date}`);
    },
  };
}
