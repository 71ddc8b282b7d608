import { buildApp } from './app.js';
import { startBanner } from './banner.js';
import { DataDirLockedError, openFromConfig } from './bootstrap.js';
import { loadConfig } from './config.js';
import { DataDirUnsafeError } from './data-dir.js';
import { registerJobs } from './jobs.js';
import { warmScanner } from './modules/chat/compliance/scanner.js';
import { DEMO_FIRM_NAMES } from './modules/demo/seed-demo.js';
import { listFirmAuthCodes } from './modules/law-firms/law-firms.service.js';
import { systemClock } from './platform/clock.js';
import { createJobs } from './platform/jobs.js';
import { startTracing } from './platform/tracing.js';

async function main() {
  const config = loadConfig();
  // Before the database opens, so that its queries are traced (platform/tracing.ts).
  const tracing = config.tracing ? await startTracing(config.tracing) : null;
  const opened = await openFromConfig(config, { seed: config.seedDemo });
  const { app, services, readiness } = await buildApp({ config, database: opened.database, clock: systemClock, encryptionKey: opened.encryptionKey });

  // The compliance scanner readies here (its second reader, its compiled patterns), not inside the first collector's send.
  warmScanner();
  const jobs = createJobs(opened.database, app.log);
  // Embedded mode runs jobs in this process; with PostgreSQL, workers may run apart (npm run worker).
  if (config.runJobs) {
    const serverJobs = registerJobs(jobs, services, 'server');
    await jobs.start({ work: true });
    await serverJobs.schedule();
    readiness.watchQueues(jobs.isRunning);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await jobs.stop().catch(() => {});
    await services.mailer.close();
    await opened.close();
    await tracing?.shutdown();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const banner = await startBanner(config, {
    seeded: opened.seeded,
    encryptionKeyLocation: opened.encryptionKeyLocation,
    demoFirmCodes: async () => (await listFirmAuthCodes(services.db, services.crypto)).filter((f) => DEMO_FIRM_NAMES.includes(f.name)),
  });
  process.stdout.write(banner);
}

main().catch((err) => {
  if (err instanceof DataDirLockedError || err instanceof DataDirUnsafeError || (err instanceof Error && err.message.startsWith('Invalid settings'))) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`Parley failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  }
  process.exit(1);
});
