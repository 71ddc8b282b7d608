import { AI_EDIT_DEFAULT_REQUEST, AI_EDITOR_MESSAGES, type EditDocumentResponse, type EditorDocument } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { customerDocuments, editorDocuments } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import type { AiProvider, EditDocumentRequest } from '../../providers/ai/interface.js';
import { defaultEditorDocument } from './default-document.js';
import { sanitizeEditorHtml, sanitizePlainText } from './sanitize-editor-html.js';

/** Text as the sanitizer writes it inside an element, so a selection can be found in the document. */
function textAsHtml(text: string): string {
  return sanitizeEditorHtml(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;'));
}

export type AiEditorService = ReturnType<typeof createAiEditorService>;

/**
 * The AI document editor (consumer spec 2 "Editor", 7 "AI editor") of a consumer's
 * document_generation case: its content, AI edits returned for the consumer to accept or reject,
 * and saving. HTML is sanitized on the way in and on the way out.
 */
export function createAiEditorService({ db, clock, ai, log }: { db: Database; clock: Clock; ai: AiProvider; log: FastifyBaseLogger }) {
  async function getCase(userId: number, id: number) {
    const [doc] = await db
      .select({
        id: customerDocuments.id,
        product: customerDocuments.product,
        customerName: customerDocuments.customerName,
        createdAt: customerDocuments.createdAt,
      })
      .from(customerDocuments)
      .where(and(eq(customerDocuments.id, id), eq(customerDocuments.userId, userId)));
    // Another consumer's case answers exactly like a missing one.
    if (!doc) throw new AppError('NOT_FOUND', AI_EDITOR_MESSAGES.documentNotFound);
    if (doc.product !== 'document_generation') throw new AppError('RULE_VIOLATED', AI_EDITOR_MESSAGES.notADocumentGeneration);
    return doc;
  }

  return {
    async getDocument(userId: number, id: number): Promise<EditorDocument> {
      const doc = await getCase(userId, id);
      const [saved] = await db.select().from(editorDocuments).where(eq(editorDocuments.customerDocumentId, id));
      return {
        customer_document_id: id,
        title: 'Request for validation of debt',
        content: saved?.content ?? defaultEditorDocument(doc.customerName, doc.createdAt),
        updated_at: saved?.updatedAt.toISOString() ?? null,
      };
    },

    async save(userId: number, id: number, content: string): Promise<void> {
      await getCase(userId, id);
      const clean = sanitizeEditorHtml(content);
      const now = clock.now();
      await db
        .insert(editorDocuments)
        .values({ customerDocumentId: id, content: clean, updatedAt: now })
        .onConflictDoUpdate({ target: editorDocuments.customerDocumentId, set: { content: clean, updatedAt: now } });
    },

    async edit(
      userId: number,
      id: number,
      input: { current_content: string; option_id: EditDocumentRequest['optionId']; slider_value: number; user_input?: string; selected_text?: string },
    ): Promise<EditDocumentResponse> {
      await getCase(userId, id);
      const current = sanitizeEditorHtml(input.current_content);
      const selection = input.selected_text ? sanitizePlainText(input.selected_text).trim() : '';
      const request = input.user_input?.trim() || AI_EDIT_DEFAULT_REQUEST;
      let result: { content: string; summary: string };
      try {
        result = await ai.editDocument({
          content: selection || current,
          isSelection: Boolean(selection),
          optionId: input.option_id,
          sliderValue: input.slider_value,
          request,
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
