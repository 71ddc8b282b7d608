import {
  CustomerDocumentParamsSchema,
  EditDocumentInputSchema,
  EditDocumentResponseSchema,
  EditorDocumentListResponseSchema,
  EditorDocumentResponseSchema,
  SaveEditorContentInputSchema,
  SaveEditorContentResponseSchema,
} from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';

const tags = ['ai-editor'];

/** The AI editor's calls (consumer spec 7 "AI editor"): the consumer who owns the case only. */
export function aiEditorRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const editor = services.aiEditor;
  const consumer = guards.requireConsumer();
  const userId = (req: FastifyRequest) => sessionOf(req).user.id;
  return async (app) => {
    app.get(
      '/steps_api/editor_documents',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: "The consumer's generated Answers and letters the editor can open (not shown in the spec)",
          response: { 200: EditorDocumentListResponseSchema },
        },
      },
      async (req) => editor.listDocuments(userId(req)),
    );

    app.get(
      '/steps_api/editor_content/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: "The editor's document (not shown in the spec): the case's generated Answer or letter, as last saved",
          params: CustomerDocumentParamsSchema,
          response: { 200: EditorDocumentResponseSchema },
        },
      },
      async (req) => editor.getDocument(userId(req), req.params.id),
    );

    app.post(
      '/steps_api/edit_document_with_ai/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: 'An AI edit of the document or of the selected text, returned for the consumer to accept or reject (nothing is saved)',
          params: CustomerDocumentParamsSchema,
          body: EditDocumentInputSchema,
          response: { 200: EditDocumentResponseSchema },
        },
      },
      async (req) => editor.edit(userId(req), req.params.id, req.body),
    );

    app.post(
      '/steps_api/save_editor_content/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary:
            "Save the editor's content (sanitized HTML) into the case's document and lay its PDF and Word downloads out again; 409 when `version` is not the latest",
          params: CustomerDocumentParamsSchema,
          body: SaveEditorContentInputSchema,
          response: { 200: SaveEditorContentResponseSchema },
        },
      },
      async (req) => {
        const saved = await editor.save(userId(req), req.params.id, req.body.content, req.body.version);
        return { status: 'success' as const, version: saved.version, updated_at: saved.updatedAt.toISOString() };
      },
    );
  };
}
