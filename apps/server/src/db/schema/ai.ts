import type { CourtResult } from '@parley/shared';
import { bigint, index, integer, jsonb, pgTable, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LegalDocument } from '../../modules/intake/legal-documents.js';
import { customerDocuments } from './accounts.js';
import { users } from './users.js';

/**
 * Ask Solo (consumer spec 3 "Chat completion", "Function call", "Thread", "File"), the AI
 * editor's content, and the hardship summaries shown to collectors. Their writers: owners.ts.
 */

/** A consumer's conversation with the assistant; its key names the realtime room pilot:{thread_key}. */
export const pilotThreads = pgTable(
  'pilot_threads',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    threadKey: text('thread_key').notNull(),
    agentKey: text('agent_key').notNull().default('ask_solo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pilot_threads_key').on(t.threadKey), index('pilot_threads_user_idx').on(t.userId, t.id)],
);

export type CitationRow = { slug: string; title: string; url: string; heading: string | null };

/** One question and its answer. state: processing while the answer streams; rating 1, 0 or -1. */
export const pilotCompletions = pgTable(
  'pilot_completions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => pilotThreads.id, { onDelete: 'cascade' }),
    userRequest: text('user_request').notNull(),
    assistantResponse: text('assistant_response').notNull().default(''),
    state: text({ enum: ['processing', 'completed', 'failed'] }).notNull(),
    rating: smallint().notNull().default(0),
    personaId: text('persona_id'),
    citations: jsonb().$type<CitationRow[]>().notNull().default([]),
    /** What the provider recognized (an intent such as question or start_debt_answer), for quality review. */
    intent: text(),
    provider: text().notNull(),
    context: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('pilot_completions_thread_idx').on(t.threadId, t.id)],
);

export type FunctionResultRow = {
  message: string;
  iframe_url?: string | null;
  url?: string | null;
  courts?: CourtResult[];
};

export const pilotFunctionCalls = pgTable(
  'pilot_function_calls',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    completionId: integer('completion_id')
      .notNull()
      .references(() => pilotCompletions.id, { onDelete: 'cascade' }),
    functionName: text('function_name').notNull(),
    arguments: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: text({ enum: ['pending', 'executing', 'completed', 'failed'] }).notNull(),
    result: jsonb().$type<FunctionResultRow>(),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('pilot_function_calls_completion_idx').on(t.completionId)],
);

/**
 * A file the consumer uploaded for the assistant. The direct upload creates it (with its signed
 * id); POST /pilot/files.json then gives it the client's id and its thread; a question attaches it.
 */
export const pilotFiles = pgTable(
  'pilot_files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signedId: text('signed_id').notNull(),
    clientId: text('client_id'),
    threadId: integer('thread_id').references(() => pilotThreads.id, { onDelete: 'cascade' }),
    completionId: integer('completion_id').references(() => pilotCompletions.id, { onDelete: 'set null' }),
    filename: text().notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('pilot_files_signed_id_key').on(t.signedId), index('pilot_files_completion_idx').on(t.completionId)],
);

/**
 * The AI editor's edited version of a case's generated document (an Answer or a letter), in blocks;
 * the downloads are laid out from it. `version` goes up on each save, so a save from a stale tab
 * is refused instead of overwriting a newer one.
 */
export const editorDocuments = pgTable('editor_documents', {
  customerDocumentId: integer('customer_document_id')
    .primaryKey()
    .references(() => customerDocuments.id, { onDelete: 'cascade' }),
  document: jsonb().$type<LegalDocument>().notNull(),
  version: integer().notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** The summary of a consumer's hardship answers, kept with a hash of what it summarized. */
export const hardshipSummaries = pgTable('hardship_summaries', {
  customerDocumentId: integer('customer_document_id')
    .primaryKey()
    .references(() => customerDocuments.id, { onDelete: 'cascade' }),
  inputHash: text('input_hash').notNull(),
  summary: text().notNull(),
  provider: text().notNull(),
  generatedAt: timestamp('generated_at', { withTimezone: true }).notNull(),
});
