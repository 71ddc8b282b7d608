import type { Jobs } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const CREDIT_PULL_JOB = 'credit-report.pull';

/** Credit pulls as pg-boss jobs: they survive a restart and retry on the job system's terms. */
export function registerCreditReportJobs(jobs: Jobs, services: Services) {
  jobs.define(CREDIT_PULL_JOB, async (data) => {
    await services.creditReport.pull(Number(data.userId));
  });
  services.creditReport.useQueue({
    async enqueue(userId) {
      await jobs.send(CREDIT_PULL_JOB, { userId });
    },
  });
}
