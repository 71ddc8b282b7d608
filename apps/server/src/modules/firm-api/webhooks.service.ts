import { createHmac, randomUUID } from 'node:crypto';
import {
  describeWebhookEvent,
  FIRM_API_MESSAGES,
  MAX_WEBHOOK_ENDPOINTS_PER_FIRM,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MANUAL_SENDS_PER_MINUTE,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIMESTAMP_HEADER,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
  webhookTypeOfCaseChange,
} from '@parley/shared';
import { and, arrayContains, asc, count, desc, eq, inArray, isNull, lt, lte, ne, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, HOUR, MINUTE } from '../../platform/clock.js';
import { type Crypto, randomToken } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.js';
import type { CaseChange } from '../cases/case-store.js';
import { findFirmAdminEmails } from '../notifications/notifications.service.js';
import { endpointUrlProblem, postWebhook, type TransportPolicy } from './webhook-transport.js';

type Actor = { userId: number; lawFirmId: number; ip: string };
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
const LOG_DELIVERIES = 50;
/**
 * Test events and redeliveries, per endpoint across the firm's administrators (issue 33): a button
 * pressed by hand, not a way to aim Parley's traffic at someone else's host.
 */
const MANUAL_SEND_RATE: RateRule = { limit: WEBHOOK_MANUAL_SENDS_PER_MINUTE, windowMs: MINUTE };

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

/**
 * A firm's webhook endpoints and the deliveries of its events (docs/decisions/022-api-keys-and-webhooks.md).
 * The deliveries table is the queue's truth: each row says when it is next due, by the domain clock,
 * and the job queue only wakes the senders (at once for a new event, every minute for retries).
 */
export function createWebhooksService({
  db,
  clock,
  crypto,
  audit,
  mailer,
  log,
  limiter,
  policy,
  publicUrl,
}: {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  audit: Audit;
  mailer: Mailer;
  log: FastifyBaseLogger;
  limiter: RateLimiter;
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

  const iso = (d: Date | null) => d?.toISOString() ?? null;
  function toEndpoint(row: EndpointRow): WebhookEndpoint {
    return {
      id: row.id,
      url: row.url,
      events: row.events,
      enabled: row.isEnabled,
      disabled_reason: row.disabledReason,
      failing_since: iso(row.failingSince),
      created_at: row.createdAt.toISOString(),
    };
  }
  async function getOwnEndpoint(lawFirmId: number, id: number): Promise<EndpointRow> {
    const [row] = await db
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.lawFirmId, lawFirmId)));
    if (!row) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
    return row;
  }
  function checkUrl(url: string): void {
    const problem = endpointUrlProblem(url, policy);
    if (problem) throw new AppError('VALIDATION_FAILED', problem, { url: problem });
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

  /** A disabled endpoint's deliveries still due are never sent (issue 33); the sweep only takes pending ones. */
  async function cancelPending(tx: Pick<Database, 'update'>, endpointId: number): Promise<void> {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'cancelled', nextAttemptAt: null })
      .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.status, 'pending')));
  }

  /** Test events and redeliveries, by hand: at most MANUAL_SEND_RATE per endpoint. */
  async function limitManualSends(endpointId: number): Promise<void> {
    await limiter.consume(`webhook:manual:endpoint:${endpointId}`, MANUAL_SEND_RATE, FIRM_API_MESSAGES.manualSendsLimited);
  }

  async function toDeliveries(rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
    const attempts =
      rows.length === 0
        ? []
        : await db
            .select()
            .from(webhookAttempts)
            .where(
              inArray(
                webhookAttempts.deliveryId,
                rows.map((r) => r.id),
              ),
            )
            .orderBy(desc(webhookAttempts.attempt));
    return rows.map((r) => ({
      id: r.id,
      event_id: r.eventId,
      event_type: r.eventType,
      status: r.status,
      attempts: r.attempts,
      next_attempt_at: iso(r.nextAttemptAt),
      created_at: r.createdAt.toISOString(),
      log: attempts
        .filter((a) => a.deliveryId === r.id)
        .map((a) => ({
          attempt: a.attempt,
          at: a.at.toISOString(),
          status_code: a.statusCode,
          duration_ms: a.durationMs,
          response_snippet: a.responseSnippet,
          error: a.error,
        })),
    }));
  }

  async function removeEndpoint(actor: Actor, id: number): Promise<void> {
    await db.transaction(async (tx) => {
      await tx.delete(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
      await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      await audit.record({ action: 'webhook_endpoint.deleted', actorUserId: actor.userId, realm: 'collector', ip: actor.ip, details: { endpoint_id: id } }, tx);
    });
  }

  return {
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

    /** Queues an event for every enabled endpoint of the firm subscribed to it. */
    async emit(lawFirmId: number, type: WebhookEventType, data: Record<string, unknown>): Promise<void> {
      const endpoints = await db
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(and(eq(webhookEndpoints.lawFirmId, lawFirmId), eq(webhookEndpoints.isEnabled, true), arrayContains(webhookEndpoints.events, [type])));
      sendSoon(await createDeliveries(endpoints, type, data));
    },

    /** After a case change committed (case-store.ts): its event, if the lifecycle makes one. */
    caseChanged(change: CaseChange): void {
      const type = webhookTypeOfCaseChange(change.kind);
      if (!type || change.lawFirmId === null) return;
      const data = { customer_document_id: change.caseId, party: change.party, current_action: change.currentAction };
      const run = this.emit(change.lawFirmId, type, data).catch((err) => log.error({ err, caseId: change.caseId, type }, 'webhook event lost'));
      inFlight.add(run);
      void run.finally(() => inFlight.delete(run));
    },

    async list(lawFirmId: number) {
      const rows = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.lawFirmId, lawFirmId)).orderBy(asc(webhookEndpoints.id));
      return { endpoints: rows.map(toEndpoint), event_types: WEBHOOK_EVENT_TYPES.map((type) => ({ type, description: describeWebhookEvent(type) })) };
    },

    async create(actor: Actor, input: { url: string; events: WebhookEventType[] }): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
      checkUrl(input.url);
      const [existing] = await db.select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.lawFirmId, actor.lawFirmId));
      if ((existing?.n ?? 0) >= MAX_WEBHOOK_ENDPOINTS_PER_FIRM) throw new AppError('RULE_VIOLATED', FIRM_API_MESSAGES.tooManyEndpoints);
      const secret = `${WEBHOOK_SECRET_PREFIX}${randomToken(32)}`;
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(webhookEndpoints)
          .values({
            lawFirmId: actor.lawFirmId,
            url: input.url,
            events: [...new Set(input.events)],
            secretEncrypted: crypto.encrypt(secret),
            createdAt: clock.now(),
            createdBy: actor.userId,
          })
          .returning();
        if (!inserted) throw new Error('webhook endpoint insert returned nothing');
        await audit.record(
          {
            action: 'webhook_endpoint.created',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { endpoint_id: inserted.id, url: input.url },
          },
          tx,
        );
        return inserted;
      });
      return { endpoint: toEndpoint(row), secret };
    },

    async update(actor: Actor, id: number, input: { events?: WebhookEventType[]; enabled?: boolean }): Promise<WebhookEndpoint> {
      const row = await getOwnEndpoint(actor.lawFirmId, id);
      const set: Partial<EndpointRow> = {};
      if (input.events) set.events = [...new Set(input.events)];
      if (input.enabled !== undefined && input.enabled !== row.isEnabled) {
        set.isEnabled = input.enabled;
        set.disabledReason = input.enabled ? null : 'Disabled by an administrator.';
        // Enabled again: the day of failures starts over.
        if (input.enabled) set.failingSince = null;
      }
      // Nothing to change (unknown keys dropped, or the state it already has): nothing written, nothing audited.
      if (Object.keys(set).length === 0) return toEndpoint(row);
      const updated = await db.transaction(async (tx) => {
        // Disabled: nothing more goes out to it (issue 33). Deliveries first, then the endpoint, the
        // order in which recording a delivery takes them.
        if (set.isEnabled === false) await cancelPending(tx, id);
        const [endpoint] = await tx.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, id)).returning();
        return endpoint;
      });
      await audit.record({
        action: 'webhook_endpoint.updated',
        actorUserId: actor.userId,
        realm: 'collector',
        ip: actor.ip,
        details: { endpoint_id: id, ...(input.events ? { events: input.events } : {}), ...(input.enabled !== undefined ? { enabled: input.enabled } : {}) },
      });
      return toEndpoint(updated ?? row);
    },

    async remove(actor: Actor, id: number): Promise<void> {
      await getOwnEndpoint(actor.lawFirmId, id);
      // A delivery being recorded locks its row, then the endpoint's; the removal takes them in the
      // same order (deliveries first), and PostgreSQL's rare deadlock verdict is retried.
      for (let attempt = 1; ; attempt++) {
        try {
          return await removeEndpoint(actor, id);
        } catch (error) {
          if (attempt >= 3 || !isDeadlock(error)) throw error;
        }
      }
    },

    async deliveries(lawFirmId: number, endpointId: number): Promise<WebhookDelivery[]> {
      await getOwnEndpoint(lawFirmId, endpointId);
      const rows = await db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpointId))
        .orderBy(desc(webhookDeliveries.id))
        .limit(LOG_DELIVERIES);
      return toDeliveries(rows);
    },

    /** Sends a delivery again now, with the same event id (receivers deduplicate by it). */
    async redeliver(actor: Actor, endpointId: number, deliveryId: number): Promise<void> {
      const endpoint = await getOwnEndpoint(actor.lawFirmId, endpointId);
      if (!endpoint.isEnabled) throw new AppError('CONFLICT', FIRM_API_MESSAGES.endpointDisabled);
      await limitManualSends(endpoint.id);
      const [row] = await db
        .update(webhookDeliveries)
        .set({ status: 'pending', nextAttemptAt: clock.now(), claimedAt: null })
        .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
        .returning({ id: webhookDeliveries.id });
      if (!row) throw new AppError('NOT_FOUND', 'Delivery not found');
      await audit.record({
        action: 'webhook_delivery.redelivered',
        actorUserId: actor.userId,
        realm: 'collector',
        ip: actor.ip,
        details: { endpoint_id: endpointId, delivery_id: deliveryId },
      });
      sendSoon([row.id]);
    },

    /**
     * A `webhook.test` event to this endpoint alone, whatever it subscribes to: one attempt, made
     * while the administrator waits (the transport's timeout bounds it), its answer returned.
     */
    async sendTest(actor: Actor, endpointId: number): Promise<WebhookDelivery> {
      const endpoint = await getOwnEndpoint(actor.lawFirmId, endpointId);
      await limitManualSends(endpoint.id);
      const [deliveryId] = await createDeliveries([endpoint], WEBHOOK_TEST_EVENT, { endpoint_id: endpoint.id, message: 'A test event from Parley.' });
      if (deliveryId === undefined) throw new Error('test delivery insert returned nothing');
      await attempt(deliveryId);
      const [delivery] = await toDeliveries(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId)));
      if (!delivery) throw new AppError('NOT_FOUND', 'Webhook endpoint not found');
      return delivery;
    },
  };
}
export type WebhooksService = ReturnType<typeof createWebhooksService>;

/** PostgreSQL chose this transaction to end a deadlock (40P01); drizzle wraps the driver's error. */
function isDeadlock(error: unknown): boolean {
  const codeOf = (e: unknown) => (e && typeof e === 'object' && 'code' in e ? (e as { code: unknown }).code : undefined);
  return codeOf(error) === '40P01' || codeOf((error as { cause?: unknown } | null)?.cause) === '40P01';
}
