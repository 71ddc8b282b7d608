import type { JobHandler, JobSender } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const CREDIT_PULL_JOB = 'credit-report.pull';

// Credit pulls as pg-boss jobs: they survive a restart and retry on the job system's terms.

export function pullCreditReport({ creditReport }: Services): JobHandler {
  return async (data) => {
    await creditReport.pull(Number(data.userId));
  };
}

export function useCreditReportQueue({ creditReport }: Services, send: JobSender): void {
  creditReport.useQueue({
    async enqueue(userId) {
      await send(CREDIT_PULL_JOB, { userId });
    },
  });
}
