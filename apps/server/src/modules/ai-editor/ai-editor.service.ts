import {
  AI_EDIT_DEFAULT_REQUEST,
  AI_EDITOR_MESSAGES,
  type EditDocumentResponse,
  type EditorDocument,
  type EditorDocumentList,
  PRODUCT_TITLES,
  type Product,
} from '@parley/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { caseIntakes, customerDocuments, editorDocuments } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { AiProvider, EditDocumentRequest } from '../../providers/ai/interface.js';
import type { IntakeService } from '../intake/index.js';
import { blocksToHtml, htmlToBlocks } from './document-html.js';
import { sanitizeEditorHtml, sanitizePlainText } from './sanitize-editor-html.js';

/** Text as the sanitizer writes it inside an element, so a selection can be found in the document. */
function textAsHtml(text: string): string {
  return sanitizeEditorHtml(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
}

const downloadUrl = (id: number, name: string) => `/api_controller/documents/${id}/files/${name}`;

export type AiEditorService = ReturnType<typeof createAiEditorService>;

/**
 * The AI document editor (consumer spec 2 "Editor", 7 "AI editor") of a consumer's generated
 * Answer or letter: it opens the document as generated (or as last saved), returns AI edits for
 * the consumer to accept or reject, and saves edits back into the document, whose PDF and Word
 * downloads are then laid out again from the edited blocks. HTML is sanitized in and out.
 */
export function createAiEditorService({
  db,
  clock,
  ai,
  log,
  generation,
}: {
  db: Database;
  clock: Clock;
  ai: AiProvider;
  log: FastifyBaseLogger;
  generation: IntakeService['generation'];
}) {
  /** The owner's case and its current document; another consumer's case answers exactly like a missing one. */
  async function getCase(userId: number, id: number) {
    const [doc] = await db
      .select({ id: customerDocuments.id, product: customerDocuments.product })
      .from(customerDocuments)
      .where(and(eq(customerDocuments.id, id), eq(customerDocuments.userId, userId)));
    if (!doc) throw new AppError('NOT_FOUND', AI_EDITOR_MESSAGES.documentNotFound);
    if (doc.product === 'solosettle') throw new AppError('RULE_VIOLATED', AI_EDITOR_MESSAGES.notADocumentGeneration);
    const generated = await generation.generatedDocument(id);
    if (!generated) throw new AppError('RULE_VIOLATED', AI_EDITOR_MESSAGES.noDocumentYet);
    const [edited] = await db.select().from(editorDocuments).where(eq(editorDocuments.customerDocumentId, id));
    return { ...generated, edited: edited ?? null, current: edited?.document ?? generated.document };
  }

  return {
    /** Every case of the consumer with a generated document, newest first. */
    async listDocuments(userId: number): Promise<EditorDocumentList> {
      const rows = await db
        .select({
          id: customerDocuments.id,
          product: customerDocuments.product,
          edited: editorDocuments.document,
          generated: caseIntakes.generatedDocument,
          updatedAt: editorDocuments.updatedAt,
        })
        .from(customerDocuments)
        .innerJoin(caseIntakes, eq(caseIntakes.customerDocumentId, customerDocuments.id))
        .leftJoin(editorDocuments, eq(editorDocuments.customerDocumentId, customerDocuments.id))
        .where(
          and(
            eq(customerDocuments.userId, userId),
            eq(caseIntakes.documentState, 'completed'),
            inArray(customerDocuments.product, ['debt_answer', 'document_generation']),
          ),
        )
        .orderBy(desc(customerDocuments.createdAt), desc(customerDocuments.id));
      const documents = [];
      for (const row of rows) {
        const document = row.edited ?? row.generated ?? (await generation.generatedDocument(row.id))?.document;
        if (!document) continue;
        documents.push({
          customer_document_id: row.id,
          title: document.title,
          product: PRODUCT_TITLES[row.product as Product],
          updated_at: row.updatedAt?.toISOString() ?? null,
        });
      }
      return { documents };
    },

    async getDocument(userId: number, id: number): Promise<EditorDocument> {
      const doc = await getCase(userId, id);
      return {
        customer_document_id: id,
        title: doc.current.title,
        kind: doc.kind,
        content: sanitizeEditorHtml(blocksToHtml(doc.current.blocks)),
        version: doc.edited?.version ?? 0,
        updated_at: doc.edited?.updatedAt.toISOString() ?? null,
        downloads: (await generation.downloadsOf(id)).map((f) => ({ title: f.title, url: downloadUrl(id, f.name) })),
      };
    },

    /**
     * Saves the edited HTML into the document and lays its downloads out again. `version` is the
     * version the edit started from: a save from an older one (another tab saved since) is refused.
     */
    async save(userId: number, id: number, content: string, version: number | undefined): Promise<{ version: number; updatedAt: Date }> {
      const doc = await getCase(userId, id);
      const current = doc.edited?.version ?? 0;
      if (version !== undefined && version !== current) throw new AppError('CONFLICT', AI_EDITOR_MESSAGES.staleSave);
      const blocks = htmlToBlocks(content);
      if (blocks.every((b) => b.kind === 'space')) throw new AppError('VALIDATION_FAILED', 'The document is empty. Write something before you save.');
      const edited = { ...doc.current, blocks };
      const files = await generation.renderEdited(id, edited);
      const now = clock.now();
      const next = current + 1;
      const saved = await db.transaction(async (tx) => {
        // Only over the version this save started from: a concurrent save that got there first wins.
        const written = doc.edited
          ? await tx
              .update(editorDocuments)
              .set({ document: edited, version: next, updatedAt: now })
              .where(and(eq(editorDocuments.customerDocumentId, id), eq(editorDocuments.version, current)))
              .returning({ version: editorDocuments.version })
          : await tx
              .insert(editorDocuments)
              .values({ customerDocumentId: id, document: edited, version: next, updatedAt: now })
              .onConflictDoNothing()
              .returning({ version: editorDocuments.version });
        if (written.length === 0) return false;
        await generation.useFiles(tx, id, files);
        return true;
      });
      if (!saved) {
        await generation.discardFiles(files);
        throw new AppError('CONFLICT', AI_EDITOR_MESSAGES.staleSave);
      }
      return { version: next, updatedAt: now };
    },

    async edit(
      userId: number,
      id: number,
      input: { current_content: string; option_id: EditDocumentRequest['optionId']; slider_value: number; user_input?: string; selected_text?: string },
    ): Promise<EditDocumentResponse> {
      const doc = await getCase(userId, id);
      const current = sanitizeEditorHtml(input.current_content);
      const selection = input.selected_text ? sanitizePlainText(input.selected_text).trim() : '';
      const typed = input.user_input?.trim() ?? '';
      const request = typed && typed !== AI_EDIT_DEFAULT_REQUEST ? typed : '';
      let result: { content: string; summary: string };
      try {
        result = await ai.editDocument({
          content: selection || current,
          isSelection: Boolean(selection),
          optionId: input.option_id,
          sliderValue: input.slider_value,
          request,
          context: {
            kind: doc.product === 'debt_answer' ? 'answer' : 'letter',
            state: doc.state,
            defenseParagraphs: doc.product === 'debt_answer' ? await generation.defenseParagraphs(id) : {},
          },
        });
      } catch (err) {
        log.warn({ err, customerDocumentId: id, provider: ai.name }, 'AI edit failed');
        throw new AppError('INTERNAL', AI_EDITOR_MESSAGES.editFailed);
      }
      if (selection) {
        const edited = sanitizePlainText(result.content).trim();
        // The selection is text; in the HTML it appears escaped, within one block when it can be found.
        const needle = textAsHtml(selection);
        const replaced = current.includes(needle) ? current.replace(needle, () => textAsHtml(edited)) : current;
        return { status: 'success', edited_content: replaced, selected_edit_content: edited, edit_summary: result.summary, message: 'Edit ready to review' };
      }
      return {
        status: 'success',
        edited_content: sanitizeEditorHtml(result.content),
        selected_edit_content: null,
        edit_summary: result.summary,
        message: 'Edit ready to review',
      };
    },
  };
}
