import {
  CustomerDocumentParamsSchema,
  EditDocumentInputSchema,
  EditDocumentResponseSchema,
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
      '/steps_api/editor_content/:id',
      {
        preHandler: consumer,
        schema: {
          tags,
          summary: "The editor's document (not shown in the spec): the saved content, or the case's starting template",
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
          summary: "Save the editor's content (sanitized HTML)",
          params: CustomerDocumentParamsSchema,
          body: SaveEditorContentInputSchema,
          response: { 200: SaveEditorContentResponseSchema },
        },
      },
      async (req) => {
        await editor.save(userId(req), req.params.id, req.body.content);
        return { status: 'success' as const };
      },
    );
  };
}
