import type { Jobs } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const SCAN_JOB = 'chat.scan-message';
export const RELEASE_HELD_JOB = 'chat.release-held';

/**
 * The compliance scan as a pg-boss job. Server processes work it (they hold the Socket.IO server
 * that delivers the result; with PostgreSQL its adapter reaches sockets on every process).
 */
export function registerChatJobs(jobs: Jobs, services: Services) {
  // The sender watches 'Scanning for Compliance...' until this runs: woken at once, up to 20 side by side.
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
  services.chat.useScanQueue({
    async enqueue(messageId) {
      await jobs.send(SCAN_JOB, { messageId });
    },
  });
  return {
    async schedule() {
      await jobs.schedule(RELEASE_HELD_JOB, '* * * * *');
    },
  };
}
