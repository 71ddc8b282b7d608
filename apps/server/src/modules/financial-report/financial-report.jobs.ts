import type { Jobs } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const BUILD_REPORT_JOB = 'financial-report.build';

/**
 * Report builds as pg-boss jobs. Server processes work them: they hold the Socket.IO server that
 * pushes report_ready (with PostgreSQL its adapter reaches sockets on every process).
 */
export function registerFinancialReportJobs(jobs: Jobs, services: Services) {
  jobs.define(BUILD_REPORT_JOB, async (data) => {
    await services.financialReport.build(Number(data.userId));
  });
  services.financialReport.useQueue({
    async enqueue(userId) {
      await jobs.send(BUILD_REPORT_JOB, { userId });
    },
  });
}
