import { and, isNotNull, lt, or } from 'drizzle-orm';
import { authTokens } from '../../db/schema/index.js';
import { HOUR, MINUTE } from '../../platform/clock.js';
import type { JobHandler } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const PURGE_JOB = 'maintenance.purge-expired';
export const MAIL_RETRY_JOB = 'maintenance.retry-mail';
/** Sends the mail queued inside transactions (mailer.enqueue), e.g. the firms' notifications. */
export const MAIL_DELIVER_JOB = 'maintenance.deliver-mail';

// Housekeeping; the job list (src/jobs.ts) says when each runs and where.

/** Expired sessions, links and rate-limit windows go. */
export function purgeExpired({ db, clock, sessions, limiter }: Services): JobHandler {
  return async () => {
    const now = clock.now();
    await sessions.purgeExpired();
    await db
      .delete(authTokens)
      .where(or(lt(authTokens.expiresAt, now), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, new Date(now.getTime() - 24 * HOUR)))));
    await limiter.purgeBefore(new Date(now.getTime() - 2 * HOUR));
  };
}

/** Failed mail is tried again. */
export function retryUnsentMail({ mailer, clock }: Services): JobHandler {
  return async () => {
    await mailer.retryUnsent(new Date(clock.now().getTime() - MINUTE));
  };
}

/** Mail queued inside transactions is sent. */
export function deliverQueuedMail({ mailer }: Services): JobHandler {
  return async () => {
    await mailer.deliverQueued();
  };
}
