import { createHmac, randomUUID } from 'node:crypto';
import {
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookEventType,
  webhookTypeOfCaseChange,
} from '@parley/shared';
import { and, arrayContains, asc, eq, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, HOUR, MINUTE } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import type { Mailer } from '../../platform/mail.js';
import type { CaseChange } from '../cases/case-store.js';
import { findFirmAdminEmails } from '../notifications/notifications.service.js';
import { postWebhook, type TransportPolicy } from './webhook-transport.js';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** Deliveries are retried for this long after the event, the last attempt at its end. */
export const RETRY_FOR_MS = 24 * HOUR;
/** An endpoint failing without a single success for this long is disabled, and its admins told. */
export const DISABLE_AFTER_FAILING_MS = 24 * HOUR;
const MAX_DELAY_MS = 4 * HOUR;
/** A claim older than this belongs to a worker that died mid-send: the delivery is taken again. */
const CLAIM_EXPIRES_MS = 2 * MINUTE;
const DUE_BATCH = 100;

/**
 * When to try again after `attemptsMade` failures: 1, 2, 4 … minutes, at most 4 hours apart, the
 * last try exactly RETRY_FOR_MS after the event; null once that has passed.
 */
export function nextAttemptAt(createdAt: Date, attemptsMade: number, now: Date): Date | null {
  const deadline = createdAt.getTime() + RETRY_FOR_MS;
  if (now.getTime() >= deadline) return null;
  const delay = Math.min(2 ** Math.max(0, attemptsMade - 1) * MINUTE, MAX_DELAY_MS);
  return new Date(Math.min(now.getTime() + delay, deadline));
}

/** The signature a receiver recomputes: HMAC-SHA256 of `${timestamp}.${body}` with the endpoint's secret, hex. */
export function signWebhook(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** A disabled endpoint's deliveries still due are never sent (issue 33); the sweep only takes pending ones. */
export async function cancelPending(tx: Pick<Database, 'update'>, endpointId: number): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'cancelled', nextAttemptAt: null })
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
}

/**
 * The sending side of the webhooks: events queued as deliveries, each attempt signed and posted,
 * retried on failure, and an endpoint that fails for a day disabled with its administrators told.
 */
export function createWebhookDelivery({
  db,
  clock,
  crypto,
  audit,
  mailer,
  log,
  policy,
  publicUrl,
}: {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  audit: Audit;
  mailer: Mailer;
  log: FastifyBaseLogger;
  policy: TransportPolicy;
  publicUrl: string;
}) {
  /** Without a queue (tests, a worker-less process) deliveries are sent in this process; settle() waits for them. */
  let enqueue: ((deliveryId: number) => Promise<unknown>) | null = null;
  const inFlight = new Set<Promise<unknown>>();
  function sendSoon(deliveryIds: number[]): void {
    for (const id of deliveryIds) {
      const run = enqueue ? enqueue(id) : attempt(id);
      const tracked = run.catch((err) => log.error({ err, deliveryId: id }, 'webhook delivery could not start')).finally(() => inFlight.delete(tracked));
      inFlight.add(tracked);
    }
  }

  async function createDeliveries(endpoints: Pick<EndpointRow, 'id'>[], type: string, data: Record<string, unknown>): Promise<number[]> {
    if (endpoints.length === 0) return [];
    const now = clock.now();
    const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
    const body = JSON.stringify({ id: eventId, type, created_at: now.toISOString(), data });
    const rows = await db
      .insert(webhookDeliveries)
      .values(endpoints.map((e) => ({ endpointId: e.id, eventId, eventType: type, body, status: 'pending' as const, nextAttemptAt: now, createdAt: now })))
      .returning({ id: webhookDeliveries.id });
    return rows.map((r) => r.id);
  }

  /** Takes a due delivery for this worker, so two workers never send one attempt twice. */
  async function claim(deliveryId: number, now: Date): Promise<DeliveryRow | undefined> {
    const [row] = await db
      .update(webhookDeliveries)
      .set({ claimedAt: now })
      .where(
        and(
          eq(webhookDeliveries.id, deliveryId),
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.claimedAt), lt(webhookDeliveries.claimedAt, new Date(now.getTime() - CLAIM_EXPIRES_MS))),
        ),
      )
      .returning();
    return row;
  }

  async function attempt(deliveryId: number): Promise<void> {
    const startedAt = clock.now();
    const delivery = await claim(deliveryId, startedAt);
    if (!delivery) return;
    const [endpoint] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, delivery.endpointId));
    if (!endpoint) return;
    const isTest = delivery.eventType === WEBHOOK_TEST_EVENT;
    // A disabled endpoint is sent nothing (issue 33): whatever was still due is cancelled. Except a
    // test event's one attempt, which an administrator sends to see whether it works again.
    if (!endpoint.isEnabled && !(isTest && delivery.attempts === 0)) {
      await db.update(webhookDeliveries).set({ status: 'cancelled', nextAttemptAt: null, claimedAt: null }).where(eq(webhookDeliveries.id, deliveryId));
      return;
    }
    const secret = crypto.decrypt(endpoint.secretEncrypted);
    const timestamp = Math.floor(startedAt.getTime() / 1000);
    const result = await postWebhook(
      policy,
      endpoint.url,
      {
        [WEBHOOK_TIMESTAMP_HEADER]: String(timestamp),
        [WEBHOOK_SIGNATURE_HEADER]: signWebhook(secret, timestamp, delivery.body),
        [WEBHOOK_EVENT_ID_HEADER]: delivery.eventId,
      },
      delivery.body,
    );
    const isSuccess = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
    const now = clock.now();
    const attemptNumber = delivery.attempts + 1;
    // A test event is tried once, its answer shown to the administrator who sent it: never retried.
    const next = isSuccess || isTest ? null : nextAttemptAt(delivery.createdAt, attemptNumber, now);
    let disabled = false;
    await db.transaction(async (tx) => {
      await tx.insert(webhookAttempts).values({
        deliveryId,
        attempt: attemptNumber,
        at: now,
        statusCode: result.statusCode,
        durationMs: result.durationMs,
        responseSnippet: result.responseSnippet,
        error: result.error,
      });
      await tx.update(webhookDeliveries).set({ attempts: attemptNumber, claimedAt: null }).where(eq(webhookDeliveries.id, deliveryId));
      // Cancelled while it was being sent (its endpoint disabled): it stays cancelled.
      await tx
        .update(webhookDeliveries)
        .set({ status: isSuccess ? 'delivered' : next ? 'pending' : 'failed', nextAttemptAt: next })
        .where(and(eq(webhookDeliveries.id, deliveryId), ne(webhookDeliveries.status, 'cancelled')));
      if (isSuccess) {
        await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
        return;
      }
      const failingSince = endpoint.failingSince ?? now;
      if (!endpoint.failingSince) await tx.update(webhookEndpoints).set({ failingSince }).where(eq(webhookEndpoints.id, endpoint.id));
      if (endpoint.isEnabled && now.getTime() - failingSince.getTime() >= DISABLE_AFTER_FAILING_MS) {
        const [off] = await tx
          .update(webhookEndpoints)
          .set({ isEnabled: false, disabledReason: 'Disabled automatically: every delivery failed for 24 hours.' })
          .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.isEnabled, true)))
          .returning({ id: webhookEndpoints.id });
        if (!off) return;
        disabled = true;
        await cancelPending(tx, endpoint.id);
        await audit.record({ action: 'webhook_endpoint.disabled_automatically', details: { endpoint_id: endpoint.id, law_firm_id: endpoint.lawFirmId } }, tx);
      }
    });
    if (disabled) await tellAdminsDisabled(endpoint);
  }

  async function tellAdminsDisabled(endpoint: EndpointRow): Promise<void> {
    const emails = await findFirmAdminEmails(db, endpoint.lawFirmId);
    const text = [
      'Parley has disabled one of your webhook endpoints, because every delivery to it failed for 24 hours:',
      '',
      endpoint.url,
      '',
      `The delivery log shows each attempt's answer. Once the endpoint works again, enable it under API & webhooks: ${publicUrl}/collectors/integrations`,
    ].join('\n');
    for (const to of emails) {
      try {
        await mailer.send({ to, subject: 'A webhook endpoint was disabled', text });
      } catch (err) {
        log.error({ err, endpointId: endpoint.id }, 'could not email the disabled webhook notice');
      }
    }
  }

  /** Queues an event for every enabled endpoint of the firm subscribed to it. */
  async function emit(lawFirmId: number, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
    const endpoints = await db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.lawFirmId, lawFirmId), eq(webhookEndpoints.isEnabled, true), arrayContains(webhookEndpoints.events, [type])));
    sendSoon(await createDeliveries(endpoints, type, data));
  }

  return {
    sendSoon,
    createDeliveries,
    /** Points new deliveries at the job queue (jobs.ts) instead of this process. */
    useQueue(send: (deliveryId: number) => Promise<unknown>) {
      enqueue = send;
    },
    /** Tests: waits for the deliveries this process started on its own. */
    async settle(): Promise<void> {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    attempt,

    /** Sends every delivery that is due by the clock (the retry sweep, every minute). */
    async deliverDue(): Promise<number> {
      const now = clock.now();
      const due = await db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            lte(webhookDeliveries.nextAttemptAt, now),
            or(isNull(webhookDeliveries.claimedAt), lt(webhookDeliveries.claimedAt, new Date(now.getTime() - CLAIM_EXPIRES_MS))),
          ),
        )
        .orderBy(asc(webhookDeliveries.nextAttemptAt))
        .limit(DUE_BATCH);
      // A handful at once: one slow receiver must not hold up the others.
      const ids = due.map((d) => d.id);
      for (let i = 0; i < ids.length; i += 10) await Promise.all(ids.slice(i, i + 10).map((id) => attempt(id)));
      return ids.length;
    },

    emit,

    /** After a case change committed (case-store.ts): its event, if the lifecycle makes one. */
    caseChanged(change: CaseChange): void {
      const type = webhookTypeOfCaseChange(change.kind);
      if (!type || change.lawFirmId === null) return;
      const data = { customer_document_id: change.caseId, party: change.party, current_action: change.currentAction };
      const run = emit(change.lawFirmId, type, data).catch((err) => log.error({ err, caseId: change.caseId, type }, 'webhook event lost'));
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    },
  };
}
