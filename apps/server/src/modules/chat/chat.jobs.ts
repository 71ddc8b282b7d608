import type { JobHandler, JobSender } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const SCAN_JOB = 'chat.scan-message';
export const RELEASE_HELD_JOB = 'chat.release-held';
export const RESCAN_STALE_JOB = 'chat.rescan-stale';
/** A message scanning this long has lost its job (a normal scan takes milliseconds). */
const STALE_SCAN_MS = 30_000;

// The compliance scan as a pg-boss job. Server processes work it (they hold the Socket.IO server
// that delivers the result; with PostgreSQL its adapter reaches sockets on every process); the job
// list (src/jobs.ts) says when each runs and where.

/** The sender watches 'Scanning for Compliance...' until this runs. */
export function scanMessage({ chat }: Services): JobHandler {
  return async (data) => {
    await chat.scan(Number(data.messageId));
  };
}

export function releaseHeldMessages({ chat }: Services): JobHandler {
  return async () => {
    await chat.releaseHeldMessages();
  };
}

/**
 * Queued once at start-up for every scanning message (whatever this process was scanning when it
 * stopped); then on schedule, for those scanning for longer than a scan ever takes.
 */
export function rescanStaleMessages({ chat, clock }: Services): JobHandler {
  return async (data) => {
    const now = clock.now().getTime();
    await chat.rescanStale(new Date(data.startup === true ? now : now - STALE_SCAN_MS));
  };
}

/** Scans go to pg-boss instead of running in this process right after the reply. */
export function useChatScanQueue({ chat }: Services, send: JobSender): void {
  chat.useScanQueue({
    async enqueue(messageId) {
      await send(SCAN_JOB, { messageId });
    },
  });
}
