import { bigint, date, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { customerDocuments } from './accounts.js';
import { firmBankAccounts } from './firm-settings.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

const cents = (name: string) => bigint(name, { mode: 'number' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A consumer's autopay for one signed case: the provider's customer and saved card, and the state
 * the plan panel shows (active, needs attention after a failed charge, completed when all is paid).
 */
export const autopaySubscriptions = pgTable(
  'autopay_subscriptions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    provider: text({ enum: ['sandbox', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    providerPaymentMethodId: text('provider_payment_method_id').notNull(),
    card: jsonb().$type<{ brand: string; last4: string; exp_month: number; exp_year: number }>().notNull(),
    status: text({ enum: ['active', 'needs_attention', 'completed'] }).notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [uniqueIndex('autopay_subscriptions_document_key').on(t.customerDocumentId), index('autopay_subscriptions_user_idx').on(t.userId)],
);

/**
 * A consumer's customer at the payment provider, one per consumer and provider. Card tokens are
 * bound to it when they are made (the sandbox's card form, Stripe's SetupIntent), so a token made
 * in one consumer's session cannot be saved by another.
 */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['sandbox', 'stripe'] }).notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.provider] })],
);

/** One dated payment of the agreed schedule, as autopay will (or did) charge it. */
export const scheduledCharges = pgTable(
  'scheduled_charges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => autopaySubscriptions.id, { onDelete: 'cascade' }),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    seq: smallint().notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** scheduled → processing → paid; a decline leaves it failed (retried); an extra payment may cover it. */
    status: text({ enum: ['scheduled', 'processing', 'paid', 'failed', 'covered'] }).notNull(),
    attempts: smallint().notNull().default(0),
    /** When the next attempt is due: the end of the due day in UTC, then a day after each decline. */
    nextAttemptAt: at('next_attempt_at'),
    processingSince: at('processing_since'),
    lastError: text('last_error'),
    paidAt: at('paid_at'),
  },
  (t) => [uniqueIndex('scheduled_charges_seq_key').on(t.subscriptionId, t.seq), index('scheduled_charges_due_idx').on(t.status, t.nextAttemptAt)],
);

/** Every attempt to take money from a consumer, with the provider's id and its latest known state. */
export const payments = pgTable(
  'payments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    subscriptionId: integer('subscription_id').references(() => autopaySubscriptions.id, { onDelete: 'set null' }),
    scheduledChargeId: integer('scheduled_charge_id').references(() => scheduledCharges.id, { onDelete: 'set null' }),
    kind: text({ enum: ['scheduled', 'additional'] }).notNull(),
    provider: text({ enum: ['sandbox', 'stripe'] }).notNull(),
    /** The key the provider deduplicates the charge by: a retried request never charges twice. */
    idempotencyKey: text('idempotency_key').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountCents: cents('amount_cents').notNull(),
    feeCents: cents('fee_cents').notNull().default(0),
    status: text({ enum: ['processing', 'requires_action', 'succeeded', 'failed', 'reversed'] }).notNull(),
    refundedCents: cents('refunded_cents').notNull().default(0),
    failureMessage: text('failure_message'),
    createdAt: at('created_at').notNull(),
    succeededAt: at('succeeded_at'),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key').on(t.idempotencyKey),
    uniqueIndex('payments_provider_payment_key').on(t.providerPaymentId),
    index('payments_document_idx').on(t.customerDocumentId),
  ],
);

/** Provider webhooks already handled, by the provider's event id: a redelivery changes nothing. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text().primaryKey(),
  provider: text().notNull(),
  type: text().notNull(),
  objectId: text('object_id'),
  receivedAt: at('received_at').notNull(),
});

/** One movement of money: its lines (ledger_entries) sum to zero. Posted once per idempotency key. */
export const ledgerJournals = pgTable(
  'ledger_journals',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: text({ enum: ['payment', 'refund', 'reversal', 'payout', 'payout_settled', 'payout_returned'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id),
    paymentId: integer('payment_id').references(() => payments.id),
    payoutId: integer('payout_id'),
    memo: text(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [uniqueIndex('ledger_journals_idempotency_key').on(t.idempotencyKey), index('ledger_journals_firm_idx').on(t.lawFirmId)],
);

/** Append-only lines of the journals: debits positive, credits negative, integer cents. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    journalId: integer('journal_id')
      .notNull()
      .references(() => ledgerJournals.id),
    account: text({ enum: ['platform_cash', 'firm_payable', 'platform_fees', 'payouts_in_transit'] }).notNull(),
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id),
    customerDocumentId: integer('customer_document_id').references(() => customerDocuments.id),
    amountCents: cents('amount_cents').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    index('ledger_entries_journal_idx').on(t.journalId),
    index('ledger_entries_document_idx').on(t.customerDocumentId, t.account),
    index('ledger_entries_firm_idx').on(t.lawFirmId, t.account),
  ],
);

/** Money sent to a firm: by ACH to its bank account, or a digital check emailed to it. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    method: text({ enum: ['ach', 'digital_check'] }).notNull(),
    bankAccountId: integer('bank_account_id').references(() => firmBankAccounts.id),
    /** Where it went, safe to show: "Checking ••••6789" or the check email. */
    destination: text().notNull(),
    amountCents: cents('amount_cents').notNull(),
    status: text({ enum: ['in_transit', 'paid', 'returned'] }).notNull(),
    providerReference: text('provider_reference'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
    returnedAt: at('returned_at'),
    returnReason: text('return_reason'),
  },
  (t) => [index('payouts_firm_idx').on(t.lawFirmId, t.createdAt), index('payouts_status_idx').on(t.status)],
);

/**
 * The sandbox payment provider's own records (its customers, cards, payments, payouts), kept in the
 * database so embedded mode's autopay survives a restart. Nothing else reads this table.
 */
export const sandboxProviderObjects = pgTable('sandbox_provider_objects', {
  id: text().primaryKey(),
  kind: text({ enum: ['customer', 'payment_method', 'payment', 'payout'] }).notNull(),
  data: jsonb().$type<Record<string, unknown>>().notNull(),
  createdAt: at('created_at').notNull(),
});
