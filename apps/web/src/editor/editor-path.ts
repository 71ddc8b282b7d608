/** The editor of a case's generated Answer or letter (kept apart from the editor page, whose chunk carries Tiptap). */
export const editorPath = (id: number) => `/document_generations/${id}/steps/document_generation_editor`;
