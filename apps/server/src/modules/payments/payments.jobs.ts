import type { Jobs } from '../../platform/jobs.js';
import type { Services } from '../../services.js';
import { STUCK_PROCESSING_MS } from './context.js';

export const RUN_DUE_CHARGES_JOB = 'payments.run-due-charges';
export const PAYOUTS_JOB = 'payments.payouts';
export const SETTLE_PAYOUTS_JOB = 'payments.settle-payouts';
export const RECONCILE_JOB = 'payments.reconcile-unconfirmed';

/** Autopay charges when due (billing is the end of each day UTC), daily payouts to firms, and their settlement. */
export function registerPaymentsJobs(jobs: Jobs, services: Services) {
  const { payments, clock } = services;
  jobs.define(RUN_DUE_CHARGES_JOB, async () => {
    await payments.runDueCharges(clock.now());
  });
  // At start-up every payment still waiting for the provider's answer (this process may have died
  // asking); then every 5 minutes, those waiting longer than an answer ever takes.
  jobs.define(RECONCILE_JOB, async (data) => {
    const now = clock.now().getTime();
    await payments.reconcileUnconfirmed(new Date(data.startup === true ? now : now - STUCK_PROCESSING_MS));
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
      await jobs.schedule(RECONCILE_JOB, '*/5 * * * *');
      await jobs.send(RECONCILE_JOB, { startup: true });
      // Weekdays after the day's charges have settled, as banks pay out.
      await jobs.schedule(PAYOUTS_JOB, '0 15 * * 1-5');
      await jobs.schedule(SETTLE_PAYOUTS_JOB, '30 * * * *');
    },
  };
}
