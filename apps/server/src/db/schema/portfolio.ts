import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { customerDocuments } from './accounts.js';
import { lawFirms } from './law-firms.js';
import { users } from './users.js';

/**
 * A firm's portfolio file and what became of it: the upload (sealed in storage), the columns found,
 * the mapping chosen, and the counts and row errors of its dry run or import, written as the job
 * reads the file so the page can show progress.
 */
export const portfolioImports = pgTable('portfolio_imports', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  lawFirmId: integer('law_firm_id')
    .notNull()
    .references(() => lawFirms.id),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  filename: text().notNull(),
  kind: text({ enum: ['csv', 'xlsx'] }).notNull(),
  storageKey: text('storage_key').notNull(),
  status: text({ enum: ['uploaded', 'validating', 'validated', 'importing', 'imported', 'failed'] }).notNull(),
  headers: jsonb().$type<string[]>().notNull(),
  sample: jsonb().$type<string[][]>().notNull(),
  mapping: jsonb().$type<Record<string, string | null>>().notNull().default({}),
  dryRun: boolean('dry_run').notNull().default(true),
  /** The accounts the import creates go to the firm's staff in turn (issue 38). */
  assignRoundRobin: boolean('assign_round_robin').notNull().default(false),
  rowsRead: integer('rows_read').notNull().default(0),
  rowsValid: integer('rows_valid').notNull().default(0),
  rowsInvalid: integer('rows_invalid').notNull().default(0),
  createdCount: integer('created_count').notNull().default(0),
  updatedCount: integer('updated_count').notNull().default(0),
  unchangedCount: integer('unchanged_count').notNull().default(0),
  lockedCount: integer('locked_count').notNull().default(0),
  errors: jsonb().$type<{ row: number; field: string; message: string }[]>().notNull().default([]),
  error: text(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

/** The column mapping a firm used last: the next file's headers are matched against it first. */
export const portfolioMappings = pgTable('portfolio_mappings', {
  lawFirmId: integer('law_firm_id')
    .primaryKey()
    .references(() => lawFirms.id),
  mapping: jsonb().$type<Record<string, string | null>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * The firm's account reference of each imported account: the key a re-import matches on (one
 * account per firm and reference), and a hash of the row last imported, so an unchanged row is
 * recognised without comparing columns.
 */
export const importedAccounts = pgTable(
  'imported_accounts',
  {
    lawFirmId: integer('law_firm_id')
      .notNull()
      .references(() => lawFirms.id),
    reference: text().notNull(),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .unique()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    rowHash: text('row_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.lawFirmId, t.reference] })],
);
