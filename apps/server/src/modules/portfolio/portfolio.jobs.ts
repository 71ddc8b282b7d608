import type { JobHandler, JobSender } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const PORTFOLIO_IMPORT_JOB = 'portfolio.import';

// A dry run or an import reads the whole file: a pg-boss job, so a restart retries it (the import is
// idempotent by reference) and the request that started it answers at once. Progress is written to
// the import's row, which the page polls.
export function runPortfolioImport({ portfolio }: Services): JobHandler {
  return async (data) => {
    await portfolio.processImport(Number(data.importId));
  };
}

export function usePortfolioQueue({ portfolio }: Services, send: JobSender): void {
  portfolio.useQueue({
    async enqueue(importId) {
      await send(PORTFOLIO_IMPORT_JOB, { importId });
    },
  });
}
