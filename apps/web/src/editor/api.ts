import {
  type EditDocumentInput,
  EditDocumentResponseSchema,
  EditorDocumentListResponseSchema,
  EditorDocumentResponseSchema,
  SaveEditorContentResponseSchema,
} from '@parley/shared';
import { apiFetch } from '../api/client';
import { consumerKeys } from '../api/consumer/keys';

export const editorKeys = {
  list: () => [...consumerKeys.all, 'editor'] as const,
  document: (id: number) => [...consumerKeys.all, 'editor', id] as const,
};

export async function fetchEditorDocuments() {
  return EditorDocumentListResponseSchema.parse(await apiFetch('GET', '/steps_api/editor_documents'));
}
export async function fetchEditorDocument(id: number) {
  return EditorDocumentResponseSchema.parse(await apiFetch('GET', `/steps_api/editor_content/${id}`));
}
export async function editDocumentWithAi(id: number, input: EditDocumentInput) {
  return EditDocumentResponseSchema.parse(await apiFetch('POST', `/steps_api/edit_document_with_ai/${id}`, input));
}
export async function saveEditorContent(id: number, content: string, version: number) {
  return SaveEditorContentResponseSchema.parse(await apiFetch('POST', `/steps_api/save_editor_content/${id}`, { content, version }));
}
