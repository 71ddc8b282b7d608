import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const lawFirms = pgTable('law_firms', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  // The firm authentication code: HMAC for sign-in lookup, AES-GCM ciphertext to show it to the firm.
  authCodeLookup: text('auth_code_lookup').notNull().unique(),
  authCodeEncrypted: text('auth_code_encrypted').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
