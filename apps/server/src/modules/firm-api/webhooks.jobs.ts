import type { JobHandler, JobSender } from '../../platform/jobs.js';
import type { Services } from '../../services.js';

export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';
export const WEBHOOK_DUE_JOB = 'webhooks.deliver-due';

/** One delivery's attempt; a delivery not due or already taken is skipped (the row decides). */
export function deliverWebhook({ webhooks }: Services): JobHandler {
  return async (data) => {
    if (typeof data.deliveryId === 'number') await webhooks.attempt(data.deliveryId);
  };
}

/** Every minute: the retries whose time has come, by the domain clock. */
export function deliverDueWebhooks({ webhooks }: Services): JobHandler {
  return async () => {
    await webhooks.deliverDue();
  };
}

export function useWebhookQueue({ webhooks }: Services, send: JobSender): void {
  webhooks.useQueue((deliveryId) => send(WEBHOOK_DELIVER_JOB, { deliveryId }));
}
