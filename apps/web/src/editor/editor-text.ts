import { AI_EDIT_DEFAULT_REQUEST, AI_EDIT_OPTIONS, AI_EDITOR_MESSAGES, type AiEditOptionId } from '@parley/shared';
import { labelMessages } from '../i18n/label-messages';

const column = (key: 'label' | 'low' | 'high') => Object.fromEntries(AI_EDIT_OPTIONS.map((o) => [o.id, o[key]])) as Record<AiEditOptionId, string>;

/** The AI editor's shared words (consumer spec 2, 4, 9) in the page's language; their English lives in @parley/shared. */
export const aiEditorText = labelMessages('editor.message', { ...AI_EDITOR_MESSAGES, defaultRequest: AI_EDIT_DEFAULT_REQUEST });
/** Each AI edit option's name and its slider's two ends. The server still gets the English name: the document stays in English. */
export const optionLabelText = labelMessages('editor.option', column('label'));
export const optionLowText = labelMessages('editor.optionLow', column('low'));
export const optionHighText = labelMessages('editor.optionHigh', column('high'));
