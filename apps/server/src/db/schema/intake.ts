import type { ExtractedFields } from '@parley/shared';
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LegalDocument } from '../../modules/intake/legal-documents.js';
import { customerDocuments } from './accounts.js';
import { lawFirms } from './law-firms.js';

/**
 * The consumer intake of a case (consumer spec 2, 7): what the walk-through collected beyond the
 * columns customer_documents already has, the OCR extraction, and the generated documents.
 */
export const caseIntakes = pgTable('case_intakes', {
  customerDocumentId: integer('customer_document_id')
    .primaryKey()
    .references(() => customerDocuments.id, { onDelete: 'cascade' }),
  phoneNumber: text('phone_number'),
  consentsToSms: boolean('consents_to_sms').notNull().default(false),
  lawyerEmails: jsonb('lawyer_emails').$type<string[]>().notNull().default([]),
  /** The firm's name as the consumer chose it, also for products that never reach a firm on Parley. */
  lawFirmName: text('law_firm_name'),
  courtId: integer('court_id').references(() => courts.id),
  courtName: text('court_name'),
  courtStreet: text('court_street'),
  courtCity: text('court_city'),
  courtState: text('court_state'),
  courtZip: text('court_zip'),
  servedOn: date('served_on', { mode: 'string' }),
  defenses: jsonb().$type<string[]>().notNull().default([]),
  letterKind: text('letter_kind'),
  detailsConfirmedAt: timestamp('details_confirmed_at', { withTimezone: true }),
  extractionState: text('extraction_state', { enum: ['processing', 'completed', 'failed'] }),
  extractionError: text('extraction_error'),
  extractedFields: jsonb('extracted_fields').$type<ExtractedFields>(),
  documentState: text('document_state', { enum: ['processing', 'completed', 'failed'] }),
  documentError: text('document_error'),
  generatedFiles: jsonb('generated_files').$type<{ name: string; title: string; key: string; contentType: string }[]>().notNull().default([]),
  /** The document as generated, in blocks: what the AI editor opens until the consumer saves an edit. */
  generatedDocument: jsonb('generated_document').$type<LegalDocument>(),
  /** When the document was made, and a sha256 of the facts it was made from: a later change to them makes it out of date (issue 37.2). */
  generatedAt: timestamp('generated_at', { withTimezone: true }),
  generatedFrom: text('generated_from'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** One row per walk-through step: its answers, which of them are encrypted, its errors, when done. */
export const walkThroughStepResponses = pgTable(
  'walk_through_step_responses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerDocumentId: integer('customer_document_id')
      .notNull()
      .references(() => customerDocuments.id, { onDelete: 'cascade' }),
    stepName: text('step_name').notNull(),
    inputs: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** AES-GCM ciphertext of the JSON of the sensitive inputs (SSN); never sent back. */
    encryptedInputs: text('encrypted_inputs'),
    errors: jsonb().$type<Record<string, string>>().notNull().default({}),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('walk_through_step_responses_step_idx').on(t.customerDocumentId, t.stepName)],
);

/** The papers a consumer scanned or uploaded. Bytes live in storage under a random key. */
export const intakeFiles = pgTable(
  'intake_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    customerDocumentId: integer('customer_document_id').references(() => customerDocuments.id, { onDelete: 'cascade' }),
    userId: integer('user_id').notNull(),
    storageKey: text('storage_key').notNull(),
    filename: text().notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    /** Direct uploads: the blob is created first, its bytes sent next, attached to a case last. */
    uploadToken: text('upload_token'),
    isUploaded: boolean('is_uploaded').notNull().default(true),
    fromCamera: boolean('from_camera').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('intake_files_document_idx').on(t.customerDocumentId), uniqueIndex('intake_files_upload_token_idx').on(t.uploadToken)],
);

/**
 * US courts: every state's consumer-debt courts for every county (intake/county-courts.ts), and
 * the hand-checked county-seat courts with their street addresses (intake/directories.ts). A court
 * without an address has null mailing fields: the consumer copies it from the summons.
 */
export const courts = pgTable(
  'courts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    state: text().notNull(),
    name: text().notNull(),
    captionName: text('caption_name').notNull(),
    mailingName: text('mailing_name').notNull(),
    mailingStreet: text('mailing_street'),
    mailingCity: text('mailing_city'),
    mailingZip: text('mailing_zip'),
    /** The county as the Census names it ("King County") and its five-digit FIPS code. */
    county: text(),
    countyFips: text('county_fips'),
    /** Where the court's level stands in its state's list (jurisdictions.ts): 0 is the usual court for a debt case. */
    levelOrder: smallint('level_order').notNull().default(0),
    /** The court level (jurisdictions.ts key: justice, county, district…); null where the directory cannot tell. */
    levelKey: text('level_key'),
  },
  (t) => [
    uniqueIndex('courts_state_name_idx').on(t.state, t.name),
    index('courts_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    index('courts_county_fips_idx').on(t.countyFips),
  ],
);

/** Creditors and debt buyers that sue consumers: the plaintiff search. */
export const plaintiffDirectory = pgTable(
  'plaintiff_directory',
  { id: integer().primaryKey().generatedAlwaysAsIdentity(), name: text().notNull().unique() },
  (t) => [index('plaintiff_directory_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);

/** Collection law firms and agencies; those on Parley point at their law_firms row. */
export const collectionFirmDirectory = pgTable(
  'collection_firm_directory',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull().unique(),
    lawFirmId: integer('law_firm_id').references(() => lawFirms.id, { onDelete: 'set null' }),
  },
  (t) => [index('collection_firm_directory_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`)],
);
