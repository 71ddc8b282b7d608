import { boolean, customType, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerDocuments } from './accounts.js';
import { users } from './users.js';

/** Raw bytes: PDFs are kept in the database so an upload and its negotiation event commit together. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/** Where and to whom the consumer pays, as the firm sent it (collector spec 5 "Payment details"). */
export const accountPaymentDetails = pgTable('account_payment_details', {
  customerDocumentId: integer('customer_document_id')
    .primaryKey()
    .references(() => customerDocuments.id, { onDelete: 'cascade' }),
  payee: text().notNull(),
  recipient: text().notNull(),
  mailingAddress: text('mailing_address').notNull(),
  sentByUserId: integer('sent_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/**
 * The agreement the firm sent for an account, and once signed, the signed copy with the evidence
 * of the electronic signature (consent, typed name, time, IP, user agent, hash of what was shown).
 */
export const settlementAgreements = pgTable(
  'settlement_agreements',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    filename: text().notNull(),
    content: bytea().notNull(),
    sha256: text().notNull(),
    disclosures: jsonb().$type<string[]>().notNull().default([]),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    signedContent: bytea('signed_content'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signerUserId: integer('signer_user_id').references(() => users.id, { onDelete: 'set null' }),
    signerName: text('signer_name'),
    signerIp: text('signer_ip'),
    signerUserAgent: text('signer_user_agent'),
    consentText: text('consent_text'),
  },
  (t) => [uniqueIndex('settlement_agreements_document_idx').on(t.customerDocumentId), index('settlement_agreements_signer_idx').on(t.signerUserId)],
);

/**
 * The court side of a paid-off lawsuit (issue 37.9): whether a judgment was entered (which paper
 * ends the case) and when the firm filed it. No row: not filed, no judgment stated.
 */
export const courtClosings = pgTable('court_closings', {
  customerDocumentId: integer('customer_document_id')
    .primaryKey()
    .references(() => customerDocuments.id, { onDelete: 'cascade' }),
  judgmentEntered: boolean('judgment_entered').notNull().default(false),
  filedOn: date('filed_on', { mode: 'string' }),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
