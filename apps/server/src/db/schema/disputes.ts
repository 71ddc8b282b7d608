import { sql } from 'drizzle-orm';
import { bigint, customType, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerDocuments } from './accounts.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

const cents = (name: string) => bigint(name, { mode: 'number' });
/** Sealed bytes (crypto.sealFile): a file and the event it belongs to commit together. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * A consumer's consent to receive required notices electronically (E-SIGN, 15 U.S.C. 7001(c);
 * 12 CFR 1006.42): when, how and from where. Without it a validation notice goes by mail.
 */
export const esignConsents = pgTable('esign_consents', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull(),
  method: text().notNull(),
  ip: text(),
  userAgent: text('user_agent'),
});

/**
 * The validation notice of an account (12 CFR 1006.34), fixed when it is delivered: the itemization
 * it showed and the validation period its delivery started. One per account.
 */
export const validationNotices = pgTable('validation_notices', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  customerDocumentId: integer('customer_document_id')
    .notNull()
    .unique()
    .references(() => customerDocuments.id, { onDelete: 'cascade' }),
  lawFirmId: integer('law_firm_id')
    .notNull()
    .references(() => lawFirms.id),
  itemizationKind: text('itemization_kind').notNull(),
  itemizationDate: date('itemization_date', { mode: 'string' }).notNull(),
  amountOnDateCents: cents('amount_on_date_cents').notNull(),
  interestCents: cents('interest_cents').notNull(),
  feesCents: cents('fees_cents').notNull(),
  paymentsCents: cents('payments_cents').notNull(),
  creditsCents: cents('credits_cents').notNull(),
  currentAmountCents: cents('current_amount_cents').notNull(),
  deliveryMethod: text('delivery_method', { enum: ['electronic', 'mail'] }).notNull(),
  deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
  deliveredOn: date('delivered_on', { mode: 'string' }).notNull(),
  receivedOn: date('received_on', { mode: 'string' }).notNull(),
  validationPeriodEnd: date('validation_period_end', { mode: 'string' }).notNull(),
});

/**
 * The consumer's disputes, requests for the original creditor and identity-theft reports
 * (12 CFR 1006.38), each with the firm's answer. While one is unanswered the account's compliance
 * flags hold collection (lifecycle.ts `disputeHoldOf`).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['dispute', 'original_creditor', 'identity_theft'] }).notNull(),
    scope: text({ enum: ['all', 'part'] }),
    amountCents: cents('amount_cents'),
    reason: text({ enum: ['not_my_debt', 'amount_wrong', 'other'] }),
    details: text(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    openedByUserId: integer('opened_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The FTC identity-theft report (PDF or image), sealed. */
    reportFilename: text('report_filename'),
    reportContent: bytea('report_content'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    verifiedByUserId: integer('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    verificationFilename: text('verification_filename'),
    verificationContent: bytea('verification_content'),
  },
  (t) => [
    index('disputes_document_idx').on(t.customerDocumentId, t.openedAt),
    // One open request per account: a second waits for the firm's answer.
    uniqueIndex('disputes_one_open_idx').on(t.customerDocumentId).where(sql`${t.verifiedAt} IS NULL`),
  ],
);
