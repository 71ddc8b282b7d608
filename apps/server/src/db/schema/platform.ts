import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Every email Parley sends, kept as sent. The dev mailbox reads it in embedded mode. */
export const mailOutbox = pgTable('mail_outbox', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  toAddress: text('to_address').notNull(),
  subject: text().notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  messageId: text('message_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text(),
});

/** Authentication events, refused authorizations and sensitive changes: who, what, when. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull(),
    actorUserId: integer('actor_user_id'),
    realm: text(),
    action: text().notNull(),
    ip: text(),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);
