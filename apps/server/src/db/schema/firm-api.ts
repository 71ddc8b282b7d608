import { WEBHOOK_DELIVERY_STATUSES } from '@parley/shared';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A firm's API keys (docs/decisions/022-api-keys-and-webhooks.md). Only the SHA-256 of each secret
 * is stored; a rotated key keeps its previous hash until `previous_expires_at` so a deployment can
 * switch over. A key acts as the administrator who created it, with user scope; deleting that
 * user deletes the key.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    scope: text({ enum: ['read', 'write'] }).notNull(),
    /** The first characters of the secret, shown in lists so a key can be recognised. */
    prefix: text().notNull(),
    secretHash: text('secret_hash').notNull(),
    previousSecretHash: text('previous_secret_hash'),
    previousExpiresAt: timestamp('previous_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_key').on(t.secretHash),
    index('api_keys_previous_secret_hash_idx').on(t.previousSecretHash).where(sql`${t.previousSecretHash} IS NOT NULL`),
    index('api_keys_firm_idx').on(t.lawFirmId),
  ],
);

/** Where a firm wants its events posted; the signing secret is AES-GCM ciphertext (it must be read to sign). */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    url: text().notNull(),
    events: text().array().notNull(),
    secretEncrypted: text('secret_encrypted').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    /** Why it was disabled: by an administrator, or automatically after a day of failures. */
    disabledReason: text('disabled_reason'),
    /** The first failure since the last success; a day of it disables the endpoint. */
    failingSince: timestamp('failing_since', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('webhook_endpoints_firm_idx').on(t.lawFirmId)],
);

/** One event for one endpoint, retried with backoff until delivered or given up (24 hours). */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    endpointId: integer('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event's id as the receiver sees it (evt_…): the same on every attempt, for idempotency. */
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The exact JSON body, signed as it is sent. */
    body: text().notNull(),
    status: text({ enum: WEBHOOK_DELIVERY_STATUSES }).notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Set while a worker is sending it, so two workers never send one attempt twice. */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.id),
  ],
);

/** Every attempt of a delivery: the endpoint's delivery log. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    responseSnippet: text('response_snippet'),
    error: text(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
