import type { Jobs } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const SCAN_JOB = 'chat.scan-message';
export const RELEASE_HELD_JOB = 'chat.release-held';
export const RESCAN_STALE_JOB = 'chat.rescan-stale';
/** A message scanning this long lost its send's scan (which takes milliseconds, in the send's request). */
const STALE_SCAN_MS = 30_000;

/**
 * The compliance scan's recovery path as a pg-boss job. A collector's message is scanned in its own
 * send (chat.service sendMessage); only a message whose process died between saving and scanning
 * it, or whose scan failed, is found by the sweep below and queued here. Server processes work it
 * (they hold the Socket.IO server that delivers the result; with PostgreSQL its adapter reaches
 * sockets on every process).
 */
export function registerChatJobs(jobs: Jobs, services: Services) {
  // After a crash the sweep may queue many at once: up to 20 side by side.
  jobs.define(
    SCAN_JOB,
    async (data) => {
      await services.chat.scan(Number(data.messageId));
    },
    { batchSize: 20, wakeOnSend: true },
  );
  jobs.define(RELEASE_HELD_JOB, async () => {
    await services.chat.releaseHeldMessages();
  });
  // At start-up every scanning message is queued again (whatever this process was scanning when it
  // stopped); then every minute, those scanning for longer than a scan ever takes.
  jobs.define(RESCAN_STALE_JOB, async (data) => {
    const now = services.clock.now().getTime();
    await services.chat.rescanStale(new Date(data.startup === true ? now : now - STALE_SCAN_MS));
  });
  services.chat.useScanQueue({
    async enqueue(messageId) {
      await jobs.send(SCAN_JOB, { messageId });
    },
  });
  return {
    async schedule() {
      await jobs.schedule(RELEASE_HELD_JOB, '* * * * *');
      await jobs.schedule(RESCAN_STALE_JOB, '* * * * *');
      await jobs.send(RESCAN_STALE_JOB, { startup: true });
    },
  };
}
