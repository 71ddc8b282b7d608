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

/**
 * Authentication events, refused authorizations, sensitive changes and views: who, what, when,
 * from where. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (docs/decisions/020-audit-log.md).
 * No foreign keys, so removing a user or a firm never rewrites the history; the actor's email is
 * a snapshot for the same reason. Written only by platform/audit.ts.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp({ withTimezone: true }).notNull(),
    actorUserId: integer('actor_user_id'),
    actorEmail: text('actor_email'),
    realm: text(),
    lawFirmId: integer('law_firm_id'),
    action: text().notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    ip: text(),
    userAgent: text('user_agent'),
    details: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_firm_at_idx').on(t.lawFirmId, t.at)],
);
