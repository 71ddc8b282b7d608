import type { Jobs } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const EXTRACT_JOB = 'intake.extract';
export const GENERATE_JOB = 'intake.generate';

/** Reading papers (OCR) and generating documents as pg-boss jobs: they survive a restart. */
export function registerIntakeJobs(jobs: Jobs, services: Services) {
  const { files, generation } = services.intake;
  jobs.define(EXTRACT_JOB, async (data) => files.extract(Number(data.documentId)));
  jobs.define(GENERATE_JOB, async (data) => generation.generate(Number(data.documentId)));
  files.useQueue({
    async enqueue(job, documentId) {
      await jobs.send(job === 'extract' ? EXTRACT_JOB : GENERATE_JOB, { documentId });
    },
  });
}
