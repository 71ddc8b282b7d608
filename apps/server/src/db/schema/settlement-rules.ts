import type { RuleSetMode, SettlementRule } from '@parley/shared';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customerDocuments, historicalOffers, negotiationEvents } from './accounts.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/** A firm's settlement rules (issue 23): one set per firm, ordered, with its mode. */
export const settlementRuleSets = pgTable('settlement_rule_sets', {
  lawFirmId: integer('law_firm_id')
    .primaryKey()
    .references(() => lawFirms.id, { onDelete: 'cascade' }),
  mode: text({ enum: ['off', 'suggest', 'automatic'] })
    .$type<RuleSetMode>()
    .notNull()
    .default('off'),
  rules: jsonb().$type<SettlementRule[]>().notNull().default([]),
  /** Who saved the set last: automatic answers are recorded in the audit log under this user. */
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * Each consumer offer the rules answered by themselves. The offer is the primary key, so an offer
 * is answered automatically at most once; the event is the firm's accept or counteroffer it made.
 */
export const settlementRuleAnswers = pgTable(
  'settlement_rule_answers',
  {
    offerId: integer('offer_id')
      .primaryKey()
      .references(() => historicalOffers.id, { onDelete: 'cascade' }),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => negotiationEvents.id, { onDelete: 'cascade' }),
    decision: text({ enum: ['accept', 'counter'] }).notNull(),
    ruleName: text('rule_name').notNull(),
    reason: text().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('settlement_rule_answers_event_idx').on(t.eventId), index('settlement_rule_answers_document_idx').on(t.customerDocumentId)],
);
