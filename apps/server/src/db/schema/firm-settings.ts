import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A firm's ACH payout accounts. At most one is active (removed_at null); removed ones are kept
 * for the audit trail. Numbers are AES-GCM ciphertext; only the last four are kept in the clear.
 */
export const firmBankAccounts = pgTable(
  'firm_bank_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    institutionName: text('institution_name').notNull(),
    accountType: text('account_type', { enum: ['CHECKING', 'SAVINGS', 'BUSINESS'] }).notNull(),
    accountName: text('account_name').notNull(),
    routingNumberEncrypted: text('routing_number_encrypted').notNull(),
    routingLastFour: text('routing_last_four').notNull(),
    accountNumberEncrypted: text('account_number_encrypted').notNull(),
    accountLastFour: text('account_last_four').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    removedBy: integer('removed_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('firm_bank_accounts_active_key').on(t.lawFirmId).where(sql`${t.removedAt} IS NULL`),
    index('firm_bank_accounts_firm_idx').on(t.lawFirmId),
  ],
);

/** One-time recovery codes for two-step verification; only their hashes are stored. */
export const mfaRecoveryCodes = pgTable(
  'mfa_recovery_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('mfa_recovery_codes_user_idx').on(t.userId)],
);

/**
 * Issue 38.5: a payout change made by someone who is not an administrator waits here until
 * effective_at, so the administrators (emailed at once) can cancel it; payouts keep going to the
 * previous method meanwhile. At most one is pending per firm (neither applied nor cancelled). A bank
 * account's numbers are AES-GCM ciphertext, as in firm_bank_accounts; only the last four are clear.
 */
export const payoutChanges = pgTable(
  'payout_changes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    kind: text({ enum: ['bank_account', 'digital_check_email', 'remove_bank_account'] }).notNull(),
    institutionName: text('institution_name'),
    accountType: text('account_type', { enum: ['CHECKING', 'SAVINGS', 'BUSINESS'] }),
    accountName: text('account_name'),
    routingNumberEncrypted: text('routing_number_encrypted'),
    routingLastFour: text('routing_last_four'),
    accountNumberEncrypted: text('account_number_encrypted'),
    accountLastFour: text('account_last_four'),
    /** The digital check email: the change itself, or the one a bank account change also sets. */
    email: text(),
    requestedBy: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: integer('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('payout_changes_pending_key').on(t.lawFirmId).where(sql`${t.appliedAt} IS NULL AND ${t.cancelledAt} IS NULL`),
    index('payout_changes_firm_idx').on(t.lawFirmId),
  ],
);
