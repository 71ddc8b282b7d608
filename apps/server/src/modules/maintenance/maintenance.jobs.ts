import { and, isNotNull, lt, or } from 'drizzle-orm';
import { authTokens } from '../../db/schema/index.js';
import { HOUR, MINUTE } from '../../platform/clock.js';
import type { Jobs } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const PURGE_JOB = 'maintenance.purge-expired';
export const MAIL_RETRY_JOB = 'maintenance.retry-mail';
/** Sends the mail queued inside transactions (mailer.enqueue), e.g. the firms' notifications. */
export const MAIL_DELIVER_JOB = 'maintenance.deliver-mail';

/** Housekeeping on pg-boss: expired sessions, links and rate-limit windows go; queued mail is sent and failed mail retried. */
export function registerMaintenanceJobs(jobs: Jobs, services: Services) {
  const { db, clock, sessions, limiter, mailer } = services;
  jobs.define(PURGE_JOB, async () => {
    const now = clock.now();
    await sessions.purgeExpired();
    await db
      .delete(authTokens)
      .where(or(lt(authTokens.expiresAt, now), and(isNotNull(authTokens.usedAt), lt(authTokens.usedAt, new Date(now.getTime() - 24 * HOUR)))));
    await limiter.purgeBefore(new Date(now.getTime() - 2 * HOUR));
  });
  jobs.define(MAIL_RETRY_JOB, async () => {
    await mailer.retryUnsent(new Date(clock.now().getTime() - MINUTE));
  });
  jobs.define(MAIL_DELIVER_JOB, async () => {
    await mailer.deliverQueued();
  });
  return {
    async schedule() {
      await jobs.schedule(PURGE_JOB, '17 * * * *');
      await jobs.schedule(MAIL_RETRY_JOB, '*/5 * * * *');
      // Every minute, the shortest a pg-boss schedule allows.
      await jobs.schedule(MAIL_DELIVER_JOB, '* * * * *');
    },
  };
}
