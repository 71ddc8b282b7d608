import { z } from 'zod';
import { DOWNLOAD_KINDS } from '../domain/dashboard-document.js';

/** The AI document editor (consumer spec 2 "Editor", 4 "AI edit", 7 "AI editor", 8, 9). */

export const AI_EDIT_OPTIONS = [
  { id: 'legal_formality', label: 'Legal Formality', low: 'Plain', high: 'Formal' },
  { id: 'citation_density', label: 'Citation Density', low: 'Fewer citations', high: 'More citations' },
  { id: 'tone_balance', label: 'Tone Balance', low: 'Defendant-friendly', high: 'Plaintiff-friendly' },
  { id: 'friendliness', label: 'Friendliness', low: 'Firm', high: 'Friendly' },
  { id: 'general_edit', label: 'General Edit', low: 'Light', high: 'Thorough' },
] as const;
export type AiEditOptionId = (typeof AI_EDIT_OPTIONS)[number]['id'];
export const AI_EDIT_OPTION_IDS = AI_EDIT_OPTIONS.map((o) => o.id) as [AiEditOptionId, ...AiEditOptionId[]];

export const AI_EDIT_SLIDER = { min: 1, max: 10, default: 5 } as const;
export const AI_EDIT_DEFAULT_REQUEST = 'Please suggest improvements to this document';

/** Consumer spec 9: the page layout of the editor. */
export const EDITOR_LAYOUT = { pageHeight: 930, pageGap: 20, headerHeight: 50 } as const;
export const EDITOR_SAVE_ALERT_MS = 3_000;
export const EDITOR_CONTENT_MAX_LENGTH = 500_000;

export const AI_EDITOR_MESSAGES = {
  editing: 'Editing document with AI...',
  editFailed: 'Sorry! An error occurred while editing the document. Please try again later.',
  saveFailed: 'Error saving!',
  saved: 'Saved',
  documentNotFound: 'Document not found',
  notADocumentGeneration: 'This case has no editable document.',
  noDocumentYet: 'This case has no generated document yet. Finish its steps and your Answer or letter will open here.',
  staleSave:
    'This document was saved from another tab or window after you opened it, so this save was refused. Reload the page to get the newest version, then make your edit again.',
} as const;

export const EditDocumentInputSchema = z.strictObject({
  current_content: z.string().max(EDITOR_CONTENT_MAX_LENGTH),
  option_id: z.enum(AI_EDIT_OPTION_IDS).default('general_edit'),
  slider_value: z.coerce.number().int().min(AI_EDIT_SLIDER.min).max(AI_EDIT_SLIDER.max).default(AI_EDIT_SLIDER.default),
  slider_label: z.string().max(100).optional(),
  user_input: z.string().max(2_000).optional(),
  selected_text: z.string().max(EDITOR_CONTENT_MAX_LENGTH).optional(),
});
export type EditDocumentInput = z.input<typeof EditDocumentInputSchema>;

export const EditDocumentResponseSchema = z.object({
  status: z.literal('success'),
  edited_content: z.string(),
  selected_edit_content: z.string().nullable(),
  edit_summary: z.string(),
  message: z.string(),
});
export type EditDocumentResponse = z.infer<typeof EditDocumentResponseSchema>;

export const SaveEditorContentInputSchema = z.strictObject({
  content: z.string().max(EDITOR_CONTENT_MAX_LENGTH),
  /** The version the edit started from; a save from an older one is refused (409). */
  version: z.number().int().min(0).max(2_147_483_647).optional(),
});
export const SaveEditorContentResponseSchema = z.object({
  status: z.literal('success'),
  version: z.number().int(),
  updated_at: z.string(),
});

const EditorDownloadSchema = z.object({ title: z.string(), url: z.string() });

/** The case's generated Answer or letter as the editor shows it; version 0 and no updated_at: never edited. */
export const EditorDocumentResponseSchema = z.object({
  customer_document_id: z.number().int(),
  title: z.string(),
  /** Beyond the spec: what the document is, for the page to name it in the reader's language (the document itself stays as written). */
  kind: z.enum(DOWNLOAD_KINDS).optional(),
  content: z.string(),
  version: z.number().int(),
  updated_at: z.string().nullable(),
  downloads: z.array(EditorDownloadSchema),
});
export type EditorDocument = z.infer<typeof EditorDocumentResponseSchema>;

/** The consumer's generated documents the editor can open. */
export const EditorDocumentListResponseSchema = z.object({
  documents: z.array(z.object({ customer_document_id: z.number().int(), title: z.string(), product: z.string(), updated_at: z.string().nullable() })),
});
export type EditorDocumentList = z.infer<typeof EditorDocumentListResponseSchema>;

export const CustomerDocumentParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The collector's account view: an AI summary of the consumer's hardship answers. */
export const HardshipSummaryQuerySchema = z.object({ customer_document_id: z.coerce.number().int().positive().max(2_147_483_647) });
export const HardshipSummaryResponseSchema = z.object({ summary: z.string().nullable(), generated_at: z.string().nullable(), provider: z.string() });
export type HardshipSummary = z.infer<typeof HardshipSummaryResponseSchema>;
