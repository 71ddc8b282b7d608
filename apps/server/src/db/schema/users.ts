import { DEFAULT_LANGUAGE, LANGUAGES } from '@parley/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms.js';

/**
 * Consumers and collector staff in one table, told apart by `kind` (the two sign-in realms).
 * A firm also has one "law firm entity" user: the identity of an authentication-code sign-in.
 */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['consumer', 'collector'] }).notNull(),
    email: text(),
    /**
     * A firm's pending invite to an address that already belongs to another firm's account (issue
     * 33): the row stands for that invite on this firm's staff list, exactly as an invite to a new
     * address does, but has no email of its own, so it can never sign in or be mailed as staff.
     */
    invitedEmail: text('invited_email'),
    passwordHash: text('password_hash'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id),
    lawFirmScope: text('law_firm_scope', { enum: ['user', 'admin'] }),
    isLawFirmEntity: boolean('is_law_firm_entity').notNull().default(false),
    isOnCallAdmin: boolean('is_on_call_admin').notNull().default(false),
    isOauthUser: boolean('is_oauth_user').notNull().default(false),
    // The consumer's language: the app, their emails and their documents.
    language: text({ enum: LANGUAGES }).notNull().default(DEFAULT_LANGUAGE),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    // When the owner of the address followed the emailed verification link (collectors: their
    // invite link). Until then a consumer cannot comment, chat with a firm or pay.
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // Two-step verification (TOTP): the secret is AES-GCM ciphertext; pending until confirmed.
    totpSecretEncrypted: text('totp_secret_encrypted'),
    totpPendingSecretEncrypted: text('totp_pending_secret_encrypted'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    // The last accepted TOTP time step, so a code cannot be replayed within its window.
    totpLastStep: integer('totp_last_step'),
  },
  (t) => [
    uniqueIndex('users_kind_email_key').on(t.kind, t.email),
    index('users_law_firm_idx').on(t.lawFirmId),
    check('users_collector_firm', sql`${t.kind} = 'consumer' OR ${t.lawFirmId} IS NOT NULL OR ${t.isOnCallAdmin}`),
  ],
);
