import type { JobHandler } from '../../platform/jobs.js';
import type { Services } from '../../services.js';
import { STUCK_PROCESSING_MS } from './context.js';

export const RUN_DUE_CHARGES_JOB = 'payments.run-due-charges';
export const PAYOUTS_JOB = 'payments.payouts';
export const SETTLE_PAYOUTS_JOB = 'payments.settle-payouts';
export const RECONCILE_JOB = 'payments.reconcile-unconfirmed';

// Autopay charges when due (billing is the end of each day UTC), daily payouts to firms, and their
// settlement; the job list (src/jobs.ts) says when each runs and where.

export function runDueCharges({ payments, clock }: Services): JobHandler {
  return async () => {
    await payments.runDueCharges(clock.now());
  };
}

/**
 * Queued once at start-up for every payment still waiting for the provider's answer (this process
 * may have died asking); then on schedule, for those waiting longer than an answer ever takes.
 */
export function reconcileUnconfirmed({ payments, clock }: Services): JobHandler {
  return async (data) => {
    const now = clock.now().getTime();
    await payments.reconcileUnconfirmed(new Date(data.startup === true ? now : now - STUCK_PROCESSING_MS));
  };
}

export function runPayouts({ payments, webhooks, clock }: Services): JobHandler {
  return async () => {
    const made = await payments.runPayouts(clock.now());
    // The firm's webhook endpoints hear of each payout sent (docs/decisions/022-api-keys-and-webhooks.md).
    for (const payout of made) {
      await webhooks.emit(payout.lawFirmId, 'payout.sent', {
        payout_id: payout.id,
        amount_cents: payout.amountCents,
        method: payout.method,
        destination: payout.destination,
      });
    }
  };
}

export function settlePayouts({ payments, clock }: Services): JobHandler {
  return async () => {
    await payments.settlePayouts(clock.now());
  };
}
