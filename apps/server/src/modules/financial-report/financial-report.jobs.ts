import type { JobHandler, JobSender } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const BUILD_REPORT_JOB = 'financial-report.build';

// Report builds as pg-boss jobs. Server processes work them: they hold the Socket.IO server that
// pushes report_ready (with PostgreSQL its adapter reaches sockets on every process).

export function buildFinancialReport({ financialReport }: Services): JobHandler {
  return async (data) => {
    await financialReport.build(Number(data.userId));
  };
}

export function useFinancialReportQueue({ financialReport }: Services, send: JobSender): void {
  financialReport.useQueue({
    async enqueue(userId) {
      await send(BUILD_REPORT_JOB, { userId });
    },
  });
}
