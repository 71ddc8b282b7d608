import type { JobHandler, JobSender } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const EXTRACT_JOB = 'intake.extract';
export const GENERATE_JOB = 'intake.generate';

// Reading papers (OCR) and generating documents as pg-boss jobs: they survive a restart.

export function extractDocument({ intake }: Services): JobHandler {
  return async (data) => intake.files.extract(Number(data.documentId));
}

export function generateDocument({ intake }: Services): JobHandler {
  return async (data) => intake.generation.generate(Number(data.documentId));
}

export function useIntakeQueue({ intake }: Services, send: JobSender): void {
  intake.files.useQueue({
    async enqueue(job, documentId) {
      await send(job === 'extract' ? EXTRACT_JOB : GENERATE_JOB, { documentId });
    },
  });
}
