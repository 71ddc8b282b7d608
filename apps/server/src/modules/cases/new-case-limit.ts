import type { RateLimiter } from '../../platform/rate-limit.js';

/**
 * A consumer opens at most 25 cases a day, whichever way they open them: the short SoloSettle form
 * or a walk-through that starts from their papers. One count for both (each way kept its own count,
 * so 50 a day got through).
 */
const NEW_CASES_PER_DAY = { limit: 25, windowMs: 24 * 3600_000 };

export const consumeNewCase = (limiter: RateLimiter, userId: number) => limiter.consume(`case:${userId}`, NEW_CASES_PER_DAY);
