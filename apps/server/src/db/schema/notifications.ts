import { NOTIFICATION_EMAIL_TYPES } from '@parley/shared';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * Who a firm emails about an account (collector spec 3 "Notification policy"): every address of
 * every policy whose event and states match; '*' matches any event or any state. Its writers: owners.ts.
 */
export const notificationPolicies = pgTable(
  'notification_policies',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id, { onDelete: 'cascade' }),
    emailType: text('email_type', { enum: NOTIFICATION_EMAIL_TYPES }).notNull(),
    // Two-letter codes (US states and DC), or ['*'].
    states: text().array().notNull(),
    // Lowercased, deduplicated.
    emails: text().array().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('notification_policies_firm_idx').on(t.lawFirmId, t.emailType),
    // No CHECK on email_type: the list lives once, in shared (NOTIFICATION_EMAIL_TYPES), and the
    // route's schema enforces it. A hand-written copy here answered 500 for 'dispute_opened' (issue 38.10).
    check('notification_policies_states_present', sql`cardinality(${t.states}) > 0`),
    check('notification_policies_emails_present', sql`cardinality(${t.emails}) > 0`),
  ],
);
