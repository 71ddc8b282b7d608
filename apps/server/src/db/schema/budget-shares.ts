import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customerDocuments } from './accounts.js';
import { users } from './users.js';

/**
 * A consumer's consented "budget verified" share with the firm on one case (issue 24): only the
 * bands they chose (monthlyBand), never amounts. Withdrawing consent deletes the row; the audit log
 * keeps that it was shared and withdrawn.
 */
export const budgetShares = pgTable('budget_shares', {
  customerDocumentId: integer('customer_document_id')
    .primaryKey()
    .references(() => customerDocuments.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** "$2,000–$2,999" (a month), or null when the consumer chose not to share it. */
  incomeBand: text('income_band'),
  expenseBand: text('expense_band'),
  sharedAt: timestamp('shared_at', { withTimezone: true }).notNull(),
});
