import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, type JobResult, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';
import { jobDuration } from './metrics.js';
import { traceJob } from './tracing.js';

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;
export type Jobs = ReturnType<typeof createJobs>;
/** Queues a job by name (a service's queue is pointed at this). */
export type JobSender = (name: string, data?: Record<string, unknown>) => Promise<unknown>;
/**
 * batchSize: jobs a worker takes per fetch and runs side by side; while fetches come back full it
 * fetches again at once. Without it a worker takes one job a poll (one a second).
 * wakeOnSend: on PostgreSQL, a new job wakes the workers through LISTEN/NOTIFY instead of waiting
 * for their next poll (for jobs someone is waiting on, like a message's compliance scan).
 */
export type JobOptions = { batchSize?: number; wakeOnSend?: boolean };

const POLLING_SECONDS = 1;
/**
 * A running job refreshes its heartbeat; one whose process died (a crash, a SIGKILL, a lost
 * machine) goes stale and is retried within about HEARTBEAT + SUPERVISE seconds, instead of
 * pg-boss's default of 15 minutes in `active`. Handlers are idempotent, so a retry of a job that
 * had in fact finished changes nothing.
 */
const HEARTBEAT_SECONDS = 10;
const SUPERVISE_SECONDS = 10;

/**
 * pg-boss on the same database as everything else: PGlite in embedded mode (jobs run in the
 * server process), PostgreSQL otherwise (jobs can run in separate `npm run worker` processes).
 */
export function createJobs(handle: DatabaseHandle, log: FastifyBaseLogger) {
  const canNotify = handle.kind === 'postgres';
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', schema: 'pgboss', superviseIntervalSeconds: SUPERVISE_SECONDS })
      : new PgBoss({ connectionString: handle.url, max: 4, schema: 'pgboss', useListenNotify: true, superviseIntervalSeconds: SUPERVISE_SECONDS });
  boss.on('error', (err) => log.error({ err }, 'job system error'));
  boss.on('warning', (warning) => log.warn({ warning }, 'job system warning'));
  const handlers = new Map<string, { handler: JobHandler; options: JobOptions }>();
  let started = false;
  boss.on('stopped', () => {
    started = false;
  });
  /** One job's run: its span (tracing on) and its duration by outcome. */
  const run = (name: string, id: string, handler: JobHandler, data: Record<string, unknown>) => {
    const end = jobDuration.startTimer({ queue: name });
    return traceJob(name, id, () => handler(data)).then(
      () => end({ outcome: 'completed' }),
      (err: unknown) => {
        end({ outcome: 'failed' });
        throw err;
      },
    );
  };

  return {
    boss,
    /** Declares a queue and its handler; call before start(). */
    define(name: string, handler: JobHandler, options: JobOptions = {}) {
      handlers.set(name, { handler, options });
    },
    async start(options: { work: boolean } = { work: true }) {
      await boss.start();
      started = true;
      for (const [name, { handler, options: jobOptions }] of handlers) {
        const notify = canNotify && jobOptions.wakeOnSend === true;
        await boss.createQueue(name, { notify, heartbeatSeconds: HEARTBEAT_SECONDS });
        // A queue created by an earlier version gets today's settings.
        await boss.updateQueue(name, { notify, heartbeatSeconds: HEARTBEAT_SECONDS });
        if (!options.work) continue;
        const batchSize = jobOptions.batchSize ?? 1;
        await boss.work(
          name,
          { pollingIntervalSeconds: POLLING_SECONDS, batchSize, burstWhenBatchFull: batchSize > 1, perJobResults: true },
          async (jobs): Promise<JobResult[]> => {
            // Each job of a batch succeeds or fails on its own (and is retried on its own).
            const outcomes = await Promise.allSettled(jobs.map((job) => run(name, job.id, handler, (job.data ?? {}) as Record<string, unknown>)));
            return outcomes.map((outcome, i) => {
              const id = jobs[i]?.id as string;
              if (outcome.status === 'fulfilled') return { id, status: 'completed' };
              log.error({ err: outcome.reason, job: name, jobId: id }, 'job failed');
              return { id, status: 'failed', output: { message: outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason) } };
            });
          },
        );
      }
    },
    /** Started and not stopped (for /readyz). */
    isRunning: () => started,
    async send(name: string, data: Record<string, unknown> = {}) {
      if (!handlers.has(name)) throw new Error(`Unknown job ${name}`);
      return boss.send(name, data);
    },
    async schedule(name: string, cron: string) {
      await boss.schedule(name, cron);
    },
    async stop() {
      if (started) await boss.stop({ graceful: true, timeout: 5000 });
      started = false;
    },
  };
}
