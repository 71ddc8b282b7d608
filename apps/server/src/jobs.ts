import {
  RELEASE_HELD_JOB,
  RESCAN_STALE_JOB,
  releaseHeldMessages,
  rescanStaleMessages,
  SCAN_JOB,
  scanMessage,
  useChatScanQueue,
} from './modules/chat/chat.jobs.js';
import { CREDIT_PULL_JOB, pullCreditReport, useCreditReportQueue } from './modules/credit-report/credit-report.jobs.js';
import { BUILD_REPORT_JOB, buildFinancialReport, useFinancialReportQueue } from './modules/financial-report/financial-report.jobs.js';
import { deliverDueWebhooks, deliverWebhook, useWebhookQueue, WEBHOOK_DELIVER_JOB, WEBHOOK_DUE_JOB } from './modules/firm-api/webhooks.jobs.js';
import { EXTRACT_JOB, extractDocument, GENERATE_JOB, generateDocument, useIntakeQueue } from './modules/intake/intake.jobs.js';
import { deliverQueuedMail, MAIL_DELIVER_JOB, MAIL_RETRY_JOB, PURGE_JOB, purgeExpired, retryUnsentMail } from './modules/maintenance/maintenance.jobs.js';
import {
  PAYOUTS_JOB,
  RECONCILE_JOB,
  RUN_DUE_CHARGES_JOB,
  reconcileUnconfirmed,
  runDueCharges,
  runPayouts,
  SETTLE_PAYOUTS_JOB,
  settlePayouts,
} from './modules/payments/payments.jobs.js';
import { PORTFOLIO_IMPORT_JOB, runPortfolioImport, usePortfolioQueue } from './modules/portfolio/portfolio.jobs.js';
import type { JobHandler, JobOptions, JobSender, Jobs } from './platform/jobs.js';
import type { Services } from './services.js';

/**
 * The processes that work jobs: every server process started with JOBS on (`npm start`, the only
 * process in embedded mode), and the job-only `npm run worker` of PostgreSQL deployments.
 */
export type ProcessKind = 'server' | 'worker';

type JobDeclaration = {
  name: string;
  handler: (services: Services) => JobHandler;
  options?: JobOptions;
  /** A pg-boss cron (UTC). Server processes set the schedules; every process of `runsIn` works them. */
  schedule?: string;
  /** Queued once each time a server process starts. */
  atStart?: Record<string, unknown>;
};

type JobArea = {
  area: string;
  runsIn: readonly ProcessKind[];
  jobs: JobDeclaration[];
  /** Points the area's service at pg-boss; without it the service runs the work in-process. */
  useQueue?: (services: Services, send: JobSender) => void;
};

const EVERYWHERE: readonly ProcessKind[] = ['server', 'worker'];
// These push their outcome to browsers: the process working them must hold the Socket.IO server.
const SERVERS_ONLY: readonly ProcessKind[] = ['server'];

/** Every job of Parley, once: what runs it, when, and in which processes. */
export const JOB_LIST: readonly JobArea[] = [
  {
    area: 'maintenance',
    runsIn: EVERYWHERE,
    jobs: [
      { name: PURGE_JOB, handler: purgeExpired, schedule: '17 * * * *' },
      { name: MAIL_RETRY_JOB, handler: retryUnsentMail, schedule: '*/5 * * * *' },
      // Every minute, the shortest a pg-boss schedule allows.
      { name: MAIL_DELIVER_JOB, handler: deliverQueuedMail, schedule: '* * * * *' },
    ],
  },
  {
    area: 'chat',
    runsIn: SERVERS_ONLY,
    jobs: [
      // Recovery only (the send scans its message): after a crash the sweep may queue many at once.
      { name: SCAN_JOB, handler: scanMessage, options: { batchSize: 20, wakeOnSend: true } },
      { name: RELEASE_HELD_JOB, handler: releaseHeldMessages, schedule: '* * * * *' },
      { name: RESCAN_STALE_JOB, handler: rescanStaleMessages, schedule: '* * * * *', atStart: { startup: true } },
    ],
    useQueue: useChatScanQueue,
  },
  { area: 'credit-report', runsIn: SERVERS_ONLY, jobs: [{ name: CREDIT_PULL_JOB, handler: pullCreditReport }], useQueue: useCreditReportQueue },
  { area: 'financial-report', runsIn: SERVERS_ONLY, jobs: [{ name: BUILD_REPORT_JOB, handler: buildFinancialReport }], useQueue: useFinancialReportQueue },
  {
    area: 'intake',
    runsIn: EVERYWHERE,
    jobs: [
      { name: EXTRACT_JOB, handler: extractDocument },
      { name: GENERATE_JOB, handler: generateDocument },
    ],
    useQueue: useIntakeQueue,
  },
  {
    area: 'webhooks',
    runsIn: EVERYWHERE,
    jobs: [
      // A new event's deliveries, sent at once; retries are found by the sweep, due by the clock.
      { name: WEBHOOK_DELIVER_JOB, handler: deliverWebhook, options: { batchSize: 20, wakeOnSend: true } },
      { name: WEBHOOK_DUE_JOB, handler: deliverDueWebhooks, schedule: '* * * * *' },
    ],
    useQueue: useWebhookQueue,
  },
  {
    area: 'payments',
    runsIn: EVERYWHERE,
    jobs: [
      { name: RUN_DUE_CHARGES_JOB, handler: runDueCharges, schedule: '*/15 * * * *' },
      { name: RECONCILE_JOB, handler: reconcileUnconfirmed, schedule: '*/5 * * * *', atStart: { startup: true } },
      // Weekdays after the day's charges have settled, as banks pay out.
      { name: PAYOUTS_JOB, handler: runPayouts, schedule: '0 15 * * 1-5' },
      { name: SETTLE_PAYOUTS_JOB, handler: settlePayouts, schedule: '30 * * * *' },
    ],
  },
  { area: 'portfolio', runsIn: EVERYWHERE, jobs: [{ name: PORTFOLIO_IMPORT_JOB, handler: runPortfolioImport }], useQueue: usePortfolioQueue },
];

/**
 * Declares to pg-boss the jobs this kind of process works, and points their services at the queue.
 * Call before jobs.start(); a server process then calls schedule() once started. `areas` narrows
 * the list (tests working only the maintenance jobs).
 */
export function registerJobs(jobs: Jobs, services: Services, kind: ProcessKind, areas?: readonly string[]) {
  const chosen = JOB_LIST.filter((a) => a.runsIn.includes(kind) && (!areas || areas.includes(a.area)));
  for (const area of chosen) {
    for (const job of area.jobs) jobs.define(job.name, job.handler(services), job.options);
    area.useQueue?.(services, (name, data) => jobs.send(name, data));
  }
  return {
    /** Sets the cron schedules and queues the start-up jobs (server processes only). */
    async schedule() {
      if (kind !== 'server') throw new Error('schedules are set by server processes');
      for (const job of chosen.flatMap((a) => a.jobs)) if (job.schedule) await jobs.schedule(job.name, job.schedule);
      for (const job of chosen.flatMap((a) => a.jobs)) if (job.atStart) await jobs.send(job.name, job.atStart);
    },
  };
}
