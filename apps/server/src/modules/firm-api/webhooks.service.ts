import {
  describeWebhookEvent,
  FIRM_API_MESSAGES,
  MAX_WEBHOOK_ENDPOINTS_PER_FIRM,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MANUAL_SENDS_PER_MINUTE,
  WEBHOOK_SECRET_PREFIX,
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookEndpoint,
  type WebhookEventType,
} from '@parley/shared';
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import { type Clock, MINUTE } from '../../platform/clock.js';
import { type Crypto, randomToken } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { Mailer } from '../../platform/mail.js';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.js';
import { cancelPending, createWebhookDelivery } from './webhook-delivery.js';
import { endpointUrlProblem, type TransportPolicy } from './webhook-transport.js';

type Actor = { userId: number; lawFirmId: number; ip: string };
type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const LOG_DELIVERIES = 50;
/**
 * Test events and redeliveries, per endpoint across the firm's administrators (issue 33): a button
 * pressed by hand, not a way to aim Parley's traffic at someone else's host.
 */
const MANUAL_SEND_RATE: RateRule = { limit: WEBHOOK_MANUAL_SENDS_PER_MINUTE, windowMs: MINUTE };

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
  const delivery = createWebhookDelivery({ db, clock, crypto, audit, mailer, log, policy, publicUrl });
  const { sendSoon, createDeliveries, attempt } = delivery;

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
    useQueue: delivery.useQueue,
    settle: delivery.settle,
    attempt,
    deliverDue: delivery.deliverDue,
    emit: delivery.emit,
    caseChanged: delivery.caseChanged,

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
