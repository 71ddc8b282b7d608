import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerDocuments } from './accounts.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A conversation is between a firm (all its staff share that side) and one consumer, about one
 * account. Each side's read position is kept here, so unread counts are per participant.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    consumerUserId: integer('consumer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    firmLastReadMessageId: integer('firm_last_read_message_id').notNull().default(0),
    consumerLastReadMessageId: integer('consumer_last_read_message_id').notNull().default(0),
  },
  (t) => [
    uniqueIndex('conversations_firm_consumer_document_key').on(t.lawFirmId, t.consumerUserId, t.customerDocumentId),
    index('conversations_consumer_idx').on(t.consumerUserId),
  ],
);

/**
 * scanning: a collector message waiting for the compliance scan (only its sender's side sees it);
 * delivered: visible to both sides; blocked: never shown to the consumer, kept as evidence of the
 * firm's procedures; held: compliant but scanned outside the consumer's 8 a.m.–9 p.m. window.
 */
export const MESSAGE_STATUSES = ['scanning', 'delivered', 'blocked', 'held'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderUserId: integer('sender_user_id').references(() => users.id, { onDelete: 'set null' }),
    senderSide: text('sender_side', { enum: ['law_firm', 'consumer'] }).notNull(),
    senderName: text('sender_name').notNull(),
    body: text().notNull(),
    status: text({ enum: MESSAGE_STATUSES }).notNull(),
    violations: jsonb()
      .$type<{ rule: string; description: string; citation: string; triggers: string[]; blocking: boolean; suggestion: string | null }[]>()
      .notNull()
      .default([]),
    suggestedRewrite: text('suggested_rewrite'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }),
    deliverAt: timestamp('deliver_at', { withTimezone: true }),
  },
  (t) => [index('chat_messages_conversation_idx').on(t.conversationId, t.id), index('chat_messages_held_idx').on(t.deliverAt).where(sql`${t.status} = 'held'`)],
);

export const chatAttachments = pgTable(
  'chat_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    messageId: integer('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    filename: text().notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  },
  (t) => [index('chat_attachments_message_idx').on(t.messageId)],
);

/**
 * What the compliance scanner must know about an account that customer_documents does not hold
 * (COMPLIANCE.md): dispute and its verification, attorney representation, a cease request, the
 * validation notice that opens the 30-day dispute window, and the date the statute of
 * limitations runs from. One optional row per account; no row means none of these apply.
 */
export const accountComplianceFlags = pgTable('account_compliance_flags', {
  customerDocumentId: integer('customer_document_id')
    .primaryKey()
    .references(() => customerDocuments.id, { onDelete: 'cascade' }),
  disputedAt: timestamp('disputed_at', { withTimezone: true }),
  disputeVerifiedAt: timestamp('dispute_verified_at', { withTimezone: true }),
  representedByAttorney: boolean('represented_by_attorney').notNull().default(false),
  ceaseRequestedAt: timestamp('cease_requested_at', { withTimezone: true }),
  validationNoticeAt: timestamp('validation_notice_at', { withTimezone: true }),
  /** Date of default or last payment: the statute of limitations runs from here. */
  limitationsStartDate: date('limitations_start_date', { mode: 'string' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Collector staff who are attorneys may say an attorney reviewed a file (1692e(3)). */
export const collectorAttorneys = pgTable('collector_attorneys', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  barNumber: text('bar_number'),
});
