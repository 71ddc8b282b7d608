import { type Database, hasLatestMigration } from '../db/client.js';

export type ReadinessCheckName = 'database' | 'migrations' | 'queues';
export type ReadinessReport = { ready: boolean; checks: Partial<Record<ReadinessCheckName, 'ok' | string>> };

/**
 * /readyz: whether this process should be sent traffic. /healthz says the process is alive; this
 * says it can serve: the database answers, it holds every migration this build ships, and (where
 * this process works jobs) the job queues run. Each check names what failed, never internals.
 */
export function createReadiness(db: Database) {
  let queuesRunning: (() => boolean) | null = null;
  return {
    /** Called by a process that works jobs (main.ts), once it has started them. */
    watchQueues(isRunning: () => boolean) {
      queuesRunning = isRunning;
    },
    async check(): Promise<ReadinessReport> {
      const checks: ReadinessReport['checks'] = {};
      try {
        await db.execute('select 1');
        checks.database = 'ok';
        checks.migrations = (await hasLatestMigration(db)) ? 'ok' : 'the database lacks migrations this build ships';
      } catch {
        checks.database = 'the database does not answer';
      }
      if (queuesRunning) checks.queues = queuesRunning() ? 'ok' : 'the job queues are stopped';
      return { ready: Object.values(checks).every((v) => v === 'ok'), checks };
    },
  };
}
export type Readiness = ReturnType<typeof createReadiness>;
