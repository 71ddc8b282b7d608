import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const lawFirms = pgTable('law_firms', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  // The firm authentication code: HMAC for sign-in lookup, AES-GCM ciphertext to show it to the firm.
  authCodeLookup: text('auth_code_lookup').notNull().unique(),
  authCodeEncrypted: text('auth_code_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  // Payouts go by ACH to the active bank account (firm_bank_accounts), else by digital check here.
  digitalCheckEmail: text('digital_check_email'),
  // Firm payment details (collector spec 2, "Payment Details page").
  payee: text(),
  mailingName: text('mailing_name'),
  mailingStreet: text('mailing_street'),
  mailingCity: text('mailing_city'),
  mailingState: text('mailing_state'),
  mailingZip: text('mailing_zip'),
  mfaRequired: boolean('mfa_required').notNull().default(false),
});
