import type { JobHandler, JobSender } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const SCAN_JOB = 'chat.scan-message';
export const RELEASE_HELD_JOB = 'chat.release-held';
export const RESCAN_STALE_JOB = 'chat.rescan-stale';
/** A message scanning this long lost its send's scan (which takes milliseconds, in the send's request). */
const STALE_SCAN_MS = 30_000;

// The compliance scan's recovery path as a pg-boss job. A collector's message is scanned in its own
// send (chat.service sendMessage); only a message whose process died between saving and scanning
// it, or whose scan failed, is found by the sweep below and queued here. Server processes work it
// (they hold the Socket.IO server that delivers the result; with PostgreSQL its adapter reaches
// sockets on every process); the job list (src/jobs.ts) says when each runs and where.

/** Scans a message the sweep found still scanning. */
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
