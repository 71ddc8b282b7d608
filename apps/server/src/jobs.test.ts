import { describe, expect, it } from 'vitest';
import { JOB_LIST, type ProcessKind, registerJobs } from './jobs.js';
import type { Jobs } from './platform/jobs.js';
import type { Services } from './services.js';

/** What registerJobs declares for a kind of process, without pg-boss or services behind it. */
function declared(kind: ProcessKind) {
  const defined: string[] = [];
  const queues: string[] = [];
  const jobs = { define: (name: string) => defined.push(name), send: async () => null } as unknown as Jobs;
  const queue = () => ({ useQueue: () => queues.push('q'), useScanQueue: () => queues.push('q') });
  const services = {
    chat: queue(),
    creditReport: queue(),
    financialReport: queue(),
    intake: { files: queue() },
    webhooks: queue(),
    portfolio: queue(),
  } as unknown as Services;
  registerJobs(jobs, services, kind);
  return { defined, queues: queues.length };
}

describe('the job list', () => {
  it('names each job once', () => {
    const names = JOB_LIST.flatMap((a) => a.jobs.map((j) => j.name));
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives server processes every job, and the worker only those that push nothing to browsers', () => {
    expect(declared('server').defined).toHaveLength(JOB_LIST.flatMap((a) => a.jobs).length);
    const worker = declared('worker');
    expect(worker.defined.map((n) => n.split('.')[0])).toEqual(expect.arrayContaining(['maintenance', 'intake', 'payments', 'webhooks', 'portfolio']));
    expect(worker.defined.some((n) => /^(chat|credit-report|financial-report)\./.test(n))).toBe(false);
    // The intake's file queue, the webhooks' deliveries and the portfolio imports.
    expect(worker.queues).toBe(3);
  });
});
