import pino from 'pino';
import { openFromConfig } from './bootstrap.js';
import { loadConfig } from './config.js';
import { registerJobs } from './jobs.js';
import { warmScanner } from './modules/chat/compliance/scanner.js';
import { systemClock } from './platform/clock.js';
import { createJobs } from './platform/jobs.js';
import { startTracing, traceFields } from './platform/tracing.js';
import { createServices } from './services.js';

/** `npm run worker`: a job-only process for PostgreSQL deployments. */
async function main() {
  const config = loadConfig();
  if (config.database.kind === 'pglite') {
    process.stderr.write('npm run worker needs DATABASE_URL: in embedded mode jobs run inside the server process.\n');
    process.exit(1);
  }
  const tracing = config.tracing ? await startTracing(config.tracing) : null;
  const log = pino({ level: config.logLevel, mixin: traceFields });
  const opened = await openFromConfig(config, { seed: false });
  const services = createServices({ config, database: opened.database, clock: systemClock, encryptionKey: opened.encryptionKey, log });
  const jobs = createJobs(opened.database, log);
  // The schedules are the server processes' to set (src/jobs.ts); a worker only works the queues.
  registerJobs(jobs, services, 'worker');
  // The compliance scanner readies (its second reader, its compiled patterns) before the worker takes a scan job.
  warmScanner();
  await jobs.start({ work: true });
  log.info('worker started');
  // Under the cluster's supervisor: a rolling restart stops the old worker once this one works.
  process.send?.('ready');
  const stop = async () => {
    await jobs.stop();
    await opened.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((err) => {
  process.stderr.write(`Worker failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
