import type { FastifyBaseLogger } from 'fastify';
import { fromPglite, PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../db/client.js';

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;
export type Jobs = ReturnType<typeof createJobs>;

/**
 * pg-boss on the same database as everything else: PGlite in embedded mode (jobs run in the
 * server process), PostgreSQL otherwise (jobs can run in separate `npm run worker` processes).
 */
export function createJobs(handle: DatabaseHandle, log: FastifyBaseLogger) {
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.pglite), backend: 'pglite', schema: 'pgboss' })
      : new PgBoss({ connectionString: handle.url, max: 3, schema: 'pgboss' });
  boss.on('error', (err) => log.error({ err }, 'job system error'));
  const handlers = new Map<string, JobHandler>();
  let started = false;

  return {
    boss,
    /** Declares a queue and its handler; call before start(). */
    define(name: string, handler: JobHandler) {
      handlers.set(name, handler);
    },
    async start(options: { work: boolean } = { work: true }) {
      await boss.start();
      started = true;
      for (const [name, handler] of handlers) {
        await boss.createQueue(name);
        if (options.work) {
          await boss.work(name, { pollingIntervalSeconds: 1 }, async (jobs) => {
            for (const job of jobs) await handler((job.data ?? {}) as Record<string, unknown>);
          });
        }
      }
    },
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
