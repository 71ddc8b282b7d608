import type { Jobs } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const RUN_DUE_CHARGES_JOB = 'payments.run-due-charges';
export const PAYOUTS_JOB = 'payments.payouts';
export const SETTLE_PAYOUTS_JOB = 'payments.settle-payouts';

/** Autopay charges when due (billing is the end of each day UTC), daily payouts to firms, and their settlement. */
export function registerPaymentsJobs(jobs: Jobs, services: Services) {
  const { payments, clock } = services;
  jobs.define(RUN_DUE_CHARGES_JOB, async () => {
    await payments.runDueCharges(clock.now());
  });
  jobs.define(PAYOUTS_JOB, async () => {
    await payments.runPayouts(clock.now());
  });
  jobs.define(SETTLE_PAYOUTS_JOB, async () => {
    await payments.settlePayouts(clock.now());
  });
  return {
    async schedule() {
      await jobs.schedule(RUN_DUE_CHARGES_JOB, '*/15 * * * *');
      // Weekdays after the day's charges have settled, as banks pay out.
      await jobs.schedule(PAYOUTS_JOB, '0 15 * * 1-5');
      await jobs.schedule(SETTLE_PAYOUTS_JOB, '30 * * * *');
    },
  };
}
