import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

const cents = (name: string) => bigint(name, { mode: 'number' });

/**
 * A consumer's case (collector spec: an "account"): what the consumer told us, and which firm it
 * is with. The columns under "negotiation projection" are written in the same transaction as
 * the event they summarize (the cases store), so the list can filter and sort 100,000 accounts by
 * index; the current action is still derived from them, never stored. Its writers: owners.ts.
 */
export const customerDocuments = pgTable(
  'customer_documents',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id),
    product: text({ enum: ['solosettle', 'debt_answer', 'document_generation'] }).notNull(),
    customerName: text('customer_name').notNull(),
    email: text(),
    birthdate: date({ mode: 'string' }),
    civilNumber: text('civil_number'),
    fileNumber: text('file_number'),
    lawsuitState: text('lawsuit_state'),
    plaintiffName: text('plaintiff_name'),
    lawsuitAmountCents: cents('lawsuit_amount_cents'),
    lawsuitExists: boolean('lawsuit_exists').notNull().default(true),
    mailingStreet: text('mailing_street'),
    mailingCity: text('mailing_city'),
    mailingState: text('mailing_state'),
    mailingZip: text('mailing_zip'),
    ssnEncrypted: text('ssn_encrypted'),
    ssnLastFour: text('ssn_last_four'),
    hardship: jsonb().$type<Record<string, string>>().notNull().default({}),
    hardshipStatement: text('hardship_statement'),
    monthlyIncomeCents: cents('monthly_income_cents'),
    monthlyExpensesCents: cents('monthly_expenses_cents'),
    financialDetails: jsonb('financial_details').$type<Record<string, number>>().notNull().default({}),
    plaidVerified: boolean('plaid_verified').notNull().default(false),
    /** A firm the consumer typed in that is not on Parley yet: it is invited with the first offer. */
    pendingLawFirmName: text('pending_law_firm_name'),
    pendingLawyerEmail: text('pending_lawyer_email'),
    archivedByLawFirmOn: timestamp('archived_by_law_firm_on', { withTimezone: true }),
    /** The staff member whose work queue holds the account (issue 38); nobody's when null. */
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // Negotiation projection (see above).
    lastActionCode: smallint('last_action_code'),
    lastActionAt: timestamp('last_action_at', { withTimezone: true }),
    latestOfferId: integer('latest_offer_id'),
    offerTotalCents: cents('offer_total_cents'),
    offerPayments: integer('offer_payments'),
    offerTiers: integer('offer_tiers'),
    offerFirstPaymentDate: date('offer_first_payment_date', { mode: 'string' }),
    offerPercent: integer('offer_percent'),
    firstOfferAt: timestamp('first_offer_at', { withTimezone: true }),
    firmRespondedAt: timestamp('firm_responded_at', { withTimezone: true }),
    paymentSetupAt: timestamp('payment_setup_at', { withTimezone: true }),
    lastPaymentAt: timestamp('last_payment_at', { withTimezone: true }),
    collectedCents: cents('collected_cents').notNull().default(0),
    searchText: text('search_text').generatedAlwaysAs(
      sql`lower(coalesce(customer_name, '') || ' ' || coalesce(civil_number, '') || ' ' || coalesce(file_number, ''))`,
    ),
  },
  (t) => {
    // One index per sort column over a firm's active accounts: a page in either direction is an
    // index scan (descending reads it backwards), and counting the active ones is index-only.
    const active = sql`${t.archivedByLawFirmOn} IS NULL`;
    const sortIndex = (name: string, column: AnyPgColumn) => index(`customer_documents_active_${name}_idx`).on(t.lawFirmId, column, t.id).where(active);
    return [
      sortIndex('status_date', t.lastActionAt),
      sortIndex('status', t.lastActionCode),
      sortIndex('name', t.customerName),
      sortIndex('reference', t.civilNumber),
      sortIndex('file_number', t.fileNumber),
      sortIndex('amount', t.lawsuitAmountCents),
      sortIndex('offer_amount', t.offerTotalCents),
      sortIndex('payments', t.offerPayments),
      sortIndex('tiers', t.offerTiers),
      sortIndex('percent', t.offerPercent),
      sortIndex('first_payment', t.offerFirstPaymentDate),
      index('customer_documents_firm_idx').on(t.lawFirmId, t.id),
      index('customer_documents_user_idx').on(t.userId),
      index('customer_documents_assigned_idx').on(t.lawFirmId, t.assignedUserId).where(active),
      index('customer_documents_search_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    ];
  },
);

/**
 * The firm's word on the facts a settlement rule reads (issue 33): the balance and the creditor, as
 * the firm's import supplied them or a staff member confirmed them, with who and when. Automation
 * acts on an account only while its balance and creditor are still these values; a case the
 * consumer opened, with facts only they typed, gets suggestions until the firm confirms.
 */
export const firmAccountFacts = pgTable('firm_account_facts', {
  customerDocumentId: integer('customer_document_id')
    .primaryKey()
    .references(() => customerDocuments.id, { onDelete: 'cascade' }),
  balanceCents: cents('balance_cents').notNull(),
  plaintiffName: text('plaintiff_name'),
  source: text({ enum: ['import', 'staff'] }).notNull(),
  confirmedByUserId: integer('confirmed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }).notNull(),
});

export const historicalOffers = pgTable(
  'historical_offers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    party: text({ enum: ['consumer', 'law_firm'] }).notNull(),
    totalAmountCents: cents('total_amount_cents').notNull(),
    payments: integer().notNull(),
    firstPaymentDate: date('first_payment_date', { mode: 'string' }),
    phases: jsonb().$type<{ iterations: number; payment_amount_cents: number }[]>().notNull(),
    /** A firm may counter with up to 5 offers at once: their position. */
    offerIndex: smallint('offer_index').notNull().default(0),
    /**
     * The event that made this offer (several counteroffers share one event). No foreign key:
     * events point at offers too, and the bulk loader inserts both sides in one pass.
     */
    eventId: integer('event_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('historical_offers_document_idx').on(t.customerDocumentId, t.createdAt), index('historical_offers_event_idx').on(t.eventId)],
);

/** Append-only: the negotiation's history. Nothing updates or deletes a row. */
export const negotiationEvents = pgTable(
  'negotiation_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    party: text({ enum: ['consumer', 'law_firm'] }).notNull(),
    action: text().notNull(),
    disclosures: jsonb().$type<string[]>().notNull().default([]),
    offerId: integer('offer_id').references(() => historicalOffers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('negotiation_events_document_idx').on(t.customerDocumentId, t.createdAt)],
);

export const paymentsReceived = pgTable(
  'payments_received',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payments_received_document_idx').on(t.customerDocumentId)],
);

/**
 * How many active (unarchived) accounts each firm has, kept exact by statement-level triggers on
 * customer_documents (migration 0005), so the unfiltered list's total needs no count over 100,000 rows.
 */
export const lawFirmAccountCounts = pgTable('law_firm_account_counts', {
  lawFirmId: integer('law_firm_id')
    .primaryKey()
    .references(() => lawFirms.id, { onDelete: 'cascade' }),
  activeCount: integer('active_count').notNull().default(0),
});
