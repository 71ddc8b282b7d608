import { date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * What a consumer tells us about themselves (consumer spec 3 "User profile", metadata). The SSN is
 * AES-256-GCM ciphertext (platform/crypto); only its last four are kept in the clear, to show it masked.
 */
export const consumerProfiles = pgTable('consumer_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  addressLine1: text('address_line1'),
  city: text(),
  state: text(),
  zipCode: text('zip_code'),
  birthdate: date({ mode: 'string' }),
  ssnEncrypted: text('ssn_encrypted'),
  ssnLastFour: text('ssn_last_four'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * A consumer's link to their bank through the bank-data provider (a Plaid "item"). The provider's
 * access token is a credential: stored encrypted, never sent to the browser.
 */
export const bankConnections = pgTable(
  'bank_connections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text().notNull(),
    institutionId: text('institution_id').notNull(),
    institutionName: text('institution_name').notNull(),
    accessTokenEncrypted: text('access_token_encrypted').notNull(),
    connectedAt: timestamp('connected_at', { withTimezone: true }).notNull(),
    /** When the consumer's consent lapses and the provider needs them to sign in to the bank again. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    disconnectedAt: timestamp('disconnected_at', { withTimezone: true }),
  },
  (t) => [index('bank_connections_user_idx').on(t.userId, t.connectedAt)],
);

/** The budget built from a connection's transactions (consumer spec 3 "Financial report"), one per consumer. */
export const financialReports = pgTable('financial_reports', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  bankConnectionId: integer('bank_connection_id').references(() => bankConnections.id, { onDelete: 'set null' }),
  status: text({ enum: ['processing', 'ready', 'failed'] }).notNull(),
  /** The latest report that was built (kept through a failed rebuild). */
  report: jsonb().$type<Record<string, unknown>>(),
  error: text(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }),
});

/** The consumer's credit report from the bureau (consumer spec 3 "Credit report"), one per consumer. */
export const creditReports = pgTable('credit_reports', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  provider: text().notNull(),
  status: text({ enum: ['fetching', 'available', 'error'] }).notNull(),
  /** The latest report pulled (kept through a failed refresh). */
  report: jsonb().$type<Record<string, unknown>>(),
  error: text(),
  /** When the consumer asked for it: their consent to the soft inquiry. */
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
  fetchedAt: timestamp('fetched_at', { withTimezone: true }),
});
